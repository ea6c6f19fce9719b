import { monthlyPriceMinor, parseProductId, type AppPlatform, type PlanEntry } from '@kestrel/domain';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { PlanRow } from '../../db/schema';
import { listActivePlans } from './plans.repo';

/**
 * A stored plan as clients see it: interval and discount come from the product id (SPEC §3),
 * `price_unit` is the per-month price in minor units, rounded half up.
 */
export function toPlanEntry(row: PlanRow): PlanEntry {
  const parsed = parseProductId(row.productId);
  return {
    id: row.id,
    product_id: row.productId,
    interval_count: parsed.interval,
    interval_unit: parsed.intervalUnit,
    price: row.priceMinor,
    currency: row.currency,
    price_unit: monthlyPriceMinor(row.priceMinor, parsed.interval, parsed.intervalUnit),
    discount_percent: parsed.off,
    is_recommend: row.isRecommend,
  };
}

/** Active plans in display order. A row whose product id does not parse is logged and left out. */
export async function listPlanEntries(db: Database, logger: Logger): Promise<PlanEntry[]> {
  const rows = await listActivePlans(db);
  const entries: PlanEntry[] = [];
  for (const row of rows) {
    try {
      entries.push(toPlanEntry(row));
    } catch (err) {
      logger.error({ err, planId: row.id, productId: row.productId }, 'plan with a malformed product id left out');
    }
  }
  return entries;
}

/** Calling surfaces we know by name (X-From); any other value is still answered, and logged. */
export const KNOWN_FROM = ['web', 'ios', 'android', 'macos', 'windows', 'chrome'] as const satisfies readonly AppPlatform[];

/** What to log about an X-From value: the value (bounded, printable) and whether we know it. */
export function describeFrom(from: string | undefined): { from: string | null; knownFrom: boolean } {
  if (from === undefined) return { from: null, knownFrom: false };
  const printable = from.replace(/[^\x20-\x7e]/g, '?').slice(0, 64);
  return { from: printable, knownFrom: (KNOWN_FROM as readonly string[]).includes(from.trim().toLowerCase()) };
}
