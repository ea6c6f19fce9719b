import { nextCampaignChange, runningCampaign, type ActivityInfo, type RunningCampaignResponse } from '@kestrel/domain';
import type { DbExecutor } from '../../db/executor';
import { listCampaignsWithPlans, type CampaignWithPlan } from './campaigns.repo';

/** A stored campaign as clients see it (the `activity_info_map` entry of the plans state). */
export function toActivityInfo(row: CampaignWithPlan, active: boolean): ActivityInfo {
  return {
    key: row.key,
    product_id: row.productId,
    plan_id: row.planId,
    discount_percent: row.discountPercent,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    money_back_days: row.moneyBackDays,
    active,
  };
}

/**
 * The campaign running at `now` (docs/product.md §4 "Promotion and campaigns"): inside its window and
 * selling a plan that is on sale, chosen among overlapping ones by the domain's `runningCampaign`.
 * A campaign whose plan is retired cannot be bought, so it does not run.
 */
export function pickRunning(rows: readonly CampaignWithPlan[], now: Date): CampaignWithPlan | undefined {
  return runningCampaign(
    rows.filter((row) => row.planId !== null).map((row) => ({ ...row, key: row.key, starts_at: row.startsAt, ends_at: row.endsAt })),
    now,
  );
}

/** The answer of GET campaigns/running at `now`, for every plan or for the plan `productId`. */
export async function runningCampaignState(
  db: DbExecutor,
  options: { now: Date; productId: string | undefined },
): Promise<RunningCampaignResponse> {
  const rows = await listCampaignsWithPlans(db, options.productId);
  const running = pickRunning(rows, options.now);
  const next = nextCampaignChange(
    rows.map((row) => ({ key: row.key, starts_at: row.startsAt, ends_at: row.endsAt })),
    options.now,
  );
  return {
    campaign: running ? toActivityInfo(running, true) : null,
    next_change_at: next ? next.toISOString() : null,
  };
}
