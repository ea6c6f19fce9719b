import { z } from './zod';
import { currencyDigits } from './currency';
import { INTERVAL_UNIT_NAMES, monthsInFraction, type IntervalUnit } from './interval';
import { MAX_INTERVAL_COUNT, parseProductId, safeParseProductId } from './product-id';

export const IntervalUnitSchema = z.enum(INTERVAL_UNIT_NAMES);

/** A string that is a valid product id; the issue message says why one is not. */
export const ProductIdSchema = z.string().superRefine((id, ctx) => {
  const result = safeParseProductId(id);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error.message });
});

/** A pricing plan entry (docs/product.md §3). Money is integer minor units of `currency`, never floats. */
export const PlanEntrySchema = z.object({
  id: z.int().positive(),
  product_id: ProductIdSchema,
  interval_count: z.int().min(1).max(MAX_INTERVAL_COUNT),
  interval_unit: IntervalUnitSchema,
  /** Total price of one billing interval, in minor units. */
  price: z.int().nonnegative(),
  /** ISO 4217 code, e.g. USD. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Price per month in minor units, rounded half up (see monthlyPriceMinor). */
  price_unit: z.int().nonnegative(),
  discount_percent: z.int().min(0).max(99),
  is_recommend: z.boolean(),
});
export type PlanEntry = z.infer<typeof PlanEntrySchema>;

/** What a plan entry is made from: the rest is derived (see planEntryOf). */
export type PlanFacts = Pick<PlanEntry, 'id' | 'product_id' | 'price' | 'currency' | 'is_recommend'>;

/**
 * A plan as clients see it (docs/product.md §3): interval and discount are read from the product id, and
 * `price_unit` is the per-month price in minor units, rounded half up (monthlyPriceMinor).
 * The plans API answers these; tests build their plans with it too, so a fixture never
 * disagrees with the rule.
 * @throws when the product id does not parse.
 */
export function planEntryOf(plan: PlanFacts): PlanEntry {
  const parsed = parseProductId(plan.product_id);
  return {
    id: plan.id,
    product_id: plan.product_id,
    interval_count: parsed.interval,
    interval_unit: parsed.intervalUnit,
    price: plan.price,
    currency: plan.currency,
    price_unit: monthlyPriceMinor(plan.price, parsed.interval, parsed.intervalUnit),
    discount_percent: parsed.off,
    is_recommend: plan.is_recommend,
  };
}

/** A campaign of the plans state (docs/product.md §3 activityInfoMap), e.g. the 24-month promotion. */
export const ActivityInfoSchema = z.object({
  key: z.string(),
  product_id: z.string(),
  plan_id: z.int().nullable(),
  discount_percent: z.int().min(0).max(99),
  starts_at: z.string(),
  ends_at: z.string(),
  money_back_days: z.int().positive(),
  /** Whether the server clock is inside [starts_at, ends_at). */
  active: z.boolean(),
});
export type ActivityInfo = z.infer<typeof ActivityInfoSchema>;

/** Query of GET /api/mms/payment/v1/campaigns/running: only a campaign of this plan, when given. */
export const RunningCampaignQuerySchema = z.object({
  product_id: ProductIdSchema.optional().meta({
    description: 'Only a campaign of the plan with this product id',
    example: 'v2.kestrel.vpn.premium.web.24m.off65',
  }),
});

/**
 * Body data of GET /api/mms/payment/v1/campaigns/running (docs/product.md §4 "Promotion and campaigns"):
 * the campaign running now (`null` when none runs: the standing offer applies) and when that can
 * next change by itself (a window opening or closing), so a cache knows how long the answer holds.
 */
export const RunningCampaignResponseSchema = z.object({
  campaign: ActivityInfoSchema.nullable(),
  next_change_at: z.string().nullable(),
});
export type RunningCampaignResponse = z.infer<typeof RunningCampaignResponseSchema>;

/** Plans offered to one channel only (docs/product.md §3 specPlans), until `expires_at`. */
export const SpecPlansSchema = z.object({ plans: z.array(PlanEntrySchema), expires_at: z.string().nullable() });
export type SpecPlans = z.infer<typeof SpecPlansSchema>;

