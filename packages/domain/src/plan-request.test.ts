import { describe, expect, it } from 'vitest';
import { parsePlanId, planRequestFrom } from './plan-request';
import { selectPlan, type PlanEntry } from './plans';

const plan = (id: number, product_id: string, is_recommend = false): PlanEntry => ({
  id,
  product_id,
  interval_count: 1,
  interval_unit: 'MONTH',
  price: 1199,
  currency: 'USD',
  price_unit: 1199,
  discount_percent: 0,
  is_recommend,
});
const monthly = plan(1, 'v2.kestrel.vpn.premium.web.1m');
const yearly = plan(2, 'v2.kestrel.vpn.premium.web.12m.off50');
const twoYears = plan(3, 'v2.kestrel.vpn.premium.web.24m.off65', true);
const plans = [monthly, yearly, twoYears];

describe('planRequestFrom (SPEC §4: the plan a visitor asked for)', () => {
  it('reads plan_id and product_id, ignoring malformed values', () => {
    expect(planRequestFrom({ plan_id: '3' })).toEqual({ planId: 3, productId: undefined });
    expect(planRequestFrom({ plan_id: ['2', '3'], product_id: 'v2.kestrel.vpn.premium.web.1m' })).toEqual({
      planId: 2,
      productId: 'v2.kestrel.vpn.premium.web.1m',
    });
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', '9'.repeat(20)]) {
      expect(planRequestFrom({ plan_id: bad }).planId, bad).toBeUndefined();
    }
    expect(planRequestFrom({ product_id: 'x'.repeat(201) }).productId).toBeUndefined();
  });

  it('trims values and reads URLSearchParams the same way', () => {
    expect(planRequestFrom(new URLSearchParams('plan_id=%203%20&product_id=%20v2.kestrel.vpn.premium.web.1m'))).toEqual({
      planId: 3,
      productId: 'v2.kestrel.vpn.premium.web.1m',
    });
  });

  // The Windows payment window used to read plan_id with Number(): these chose plans there.
  it('ignores what only Number() would have read as an id', () => {
    for (const bad of ['1e2', '0x3', '3.0', ' ', '2147483648']) expect(planRequestFrom({ plan_id: bad }).planId, bad).toBeUndefined();
    expect(planRequestFrom({ plan_id: '2147483647' }).planId).toBe(2_147_483_647);
  });

  it('ignores a product id that does not parse: it names no plan', () => {
    expect(planRequestFrom({ product_id: 'not-a-product-id' }).productId).toBeUndefined();
    expect(planRequestFrom({ product_id: 'v2.kestrel.vpn.premium.web.1m.off5.off5' }).productId).toBeUndefined();
  });

  it('lets the id of the checkout path stand in for plan_id', () => {
    expect(planRequestFrom({ plan_id: '1' }, 2)).toEqual({ planId: 2, productId: undefined });
    expect(planRequestFrom({ product_id: monthly.product_id }, 2)).toEqual({ planId: 2, productId: monthly.product_id });
  });

  // The checkout page and the Windows payment window read only a plan id before.
  it('chooses by product_id on every page: the plan id first, then the product id, then the recommended plan', () => {
    expect(selectPlan(plans, planRequestFrom({ product_id: yearly.product_id }))).toBe(yearly);
    expect(selectPlan(plans, planRequestFrom({ product_id: yearly.product_id }, 1))).toBe(monthly);
    expect(selectPlan(plans, planRequestFrom({ product_id: yearly.product_id }, 99))).toBe(yearly);
    expect(selectPlan(plans, planRequestFrom({ product_id: 'v2.kestrel.vpn.premium.web.6m' }))).toBe(twoYears);
  });
});

describe('parsePlanId', () => {
  it('reads a plan id as a URL writes it, and nothing else', () => {
    expect(parsePlanId('7')).toBe(7);
    expect(parsePlanId('2147483647')).toBe(2_147_483_647);
    // The checkout path took these before (with a leading zero, or 0 which then showed the recommended plan).
    for (const bad of ['007', '0', '00', '2147483648', '9999999999', ' 7', '7/', '+7', undefined])
      expect(parsePlanId(bad), bad).toBeUndefined();
  });
});
