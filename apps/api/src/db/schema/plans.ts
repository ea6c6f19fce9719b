import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Purchasable plans. Billing interval and discount are not columns: they are encoded in the
 * product id (docs/product.md §3) and derived with the domain package's parser. Display names come from
 * the i18n catalogs, keyed by interval.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id').notNull().unique(),
    /** Price of the whole interval in minor units (cents) of `currency`. */
    priceMinor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    isRecommend: boolean('is_recommend').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
    /** Set for a plan offered to one sales channel only (docs/product.md §3 specPlans); null for everyone's plans. */
    channel: text('channel'),
    /** When a channel plan stops being offered; null for no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    check('plans_price_minor_nonnegative', sql`${t.priceMinor} >= 0`),
    check('plans_currency_iso4217', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