/**
 * Body data of GET /api/mms/payment/v1/providers/plans (docs/product.md §7, §3 "Plans state"): the plans,
 * the plans of the requested channel, the campaigns, and the banner texts in the caller's
 * language (`default`, and `current`: the running campaign's text, else the default).
 */
export const PlansResponseSchema = z.object({
  plans: z.array(PlanEntrySchema),
  spec_plans: z.record(z.string(), SpecPlansSchema),
  activity_info_map: z.record(z.string(), ActivityInfoSchema),
  texts: z.object({ default: z.string(), current: z.string() }),
  /**
   * True when purchases take no real money (the built-in test checkout or PayPal's sandbox): the
   * checkout pages then say "test mode" (docs/decisions/009).
   */
  test_mode: z.boolean(),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** Per-interval display data (docs/product.md §3): a name, an optional trial note and discount override. */
export const PlanIntervalDisplaySchema = z.object({
  name: z.string(),
  trial_after: z.string().optional(),
  discount_percent: z.int().min(0).max(99).optional(),
});
export type PlanIntervalDisplay = z.infer<typeof PlanIntervalDisplaySchema>;

/** Display data keyed by `${unit}_${count}`, e.g. 'MONTH_24' (see planDisplayKey). */
export const PlanDisplayDataSchema = z.record(z.string(), PlanIntervalDisplaySchema);
export type PlanDisplayData = Readonly<Record<string, PlanIntervalDisplay>>;

export type DisplayPlan = PlanEntry & {
  readonly name: string | undefined;
  readonly trial_after: string | undefined;
};

/** The display-data key of an interval (docs/product.md §3), e.g. ('MONTH', 24) → 'MONTH_24'. */
export function planDisplayKey(unit: IntervalUnit, count: number): `${IntervalUnit}_${number}` {
  return `${unit}_${count}`;
}

/**
 * A plan merged with its per-interval display data (docs/product.md §3): name and trial_after come from
 * the display data (undefined when it has no entry), and the display data's discount_percent,
 * when present, wins over the plan's own.
 */
export function mergePlanDisplay(plan: PlanEntry, displayData: PlanDisplayData): DisplayPlan {
  const display = displayData[planDisplayKey(plan.interval_unit, plan.interval_count)];
  return {
    ...plan,
    name: display?.name,
    trial_after: display?.trial_after,
    discount_percent: display?.discount_percent ?? plan.discount_percent,
  };
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer amount of minor units, got ${value}`);
  }
}

// Half up on exact integers: floor((2n + d) / 2d) is n/d rounded half up for n, d ≥ 0.
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Price per month in minor units (docs/product.md §3 price_unit), rounded half up: 2999 for 12 months is
 * 250 (249.92), 999 for 2 months is 500 (499.5). Days and weeks use 30.4375-day months (see
 * `monthsIn`); the division is done on exact fractions so no float error changes a cent.
 * @throws RangeError for a negative or fractional total, or a count below 1.
 */
export function monthlyPriceMinor(total: number, count: number, unit: IntervalUnit): number {
  assertMinorUnits(total, 'total');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const months = monthsInFraction(count, unit);
  return divideRoundHalfUp(total * months.denominator, months.numerator);
}

/**
 * Whole-percent discount of a per-month price against a base per-month price, rounded half
 * up: 1199 → 417 is 65 (65.22%). 0 when the price is not below the base.
 * @throws RangeError unless both are integer minor units and the base is above 0.
 */
export function deriveDiscountPercent(basePerMonthMinor: number, perMonthMinor: number): number {
  assertMinorUnits(basePerMonthMinor, 'base price');
  assertMinorUnits(perMonthMinor, 'price');
  if (basePerMonthMinor === 0) throw new RangeError('base price must be above 0');
  if (perMonthMinor >= basePerMonthMinor) return 0;
  return divideRoundHalfUp((basePerMonthMinor - perMonthMinor) * 100, basePerMonthMinor);
}

/**
 * Formats integer minor units as a localized currency amount with Intl.NumberFormat, using the
 * currency's own number of decimals (USD 2, JPY 0, KWD 3): (1999, 'USD', 'en') → '$19.99'.
 * @throws RangeError for a fractional amount or an unknown currency/locale (from Intl).
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be an integer, got ${minor}`);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency));
}
