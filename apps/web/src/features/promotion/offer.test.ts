import type { ActivityInfo, RunningCampaignResponse } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { monthly, oneYear, SEEDED_PLANS, twoYears } from '../pricing/seeded-plans.fixture';
import { promotionOffer } from './offer';

// The seeded campaign (docs/product.md §4) as GET campaigns/running answers it inside its window.
const campaign: ActivityInfo = {
  key: 'promo-24m-65',
  product_id: twoYears.product_id,
  plan_id: twoYears.id,
  discount_percent: 65,
  starts_at: '2024-03-25T03:00:00.000Z',
  ends_at: '2024-04-07T03:00:00.000Z',
  money_back_days: 7,
  active: true,
};
const running: RunningCampaignResponse = { campaign, next_change_at: campaign.ends_at };
const none: RunningCampaignResponse = { campaign: null, next_change_at: null };

describe('promotionOffer', () => {
  it('presents the running campaign with its plan, window and checkout', () => {
    expect(promotionOffer(SEEDED_PLANS, running)).toEqual({
      kind: 'campaign',
      campaign,
      plan: twoYears,
      window: { startsAt: campaign.starts_at, endsAt: campaign.ends_at },
      months: 24,
      checkoutHref: '/pricing/checkout/1',
    });
  });

  it('follows whichever campaign the API says runs, not a fixed one', () => {
    const spring: ActivityInfo = {
      ...campaign,
      key: 'spring-12m',
      product_id: oneYear.product_id,
      plan_id: oneYear.id,
      discount_percent: 55,
    };
    expect(promotionOffer(SEEDED_PLANS, { campaign: spring, next_change_at: null })).toMatchObject({
      kind: 'campaign',
      campaign: { key: 'spring-12m', discount_percent: 55 },
      plan: oneYear,
      months: 12,
      checkoutHref: '/pricing/checkout/2',
    });
  });

  it('links to the campaign’s plan id, else to the plan found by product id', () => {
    expect(promotionOffer(SEEDED_PLANS, { ...running, campaign: { ...campaign, plan_id: 9 } })?.checkoutHref).toBe('/pricing/checkout/9');
    expect(promotionOffer(SEEDED_PLANS, { ...running, campaign: { ...campaign, plan_id: null } })?.checkoutHref).toBe(
      '/pricing/checkout/1',
    );
  });

  it('counts a plan in years as months', () => {
    const yearly = { ...twoYears, interval_count: 2, interval_unit: 'YEAR' as const };
    expect(promotionOffer([yearly], running)?.months).toBe(24);
  });

  it('presents the standing offer, the recommended plan at its normal price, when no campaign runs', () => {
    expect(promotionOffer(SEEDED_PLANS, none)).toEqual({
      kind: 'standing',
      plan: twoYears,
      months: 24,
      checkoutHref: '/pricing/checkout/1',
    });
    // Without a recommended plan, the first.
    expect(promotionOffer([monthly, { ...oneYear, is_recommend: false }], none)).toMatchObject({ kind: 'standing', plan: monthly });
    // The campaigns answer failed: the plans still make the standing offer.
    expect(promotionOffer(SEEDED_PLANS, undefined)?.kind).toBe('standing');
  });

  it('falls back to the standing offer for a campaign whose plan is not on sale or whose window cannot be read', () => {
    expect(promotionOffer([monthly, oneYear], running)).toMatchObject({ kind: 'standing', plan: monthly });
    expect(promotionOffer(SEEDED_PLANS, { ...running, campaign: { ...campaign, ends_at: 'soon' } })?.kind).toBe('standing');
  });

  it('is undefined when there is no plan to offer', () => {
    expect(promotionOffer(undefined, running)).toBeUndefined();
    expect(promotionOffer([], running)).toBeUndefined();
  });
});
