import type { ActivityInfo, PlansResponse } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { monthly, twoYears } from '../pricing/seeded-plans.fixture';
import { PROMOTION_CAMPAIGN_KEY, promotionOffer } from './offer';

// The seeded campaign of the plans API.
const campaign: ActivityInfo = {
  key: PROMOTION_CAMPAIGN_KEY,
  product_id: twoYears.product_id,
  plan_id: twoYears.id,
  discount_percent: 65,
  starts_at: '2024-03-25T03:00:00.000Z',
  ends_at: '2024-04-07T03:00:00.000Z',
  money_back_days: 7,
  active: false,
};

function state(overrides: Partial<PlansResponse> = {}): PlansResponse {
  return {
    plans: [monthly, twoYears],
    spec_plans: {},
    activity_info_map: { [PROMOTION_CAMPAIGN_KEY]: campaign },
    texts: { default: '', current: '' },
    test_mode: false,
    ...overrides,
  };
}

describe('promotionOffer', () => {
  it('pairs the campaign with the plan of its product id and links to that plan’s checkout', () => {
    const offer = promotionOffer(state());
    expect(offer).toMatchObject({
      campaign,
      plan: twoYears,
      window: { startsAt: campaign.starts_at, endsAt: campaign.ends_at },
      months: 24,
      checkoutHref: '/pricing/checkout/1',
    });
  });

  it('links to the campaign’s plan id', () => {
    expect(promotionOffer(state({ activity_info_map: { [PROMOTION_CAMPAIGN_KEY]: { ...campaign, plan_id: 9 } } }))?.checkoutHref).toBe(
      '/pricing/checkout/9',
    );
    // Without one, the plan found by product id.
    expect(promotionOffer(state({ activity_info_map: { [PROMOTION_CAMPAIGN_KEY]: { ...campaign, plan_id: null } } }))?.checkoutHref).toBe(
      '/pricing/checkout/1',
    );
  });

  it('counts a plan in years as months', () => {
    const yearly = { ...twoYears, interval_count: 2, interval_unit: 'YEAR' as const };
    expect(promotionOffer(state({ plans: [yearly] }))?.months).toBe(24);
  });

  it('is undefined when the API did not answer, does not know the campaign or does not sell its plan', () => {
    expect(promotionOffer(undefined)).toBeUndefined();
    expect(promotionOffer(state({ activity_info_map: {} }))).toBeUndefined();
    expect(promotionOffer(state({ plans: [monthly] }))).toBeUndefined();
  });

  it('is undefined for a campaign with an unreadable window, rather than a countdown that cannot be computed', () => {
    expect(promotionOffer(state({ activity_info_map: { [PROMOTION_CAMPAIGN_KEY]: { ...campaign, ends_at: 'soon' } } }))).toBeUndefined();
  });
});
