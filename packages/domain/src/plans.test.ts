import { describe, expect, it } from 'vitest';
import {
  PlanDisplayDataSchema,
  PlanEntrySchema,
  PlansResponseSchema,
  deriveDiscountPercent,
  formatMoney,
  mergePlanDisplay,
  monthlyPriceMinor,
  planDisplayKey,
  planEntryOf,
  type PlanEntry,
} from './plans';
import { selectPlan } from './plan-request';

const monthly = planEntryOf({ id: 1, product_id: 'v2.kestrel.vpn.premium.web.1m', price: 1199, currency: 'USD', is_recommend: false });
const yearly = planEntryOf({ id: 2, product_id: 'v2.kestrel.vpn.premium.web.1y.off45', price: 7999, currency: 'USD', is_recommend: false });
const twoYears = planEntryOf({
  id: 3,
  product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
  price: 10008,
  currency: 'USD',
  is_recommend: true,
});

describe('planEntryOf', () => {
  it('reads interval and discount from the product id and derives the monthly price', () => {
    expect(twoYears).toEqual({
      id: 3,
      product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
      interval_count: 24,
      interval_unit: 'MONTH',
      price: 10008,
      currency: 'USD',
      price_unit: 417,
      discount_percent: 65,
      is_recommend: true,
    });
    expect(yearly).toMatchObject({ interval_count: 1, interval_unit: 'YEAR', price_unit: 667, discount_percent: 45 });
    expect(monthly).toMatchObject({ interval_count: 1, interval_unit: 'MONTH', price_unit: 1199, discount_percent: 0 });
  });

  it('throws for a product id that does not parse', () => {
    expect(() => planEntryOf({ id: 9, product_id: 'v2.kestrel.vpn', price: 100, currency: 'USD', is_recommend: false })).toThrow();
  });
});

describe('PlanEntrySchema', () => {
  it('accepts a plan entry', () => {
    expect(PlanEntrySchema.parse(twoYears)).toEqual(twoYears);
    const state = {
      plans: [monthly, twoYears],
      spec_plans: {},
      test_mode: false,
      activity_info_map: {},
      texts: { default: 'a', current: 'a' },
    };
    expect(PlansResponseSchema.parse(state).plans).toHaveLength(2);
    expect(PlansResponseSchema.safeParse({ plans: [monthly] }).success).toBe(false);
  });

  it.each<[string, Partial<Record<keyof PlanEntry, unknown>>]>([
    ['a float price', { price: 41.7 }],
    ['a negative price', { price: -1 }],
    ['a lowercase currency', { currency: 'usd' }],
    ['a 4-letter currency', { currency: 'USDT' }],
    ['an unknown unit', { interval_unit: 'month' }],
    ['a zero interval', { interval_count: 0 }],
    ['a 100% discount', { discount_percent: 100 }],
    ['a bad product id', { product_id: 'v2.kestrel.vpn' }],
    ['a string flag', { is_recommend: 'true' }],
    ['a missing id', { id: undefined }],
  ])('rejects %s', (_, patch) => {
    expect(PlanEntrySchema.safeParse({ ...monthly, ...patch }).success).toBe(false);
  });
});

describe('mergePlanDisplay', () => {
  it('keys display data by unit and count', () => {
    expect(planDisplayKey('MONTH', 24)).toBe('MONTH_24');
    expect(planDisplayKey('YEAR', 1)).toBe('YEAR_1');
  });

  it('adds name and trial text and lets the display discount win', () => {
    const display = PlanDisplayDataSchema.parse({
      MONTH_24: { name: '2 years', trial_after: 'then 99.99 USD per year', discount_percent: 70 },
    });
    expect(mergePlanDisplay(twoYears, display)).toEqual({
      ...twoYears,
      name: '2 years',
      trial_after: 'then 99.99 USD per year',
      discount_percent: 70,
    });
  });

  it('keeps the plan discount when the display data has none', () => {
    const merged = mergePlanDisplay(twoYears, { MONTH_24: { name: '2 years' } });
    expect(merged.discount_percent).toBe(65);
    expect(merged.trial_after).toBeUndefined();
  });

  it('keeps a display discount of 0', () => {
    expect(mergePlanDisplay(twoYears, { MONTH_24: { name: 'x', discount_percent: 0 } }).discount_percent).toBe(0);
  });

  it('leaves name undefined without matching display data', () => {
    const merged = mergePlanDisplay(yearly, { MONTH_12: { name: '12 months', discount_percent: 10 } });
    expect(merged).toEqual({ ...yearly, name: undefined, trial_after: undefined });
  });

  it('rejects malformed display data', () => {
    expect(PlanDisplayDataSchema.safeParse({ MONTH_1: { discount_percent: 5 } }).success).toBe(false);
  });
});

