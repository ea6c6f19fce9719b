import { GIFT_TIER } from '@kestrel/domain';
import { and, asc, eq, gt, isNull, not, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { plans, type PlanRow } from '../../db/schema';

const byDisplayOrder = [asc(plans.sortOrder), asc(plans.id)] as const;

/** A gift card's product: its product id's tier (the fourth part, domain `isGiftProduct`) is `gift`. */
export const isGiftPlan = sql`split_part(${plans.productId}, '.', 4) = ${GIFT_TIER}`;

/** Everyone's active plans (no channel) in display order. */
export async function listActivePlans(db: DbExecutor): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), isNull(plans.channel), not(isGiftPlan)))
    .orderBy(...byDisplayOrder);
}

/** The active plans of one sales channel that have not expired at `now`. */
export async function listChannelPlans(db: DbExecutor, channel: string, now: Date): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), eq(plans.channel, channel), or(isNull(plans.expiresAt), gt(plans.expiresAt, now)), not(isGiftPlan)))
    .orderBy(...byDisplayOrder);
}

/** The gift products on sale (everyone's), in display order. */
export async function listGiftPlans(db: DbExecutor): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), isNull(plans.channel), isGiftPlan))
    .orderBy(...byDisplayOrder);
}
