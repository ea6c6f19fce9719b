/**
 * Pure label and price computations for the pricing pages: no React, no I/O. Texts come from
 * the `pricing` catalog through a translate function, so the same code serves every language
 * (and the tests can use the real English catalog).
 */
import {
  PLAN_ID_PARAM,
  currencyDigits,
  formatMoney,
  mergePlanDisplay,
  monthsInFraction,
  planDisplayKey,
  productLength,
  safeParseProductId,
  type IntervalUnit,
  type PlanDisplayData,
  type PlanEntry,
} from '@kestrel/domain';

/** A translator scoped to the `pricing` namespace (next-intl's `getTranslations('pricing')`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Intervals with their own name, billing text and note in the catalog (`intervals.<key>.*`).
 * Any other interval the API may offer falls back to the generic `intervals.other.*` messages.
 */
export const NAMED_INTERVALS = ['MONTH_1', 'MONTH_6', 'MONTH_12', 'MONTH_24'] as const;
export type NamedInterval = (typeof NAMED_INTERVALS)[number];

export function isNamedInterval(key: string): key is NamedInterval {
  return (NAMED_INTERVALS as readonly string[]).includes(key);
}

/** The per-interval display data of docs/product.md §3, read from the catalog for the named intervals. */
export function catalogDisplayData(t: Translate): PlanDisplayData {
  return Object.fromEntries(NAMED_INTERVALS.map((key) => [key, { name: t(`intervals.${key}.name`) }]));
}

/** A plan's display name: the catalog's name for a named interval, else the generic "3 months" form. */
export function planName(plan: PlanEntry, t: Translate, displayData: PlanDisplayData): string {
  return mergePlanDisplay(plan, displayData).name ?? t('intervals.other.name', { count: plan.interval_count, unit: plan.interval_unit });
}

/** The display name of the plan a product id sells (e.g. an entitlement's), from its interval; undefined for an id that does not parse. */
export function productPlanName(productId: string, t: Translate): string | undefined {
  const parsed = safeParseProductId(productId);
  if (!parsed.ok) return undefined;
  const { interval: count, intervalUnit: unit } = parsed.value;
  const key = planDisplayKey(unit, count);
  return isNamedInterval(key) ? t(`intervals.${key}.name`) : t('intervals.other.name', { count, unit });
}

/** How long a product lasts, as a duration ("1 month", "2 years"; domain `productLength`): what a gift card gives. */
export function productDuration(productId: string, t: Translate): string | undefined {
  const length = productLength(productId);
  return length && t('intervals.other.name', length);
}

export interface TimedBonus {
  readonly count: number;
  readonly unit: IntervalUnit;
}

/** Extra time (add{N}) and trial time (try{N}) of a plan, from its product id (docs/product.md §3). */
export function planBonuses(plan: Pick<PlanEntry, 'product_id'>): { extra: TimedBonus | undefined; trial: TimedBonus | undefined } {
  const parsed = safeParseProductId(plan.product_id);
  // The API validates ids, so a bad one is a data error: show the plan without bonuses rather than fail the page.
  if (!parsed.ok) return { extra: undefined, trial: undefined };
  const { addCount, addUnit, tryCount, tryUnit } = parsed.value;
  return {
    extra: addCount !== undefined && addUnit !== undefined ? { count: addCount, unit: addUnit } : undefined,
    trial: tryCount !== undefined && tryUnit !== undefined ? { count: tryCount, unit: tryUnit } : undefined,
  };
}

export interface PlanLabels {
  /** Display name, e.g. "2 years". */
  readonly name: string;
  /** One-line description of a named interval; undefined for other intervals. */
  readonly note: string | undefined;
  /** The per-month price alone, e.g. "$4.17". */
  readonly perMonthAmount: string;
  /** e.g. "$4.17/month". */
  readonly perMonth: string;
  /** The amount charged at checkout, e.g. "$99.99". */
  readonly total: string;
  /** e.g. "$99.99 billed every 2 years". */
  readonly billed: string;
  readonly discountPercent: number;
  /** e.g. "Save 65%"; undefined without a discount. */
  readonly discount: string | undefined;
  /** e.g. "+1 month free"; undefined without extra time. */
  readonly extra: string | undefined;
  /** e.g. "7-day free trial"; undefined without a trial. */
  readonly trial: string | undefined;
}

