import type { PlansResponse } from '@kestrel/domain';

/**
 * The OpenAPI document's example answer of GET plans: the first and last seeded plans
 * (db/seed.ts) and the seeded campaign, as the API answers them. plans.test.ts expects these two
 * entries from the seeded database, so the example cannot drift from what the API says.
 */
export const PLANS_EXAMPLE = {
  plans: [
    {
      id: 1,
      product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
      interval_count: 24,
      interval_unit: 'MONTH',
      price: 9999,
      currency: 'USD',
      price_unit: 417,
      discount_percent: 65,
      is_recommend: true,
    },
    {
      id: 4,
      product_id: 'v2.kestrel.vpn.premium.web.1m',
      interval_count: 1,
      interval_unit: 'MONTH',
      price: 1199,
      currency: 'USD',
      price_unit: 1199,
      discount_percent: 0,
      is_recommend: false,
    },
  ],
  spec_plans: {},
  activity_info_map: {
    'promo-24m-65': {
      key: 'promo-24m-65',
      product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
      plan_id: 1,
      discount_percent: 65,
      starts_at: '2024-03-25T03:00:00.000Z',
      ends_at: '2024-04-07T03:00:00.000Z',
      money_back_days: 7,
      active: false,
    },
  },
  texts: {
    default: 'Premium from $4.17 a month, with a 30-day money-back guarantee.',
    current: 'Premium from $4.17 a month, with a 30-day money-back guarantee.',
  },
  test_mode: false,
} satisfies PlansResponse;
