/**
 * Demo content written at start (disable with SEED=false): the four plans of docs/product.md §1, the
 * gift cards of §3 and the 24-month promotion of docs/product.md §4.
 * Idempotent: an upsert on product_id that rewrites a row only when its values differ, so a
 * second run changes nothing and never duplicates.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { campaigns, plans, type NewPlanRow } from './schema';

/**
 * Prices are totals for the whole interval in US cents. Monthly equivalents: 11.99, 7.99, 5.99
 * and 4.17 (9999 / 24 = 416.6 → 417), i.e. the "4.17 to 11.99 USD" range and the "65% off a
 * 24-month plan" promotion of docs/product.md §1. The recommended (best value) plan is listed first.
 */
export const SEED_PLANS = [
  { productId: 'v2.kestrel.vpn.premium.web.24m.off65', priceMinor: 9999, currency: 'USD', isRecommend: true, sortOrder: 10, active: true },
  { productId: 'v2.kestrel.vpn.premium.web.12m.off50', priceMinor: 7188, currency: 'USD', isRecommend: false, sortOrder: 20, active: true },
  { productId: 'v2.kestrel.vpn.premium.web.6m.off33', priceMinor: 4794, currency: 'USD', isRecommend: false, sortOrder: 30, active: true },
  { productId: 'v2.kestrel.vpn.premium.web.1m', priceMinor: 1199, currency: 'USD', isRecommend: false, sortOrder: 40, active: true },
  // Gift cards (docs/product.md §3 "Gift cards"): the same prices as the plans of the same length.
  { productId: 'v2.kestrel.vpn.gift.web.1m', priceMinor: 1199, currency: 'USD', isRecommend: false, sortOrder: 110, active: true },
  { productId: 'v2.kestrel.vpn.gift.web.12m', priceMinor: 7188, currency: 'USD', isRecommend: false, sortOrder: 120, active: true },
  { productId: 'v2.kestrel.vpn.gift.web.24m', priceMinor: 9999, currency: 'USD', isRecommend: false, sortOrder: 130, active: true },
] as const satisfies readonly NewPlanRow[];

/** The promotion of docs/product.md §1 and §4: 65 % off 24 months, its window, 7 days money-back. */
export const SEED_CAMPAIGNS = [
  {
    key: 'promo-24m-65',
    productId: 'v2.kestrel.vpn.premium.web.24m.off65',
    discountPercent: 65,
    startsAt: new Date('2024-03-25T03:00:00Z'),
    endsAt: new Date('2024-04-07T03:00:00Z'),
    moneyBackDays: 7,
  },
] as const;

/** Writes the demo plans and campaigns. Returns how many rows were inserted or changed (0 when already seeded). */
export async function seedDatabase(db: Database): Promise<{ changed: number }> {
  const rows = await db
    .insert(plans)
    .values(SEED_PLANS.map((plan) => ({ ...plan })))
    .onConflictDoUpdate({
      target: plans.productId,
      set: {
        priceMinor: sql`excluded.price_minor`,
        currency: sql`excluded.currency`,
        isRecommend: sql`excluded.is_recommend`,
        sortOrder: sql`excluded.sort_order`,
        active: sql`excluded.active`,
      },
      setWhere: sql`(${plans.priceMinor}, ${plans.currency}, ${plans.isRecommend}, ${plans.sortOrder}, ${plans.active})
        is distinct from (excluded.price_minor, excluded.currency, excluded.is_recommend, excluded.sort_order, excluded.active)`,
    })
    .returning({ id: plans.id });
  const campaignRows = await db
    .insert(campaigns)
    .values(SEED_CAMPAIGNS.map((campaign) => ({ ...campaign })))
    .onConflictDoNothing()
    .returning({ key: campaigns.key });
  return { changed: rows.length + campaignRows.length };
}