/**
 * Every text a plan card or table row shows. `displayData` is normally `catalogDisplayData(t)`;
 * docs/product.md §3 merging applies (its name, and its discount when it has one, win over the plan's own).
 */
export function planLabels(plan: PlanEntry, context: { t: Translate; locale: string; displayData: PlanDisplayData }): PlanLabels {
  const { t, locale, displayData } = context;
  const merged = mergePlanDisplay(plan, displayData);
  const key = planDisplayKey(plan.interval_unit, plan.interval_count);
  const named = isNamedInterval(key);
  const interval = { count: plan.interval_count, unit: plan.interval_unit };
  const perMonthAmount = formatMoney(plan.price_unit, plan.currency, locale);
  const total = formatMoney(plan.price, plan.currency, locale);
  const { extra, trial } = planBonuses(plan);
  return {
    name: planName(plan, t, displayData),
    note: named ? t(`intervals.${key}.note`) : undefined,
    perMonthAmount,
    perMonth: t('plans.perMonth', { price: perMonthAmount }),
    total,
    billed: named ? t(`intervals.${key}.billed`, { total }) : t('intervals.other.billed', { total, ...interval }),
    discountPercent: merged.discount_percent,
    discount: merged.discount_percent > 0 ? t('plans.save', { percent: merged.discount_percent }) : undefined,
    extra: extra ? t('plans.extra', { count: extra.count, unit: extra.unit }) : undefined,
    trial: trial ? t('plans.trial', { count: trial.count, unit: trial.unit }) : undefined,
  };
}

/** Where a plan's buy button goes (the checkout page, docs/product.md §2 /pricing/checkout/{id?}). */
export function checkoutPath(plan: Pick<PlanEntry, 'id'>): string {
  return `/pricing/checkout/${plan.id}`;
}

/** The pricing page with this plan preselected (docs/product.md §4), e.g. for structured-data offers. */
export function planSelectionPath(plan: Pick<PlanEntry, 'id'>): string {
  return `/pricing?${PLAN_ID_PARAM}=${plan.id}`;
}

/** Minor units as a major-unit number for schema.org prices: (417, 'USD') → 4.17, (500, 'JPY') → 500. */
export function minorToMajor(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** The plan with the lowest price per month, whose price is the "from" price; undefined when there are no plans. */
export function cheapestPlan<P extends PlanEntry>(plans: readonly P[] | undefined): P | undefined {
  return plans?.reduce<P | undefined>((best, plan) => (!best || plan.price_unit < best.price_unit ? plan : best), undefined);
}

/** The plan billed every single month, which savings are measured against; undefined if none is offered. */
export function monthlyPlan<P extends PlanEntry>(plans: readonly P[]): P | undefined {
  return plans.find((plan) => plan.interval_unit === 'MONTH' && plan.interval_count === 1);
}

/**
 * How much less a plan costs than paying the monthly plan's price for the same length of
 * time, in minor units: 24 × 1199 − 9999 = 18777. Undefined when there is nothing to compare
 * with (no monthly plan, another currency, the monthly plan itself) or no saving.
 */
export function savingsMinor(plan: PlanEntry, monthly: PlanEntry | undefined): number | undefined {
  if (!monthly || monthly.id === plan.id || monthly.currency !== plan.currency) return undefined;
  const months = monthsInFraction(plan.interval_count, plan.interval_unit);
  const payingMonthly = Math.round((monthly.price * months.numerator) / months.denominator);
  const saving = payingMonthly - plan.price;
  return saving > 0 ? saving : undefined;
}
