import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { campaigns, plans, type CampaignRow } from '../../db/schema';

/** A campaign with the id of its plan while that plan is on sale to everyone (null otherwise). */
export type CampaignWithPlan = CampaignRow & { planId: number | null };

/** Every campaign, oldest start first, of one plan when `productId` is given. */
export async function listCampaignsWithPlans(db: DbExecutor, productId?: string): Promise<CampaignWithPlan[]> {
  return db
    .select({
      key: campaigns.key,
      productId: campaigns.productId,
      discountPercent: campaigns.discountPercent,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      moneyBackDays: campaigns.moneyBackDays,
      planId: plans.id,
    })
    .from(campaigns)
    .leftJoin(plans, and(eq(plans.productId, campaigns.productId), eq(plans.active, true), isNull(plans.channel)))
    .where(productId === undefined ? undefined : eq(campaigns.productId, productId))
    .orderBy(asc(campaigns.startsAt), asc(campaigns.key));
}
