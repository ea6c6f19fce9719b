import {
  formatMoney,
  isWithinWindow,
  planEntryOf,
  REFUND_WINDOW_DAYS,
  type ActivityInfo,
  type AppPlatform,
  type LanguageCode,
  type PlanEntry,
  type PlansResponse,
} from '@kestrel/domain';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { PlanRow } from '../../db/schema';
import { listCampaignsWithPlans } from '../campaigns/campaigns.repo';
import { pickRunning, toActivityInfo } from '../campaigns/campaigns.service';
import { translate } from '../../lib/i18n';
import { listActivePlans, listChannelPlans } from './plans.repo';

/** A stored plan as clients see it (the derivation is the domain's planEntryOf). */
function toPlanEntry(row: PlanRow): PlanEntry {
  return planEntryOf({
    id: row.id,
    product_id: row.productId,
    price: row.priceMinor,
    currency: row.currency,
    is_recommend: row.isRecommend,
  });
}

/** Plan rows as entries. A row whose product id does not parse is logged and left out. */
function toPlanEntries(rows: PlanRow[], logger: Logger): PlanEntry[] {
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

/** Everyone's active plans in display order. */
export async function listPlanEntries(db: Database, logger: Logger): Promise<PlanEntry[]> {
  return toPlanEntries(await listActivePlans(db), logger);
}

/**
 * The banner texts of the plans state (docs/product.md §3 "localized default and current texts"): the
 * default names the lowest monthly price and the money-back period; `current` is the running
 * campaign's offer, or the default when none runs.
 */
function bannerTexts(language: LanguageCode, plans: PlanEntry[], running: ActivityInfo | undefined): PlansResponse['texts'] {
  const cheapest = plans.reduce<PlanEntry | undefined>(
    (low, plan) => (low === undefined || plan.price_unit < low.price_unit ? plan : low),
    undefined,
  );
  const defaultText = cheapest
    ? (translate(language, 'pricing.banner.default', {
        price: formatMoney(cheapest.price_unit, cheapest.currency, language),
        days: REFUND_WINDOW_DAYS,
      }) ?? '')
    : '';
  const plan = running && plans.find((entry) => entry.product_id === running.product_id);
  if (!running || !plan) return { default: defaultText, current: defaultText };
  const current = translate(language, 'pricing.banner.campaign', {
    percent: running.discount_percent,
    months: plan.interval_unit === 'YEAR' ? plan.interval_count * 12 : plan.interval_count,
    price: formatMoney(plan.price_unit, plan.currency, language),
    days: running.money_back_days,
  });
  return { default: defaultText, current: current ?? defaultText };
}

/**
 * The plans state of docs/product.md §3 for one caller: plans, the channel's plans, campaigns, banner texts;
 * `validUntil` is when it next changes by itself (a campaign window opening or closing).
 */
export async function plansState(
  db: Database,
  logger: Logger,
  options: { channel: string | undefined; language: LanguageCode; now: Date; testMode: boolean },
): Promise<{ state: PlansResponse; validUntil: number }> {
  const [planRows, campaignRows, channelRows] = await Promise.all([
    listActivePlans(db),
    listCampaignsWithPlans(db),
    options.channel === undefined ? Promise.resolve([]) : listChannelPlans(db, options.channel, options.now),
  ]);
  const plans = toPlanEntries(planRows, logger);
  const specPlans: PlansResponse['spec_plans'] = {};
  if (options.channel !== undefined && channelRows.length > 0) {
    const expiries = channelRows.map((row) => row.expiresAt?.getTime()).filter((time): time is number => time !== undefined);
    specPlans[options.channel] = {
      plans: toPlanEntries(channelRows, logger),
      expires_at: expiries.length > 0 ? new Date(Math.min(...expiries)).toISOString() : null,
    };
  }
  const activities = campaignRows.map((row) => toActivityInfo(row, isWithinWindow({ start: row.startsAt, end: row.endsAt }, options.now)));
  // The banner follows the same campaign as GET campaigns/running (docs/product.md §4).
  const running = pickRunning(campaignRows, options.now);
  const now = options.now.getTime();
  const boundaries = campaignRows.flatMap((row) => [row.startsAt.getTime(), row.endsAt.getTime()]).filter((time) => time > now);
  return {
    validUntil: Math.min(Infinity, ...boundaries),
    state: {
      plans,
      spec_plans: specPlans,
      activity_info_map: Object.fromEntries(activities.map((activity) => [activity.key, activity])),
      texts: bannerTexts(
        options.language,
        plans,
        activities.find((activity) => activity.key === running?.key),
      ),
      test_mode: options.testMode,
    },
  };
}

/** Calling surfaces we know by name (X-From); any other value is still answered, and logged. */
export const KNOWN_FROM = ['web', 'ios', 'android', 'macos', 'windows', 'chrome'] as const satisfies readonly AppPlatform[];

/** What to log about an X-From value: the value (bounded, printable) and whether we know it. */
export function describeFrom(from: string | undefined): { from: string | null; knownFrom: boolean } {
  if (from === undefined) return { from: null, knownFrom: false };
  const printable = from.replace(/[^\x20-\x7e]/g, '?').slice(0, 64);
  return { from: printable, knownFrom: (KNOWN_FROM as readonly string[]).includes(from.trim().toLowerCase()) };
}
