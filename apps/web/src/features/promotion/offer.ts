/**
 * The promotion of /promotion as the plans API describes it (docs/product.md §1, §4): the campaign from
 * `activity_info_map` and the plan it sells. Pure: no React, no I/O.
 */
import { monthsInFraction, type ActivityInfo, type PlanEntry, type PlansResponse } from '@kestrel/domain';
import { checkoutPath } from '../pricing/plan-labels';
import type { CampaignWindow } from './phase';

/** The campaign key of the 24-month promotion in the plans state's `activity_info_map`. */
export const PROMOTION_CAMPAIGN_KEY = 'promo-24m-65';

export interface PromotionOffer {
  readonly campaign: ActivityInfo;
  /** The plan whose product id is the campaign's: its price is what a buyer pays now. */
  readonly plan: PlanEntry;
  readonly window: CampaignWindow;
  /** Length of the plan in whole months (24 for the 24-month plan). */
  readonly months: number;
  /** The checkout of the campaign's plan (docs/product.md §2 /pricing/checkout/{id}). */
  readonly checkoutHref: string;
}

const isInstant = (value: string) => !Number.isNaN(Date.parse(value));

/**
 * The campaign `key` with its plan, or undefined when the API did not answer, does not know the
 * campaign, or the campaign's plan is not on sale: the page then shows that the offer could not
 * be loaded instead of inventing figures.
 */
export function promotionOffer(state: PlansResponse | undefined, key: string = PROMOTION_CAMPAIGN_KEY): PromotionOffer | undefined {
  const campaign = state?.activity_info_map[key];
  if (!state || !campaign || !isInstant(campaign.starts_at) || !isInstant(campaign.ends_at)) return undefined;
  const plan = state.plans.find((candidate) => candidate.product_id === campaign.product_id);
  if (!plan) return undefined;
  const length = monthsInFraction(plan.interval_count, plan.interval_unit);
  return {
    campaign,
    plan,
    window: { startsAt: campaign.starts_at, endsAt: campaign.ends_at },
    months: Math.round(length.numerator / length.denominator),
    checkoutHref: checkoutPath({ id: campaign.plan_id ?? plan.id }),
  };
}