describe('selectPlan (docs/product.md §4)', () => {
  const plans = [monthly, yearly, twoYears];

  it('returns the requested plan by id even when another is recommended', () => {
    expect(selectPlan(plans, { planId: 2 })).toBe(yearly);
  });

  it('returns the requested plan by product id', () => {
    expect(selectPlan(plans, { productId: 'v2.kestrel.vpn.premium.web.1m' })).toBe(monthly);
  });

  it('prefers the plan id over the product id', () => {
    expect(selectPlan(plans, { planId: 1, productId: yearly.product_id })).toBe(monthly);
    expect(selectPlan(plans, { planId: 99, productId: yearly.product_id })).toBe(yearly);
  });

  it('falls back to the recommended plan', () => {
    expect(selectPlan(plans)).toBe(twoYears);
    expect(selectPlan(plans, { planId: 99 })).toBe(twoYears);
    expect(selectPlan(plans, { productId: 'v2.kestrel.vpn.premium.web.6m' })).toBe(twoYears);
  });

  it('takes the first recommended plan when several are flagged', () => {
    expect(selectPlan([monthly, { ...yearly, is_recommend: true }, twoYears])?.id).toBe(2);
  });

  it('falls back to the first plan', () => {
    expect(selectPlan([yearly, monthly], { planId: 99 })).toBe(yearly);
  });

  it('returns undefined for no plans', () => {
    expect(selectPlan([], { planId: 1 })).toBeUndefined();
  });
});

describe('monthlyPriceMinor', () => {
  it('divides by months and rounds half up', () => {
    expect(monthlyPriceMinor(10008, 24, 'MONTH')).toBe(417);
    expect(monthlyPriceMinor(7999, 1, 'YEAR')).toBe(667);
    expect(monthlyPriceMinor(2999, 12, 'MONTH')).toBe(250);
    expect(monthlyPriceMinor(999, 2, 'MONTH')).toBe(500);
    expect(monthlyPriceMinor(997, 2, 'MONTH')).toBe(499);
    expect(monthlyPriceMinor(0, 3, 'MONTH')).toBe(0);
  });

  it('uses 30.4375-day months for days and weeks', () => {
    // 700 / (7 / 30.4375) = 3043.75
    expect(monthlyPriceMinor(700, 7, 'DAY')).toBe(3044);
    expect(monthlyPriceMinor(700, 1, 'WEEK')).toBe(3044);
    // 487 days are exactly 16 months: 487 / 16 = 30.4375
    expect(monthlyPriceMinor(487, 487, 'DAY')).toBe(30);
  });

  it('rounds exact halves up', () => {
    expect(monthlyPriceMinor(24, 487, 'DAY')).toBe(2); // 1.5
    expect(monthlyPriceMinor(8, 487, 'DAY')).toBe(1); // 0.5
    expect(monthlyPriceMinor(3, 2, 'MONTH')).toBe(2); // 1.5
    expect(monthlyPriceMinor(18, 1, 'YEAR')).toBe(2); // 1.5
    expect(monthlyPriceMinor(17, 1, 'YEAR')).toBe(1); // 1.4166…
  });

  it('rejects bad amounts and counts', () => {
    expect(() => monthlyPriceMinor(9.99, 1, 'MONTH')).toThrow(RangeError);
    expect(() => monthlyPriceMinor(-1, 1, 'MONTH')).toThrow(RangeError);
    expect(() => monthlyPriceMinor(100, 0, 'MONTH')).toThrow(RangeError);
    expect(() => monthlyPriceMinor(100, 1.5, 'YEAR')).toThrow(RangeError);
  });
});

describe('deriveDiscountPercent', () => {
  it('rounds to a whole percent, half up', () => {
    expect(deriveDiscountPercent(1199, 417)).toBe(65);
    expect(deriveDiscountPercent(1199, 667)).toBe(44);
    expect(deriveDiscountPercent(200, 101)).toBe(50); // 49.5
    expect(deriveDiscountPercent(200, 102)).toBe(49);
    expect(deriveDiscountPercent(1000, 0)).toBe(100);
  });

  it('is 0 when there is no saving', () => {
    expect(deriveDiscountPercent(1199, 1199)).toBe(0);
    expect(deriveDiscountPercent(1199, 1500)).toBe(0);
  });

  it('rejects a zero base and non-integer amounts', () => {
    expect(() => deriveDiscountPercent(0, 0)).toThrow(RangeError);
    expect(() => deriveDiscountPercent(11.99, 4.17)).toThrow(RangeError);
    expect(() => deriveDiscountPercent(1199, -1)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('uses the currency minor unit and the locale', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(417, 'USD', 'en')).toBe('$4.17');
    expect(formatMoney(1999, 'EUR', 'de')).toBe('19,99\u00a0€');
    expect(formatMoney(123450, 'EUR', 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(1000, 'JPY', 'en')).toBe('¥1,000');
    expect(formatMoney(1234, 'KWD', 'en')).toBe('KWD\u00a01.234');
  });

  it('rejects fractional minor units and unknown currencies', () => {
    expect(() => formatMoney(19.99, 'USD', 'en')).toThrow(RangeError);
    expect(() => formatMoney(1, 'DOLLARS', 'en')).toThrow(RangeError);
  });
});
