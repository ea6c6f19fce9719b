import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { plans, type PlanRow } from '../../db/schema';

const byDisplayOrder = [asc(plans.sortOrder), asc(plans.id)] as const;

/** Everyone's active plans (no channel) in display order. */
export async function listActivePlans(db: DbExecutor): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), isNull(plans.channel)))
    .orderBy(...byDisplayOrder);
}

/** The active plans of one sales channel that have not expired at `now`. */
export async function listChannelPlans(db: DbExecutor, channel: string, now: Date): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), eq(plans.channel, channel), or(isNull(plans.expiresAt), gt(plans.expiresAt, now))))
    .orderBy(...byDisplayOrder);
}
