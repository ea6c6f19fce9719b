import { describe, expect, it } from 'vitest';
import {
  CreateOrderRequestSchema,
  grantedUntil,
  hasReceipt,
  mayBuyPlan,
  paymentStatusOf,
  purchasedProductId,
  upgradeChoice,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from './payments';

describe('grantedUntil', () => {
  const from = new Date('2025-01-31T10:00:00Z');
  it('adds the billing interval', () => {
    expect(grantedUntil('v2.kestrel.vpn.premium.web.1m', from, false).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(grantedUntil('v2.kestrel.vpn.premium.web.24m.off65', from, true).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
  it('adds add{N} extra time, and try{N} trial time only when asked', () => {
    const id = 'v2.kestrel.vpn.premium.web.12m.off50.add2m.try7d';
    expect(grantedUntil(id, from, false).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(grantedUntil(id, from, true).toISOString()).toBe('2026-04-07T10:00:00.000Z');
  });
});

describe('paymentStatusOf', () => {
  it('labels money-moving states (docs/product.md §3) and leaves the others out of the history', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, paymentStatusOf(s)]))).toEqual({
      created: undefined,
      approved: undefined,
      paid: 'paid',
      completed: 'success',
      cancelled: undefined,
      failed: 'failed',
      refunded: 'refunded',
    });
  });
});

describe('CreateOrderRequestSchema', () => {
  it('reports an invalid PayPal email with its product message key', () => {
    const result = CreateOrderRequestSchema.safeParse({ plan_id: 1, payer_email: 'x@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalidEmailPaypal');
  });
  it('refuses a plan id beyond 32 bits (no plan has one; the database cannot look it up)', () => {
    expect(CreateOrderRequestSchema.safeParse({ plan_id: 2_147_483_647 }).success).toBe(true);
    for (const planId of [2_147_483_648, Number.MAX_SAFE_INTEGER, 0])
      expect(CreateOrderRequestSchema.safeParse({ plan_id: planId }).success).toBe(false);
  });
  it('defaults the return page to the website', () => {
    expect(CreateOrderRequestSchema.parse({ plan_id: 1 }).return_to).toBe('web');
  });
});

describe('purchasedProductId (docs/product.md §4: a running plan is not bought again)', () => {
  const web = { running: true, source: 'website', productId: 'v2.kestrel.vpn.premium.web.1m' };

  it('is the product of a running website purchase', () => {
    expect(purchasedProductId(web)).toBe('v2.kestrel.vpn.premium.web.1m');
  });

  it('is undefined when the time has run out, was bought elsewhere, names no product, or there is none', () => {
    expect(purchasedProductId({ ...web, running: false })).toBeUndefined();
    expect(purchasedProductId({ ...web, source: 'app_store' })).toBeUndefined();
    expect(purchasedProductId({ ...web, productId: null })).toBeUndefined();
    expect(purchasedProductId(undefined)).toBeUndefined();
    expect(purchasedProductId(null)).toBeUndefined();
  });
});

describe('mayBuyPlan and upgradeChoice (docs/product.md §4: one new plan may be chosen to upgrade)', () => {
  const plans = [
    { id: 1, product_id: 'v2.kestrel.vpn.premium.web.24m.off65', is_recommend: true },
    { id: 2, product_id: 'v2.kestrel.vpn.premium.web.12m.off50', is_recommend: false },
    { id: 4, product_id: 'v2.kestrel.vpn.premium.web.1m', is_recommend: false },
  ];

  it('allows every plan but the running website purchase', () => {
    expect(mayBuyPlan(plans[0]!.product_id, undefined)).toBe(true);
    expect(mayBuyPlan(plans[0]!.product_id, plans[0]!.product_id)).toBe(false);
    expect(mayBuyPlan(plans[1]!.product_id, plans[0]!.product_id)).toBe(true);
  });

  it('offers the recommended plan instead, else the first that may be bought', () => {
    expect(upgradeChoice(plans, plans[2]!.product_id)?.id).toBe(1);
    expect(upgradeChoice(plans, plans[0]!.product_id)?.id).toBe(2);
    expect(upgradeChoice([plans[0]!], plans[0]!.product_id)).toBeUndefined();
  });
});

describe('hasReceipt', () => {
  it('gives a receipt to payments that went through (Success, and still once Refunded), not to pending or failed ones', () => {
    expect(PAYMENT_STATUSES.filter(hasReceipt)).toEqual(['success', 'refunded']);
  });
});
