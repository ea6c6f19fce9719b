/**
 * What /promotion presents (docs/product.md §1, §4 "Promotion and campaigns"), from the API's data only:
 * the running campaign (GET campaigns/running) with the plan it sells, or, when none runs, the
 * standing offer: the recommended plan at its normal price, with no countdown. Pure: no React, no I/O.
 */
import { monthsInFraction, selectPlan, type ActivityInfo, type PlanEntry, type RunningCampaignResponse } from '@kestrel/domain';
import { checkoutPath } from '../pricing/plan-labels';
import type { CampaignWindow } from './phase';

interface OfferBase {
  /** The plan offered: its price is what a buyer pays now. */
  readonly plan: PlanEntry;
  /** Length of the plan in whole months (24 for the 24-month plan). */
  readonly months: number;
  /** The checkout of the plan (docs/product.md §2 /pricing/checkout/{id}). */
  readonly checkoutHref: string;
}

export interface CampaignOffer extends OfferBase {
  readonly kind: 'campaign';
  readonly campaign: ActivityInfo;
  readonly window: CampaignWindow;
}

/** No campaign runs: the recommended plan (else the first) at its normal price. */
export interface StandingOffer extends OfferBase {
  readonly kind: 'standing';
}

export type PromotionOffer = CampaignOffer | StandingOffer;

const isInstant = (value: string) => !Number.isNaN(Date.parse(value));

function offerOf(plan: PlanEntry, planId: number | null = null): OfferBase {
  const length = monthsInFraction(plan.interval_count, plan.interval_unit);
  return { plan, months: Math.round(length.numerator / length.denominator), checkoutHref: checkoutPath({ id: planId ?? plan.id }) };
}

/**
 * The offer to present. `plans` and `running` are the API's answers (undefined when it did not
 * answer). A running campaign whose plan is not among the plans on sale, or whose window cannot be
 * read, is not presented: the standing offer is. Undefined when there is no plan to offer (the API
 * is down or sells nothing): the page then says the offer could not be loaded, never invents figures.
 */
export function promotionOffer(
  plans: readonly PlanEntry[] | undefined,
  running: RunningCampaignResponse | undefined,
): PromotionOffer | undefined {
  if (!plans || plans.length === 0) return undefined;
  const campaign = running?.campaign;
  const plan = campaign && plans.find((candidate) => candidate.product_id === campaign.product_id);
  if (campaign && plan && isInstant(campaign.starts_at) && isInstant(campaign.ends_at)) {
    return {
      kind: 'campaign',
      campaign,
      window: { startsAt: campaign.starts_at, endsAt: campaign.ends_at },
      ...offerOf(plan, campaign.plan_id),
    };
  }
  // docs/product.md §4 "Plan selection" with nothing asked for: the recommended plan, else the first.
  const standing = selectPlan(plans);
  return standing ? { kind: 'standing', ...offerOf(standing) } : undefined;
}
