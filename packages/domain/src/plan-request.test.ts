import { describe, expect, it } from 'vitest';
import { parsePlanId, planRequestFrom } from './plan-request';

const MONTHLY = 'v2.kestrel.vpn.premium.web.1m';

describe('planRequestFrom (docs/product.md §4: the plan a visitor asked for)', () => {
  it('reads plan_id and product_id, ignoring malformed values', () => {
    expect(planRequestFrom({ plan_id: '3' })).toEqual({ planId: 3, productId: undefined });
    expect(planRequestFrom({ plan_id: ['2', '3'], product_id: MONTHLY })).toEqual({
      planId: 2,
      productId: MONTHLY,
    });
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', '9'.repeat(20)]) {
      expect(planRequestFrom({ plan_id: bad }).planId, bad).toBeUndefined();
    }
    expect(planRequestFrom({ product_id: 'x'.repeat(201) }).productId).toBeUndefined();
  });

  it('trims values and reads URLSearchParams the same way', () => {
    expect(planRequestFrom(new URLSearchParams('plan_id=%203%20&product_id=%20v2.kestrel.vpn.premium.web.1m'))).toEqual({
      planId: 3,
      productId: MONTHLY,
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

  // The checkout page and the Windows payment page read only a plan id before; selectPlan then
  // takes the plan id first, then the product id, then the recommended plan (plans.test.ts).
  it('lets the id of the checkout path stand in for plan_id, and keeps product_id beside it', () => {
    expect(planRequestFrom({ plan_id: '1' }, 2)).toEqual({ planId: 2, productId: undefined });
    expect(planRequestFrom({ product_id: MONTHLY }, 2)).toEqual({ planId: 2, productId: MONTHLY });
    expect(planRequestFrom({ product_id: MONTHLY })).toEqual({ planId: undefined, productId: MONTHLY });
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
