import { planEntryOf } from '@kestrel/domain';
import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import english from '../../../../../packages/i18n/messages/en/pricing.json';
import {
  NAMED_INTERVALS,
  catalogDisplayData,
  cheapestPlan,
  checkoutPath,
  minorToMajor,
  monthlyPlan,
  planBonuses,
  planLabels,
  planSelectionPath,
  productPlanName,
  savingsMinor,
  type Translate,
} from './plan-labels';
import { monthly, oneYear, SEEDED_PLANS, twoYears } from './seeded-plans.fixture';

// The real English catalog, so these tests also prove the ICU messages say what visitors should read.
// Typed as next-intl's Messages, like the app's catalogs, so keys are plain strings as in the pages.
const messages: Messages = { pricing: english };
const translator = createTranslator({ locale: 'en', messages });
const t: Translate = (key, values) => translator(`pricing.${key}`, values);
const displayData = catalogDisplayData(t);

const seeded = SEEDED_PLANS;

describe('planLabels', () => {
  it('names a named interval and gives its per-month price, billed total, note and discount', () => {
    expect(planLabels(twoYears, { t, locale: 'en', displayData })).toEqual({
      name: '2 years',
      note: 'Two years of Premium in a single payment: the longest cover.',
      perMonthAmount: '$4.17',
      perMonth: '$4.17/month',
      total: '$99.99',
      billed: '$99.99 billed every 2 years',
      discountPercent: 65,
      discount: 'Save 65%',
      extra: undefined,
      trial: undefined,
    });
  });

  it('shows no discount badge for a plan without off{N}', () => {
    const labels = planLabels(monthly, { t, locale: 'en', displayData });
    expect(labels.name).toBe('Monthly');
    expect(labels.billed).toBe('$11.99 billed every month');
    expect(labels.discount).toBeUndefined();
  });

  it('labels extra time and trial time from the product id, in the right unit and number', () => {
    const bonus = planEntryOf({
      id: 9,
      product_id: 'v2.kestrel.vpn.premium.web.12m.off50.add1m.try7d',
      price: 7188,
      currency: 'USD',
      is_recommend: false,
    });
    const labels = planLabels(bonus, { t, locale: 'en', displayData });
    expect(labels.extra).toBe('+1 month free');
    expect(labels.trial).toBe('7-day free trial');

    const more = planEntryOf({
      id: 10,
      product_id: 'v2.kestrel.vpn.premium.web.24m.add3m.try2w',
      price: 9999,
      currency: 'USD',
      is_recommend: false,
    });
    expect(planLabels(more, { t, locale: 'en', displayData })).toMatchObject({ extra: '+3 months free', trial: '2-week free trial' });
  });

  it('falls back to generic texts for an interval the catalog does not name', () => {
    const quarter = planEntryOf({ id: 11, product_id: 'v2.kestrel.vpn.premium.web.3m', price: 2997, currency: 'USD', is_recommend: false });
    const labels = planLabels(quarter, { t, locale: 'en', displayData });
    expect(labels).toMatchObject({ name: '3 months', note: undefined, billed: '$29.97 billed every 3 months' });

    const week = planEntryOf({ id: 12, product_id: 'v2.kestrel.vpn.premium.web.1w', price: 399, currency: 'USD', is_recommend: false });
    expect(planLabels(week, { t, locale: 'en', displayData })).toMatchObject({ name: '1 week', billed: '$3.99 billed every week' });
  });

  it('lets display data override the name and discount (docs/product.md §3 merge)', () => {
    const labels = planLabels(twoYears, { t, locale: 'en', displayData: { MONTH_24: { name: 'Two-year deal', discount_percent: 70 } } });
    expect(labels).toMatchObject({ name: 'Two-year deal', discount: 'Save 70%' });
  });

  it('formats money for the visitor’s language and the plan’s currency', () => {
    expect(planLabels(twoYears, { t, locale: 'de', displayData }).perMonthAmount).toBe('4,17\u00a0$');
    const yen = planEntryOf({ id: 13, product_id: 'v2.kestrel.vpn.premium.web.1m', price: 1500, currency: 'JPY', is_recommend: false });
    expect(planLabels(yen, { t, locale: 'en', displayData }).total).toBe('¥1,500');
  });

  it('has catalog texts for every named interval', () => {
    for (const key of NAMED_INTERVALS) {
      expect(displayData[key]?.name, key).toBeTruthy();
      expect(t(`intervals.${key}.billed`, { total: '$1' }), key).toContain('$1');
    }
  });
});

describe('planBonuses', () => {
  it('reads add{N} and try{N} with their units', () => {
    expect(planBonuses({ product_id: 'v2.kestrel.vpn.premium.web.12m.add2w.try1m' })).toEqual({
      extra: { count: 2, unit: 'WEEK' },
      trial: { count: 1, unit: 'MONTH' },
    });
  });

  it('gives none for a plain id or an id that does not parse', () => {
    expect(planBonuses({ product_id: 'v2.kestrel.vpn.premium.web.1m' })).toEqual({ extra: undefined, trial: undefined });
    expect(planBonuses({ product_id: 'not-a-product-id' })).toEqual({ extra: undefined, trial: undefined });
  });
});

describe('plan paths', () => {
  it('builds the checkout and preselection paths', () => {
    expect(checkoutPath(oneYear)).toBe('/pricing/checkout/2');
    expect(planSelectionPath(oneYear)).toBe('/pricing?plan_id=2');
  });
});

describe('prices and savings', () => {
  it('converts minor units to schema.org major-unit numbers', () => {
    expect(minorToMajor(417, 'USD')).toBe(4.17);
    expect(minorToMajor(1199, 'USD')).toBe(11.99);
    expect(minorToMajor(500, 'JPY')).toBe(500);
  });

  it('measures savings against paying the monthly plan for the same time', () => {
    const base = monthlyPlan(seeded);
    expect(base?.id).toBe(4);
    expect(savingsMinor(twoYears, base)).toBe(24 * 1199 - 9999);
    expect(savingsMinor(oneYear, base)).toBe(12 * 1199 - 7188);
    expect(savingsMinor(monthly, base)).toBeUndefined();
    expect(savingsMinor(twoYears, undefined)).toBeUndefined();
    expect(savingsMinor({ ...twoYears, currency: 'EUR' }, base)).toBeUndefined();
    expect(savingsMinor({ ...twoYears, price: 30000 }, base)).toBeUndefined();
  });

  it('gives the lowest price per month as the "from" price, in any order, and none without plans', () => {
    expect(cheapestPlan(seeded)?.id).toBe(twoYears.id);
    expect(cheapestPlan([...seeded].reverse())?.price_unit).toBe(417);
    expect(cheapestPlan([monthly])).toBe(monthly);
    expect(cheapestPlan([])).toBeUndefined();
    expect(cheapestPlan(undefined)).toBeUndefined();
  });

  it('has no monthly base when no 1-month plan is offered', () => {
    expect(monthlyPlan([twoYears, oneYear])).toBeUndefined();
  });
});

describe('productPlanName', () => {
  it('names the plan of a product id as the cards do', () => {
    expect(productPlanName('v2.kestrel.vpn.premium.web.24m.off65', t)).toBe('2 years');
    expect(productPlanName('v2.kestrel.vpn.premium.web.3m', t)).toBe('3 months');
    expect(productPlanName('not-a-product-id', t)).toBeUndefined();
  });
});
