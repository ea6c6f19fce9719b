import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { prepared } from '../../db/prepared';
import { campaigns, plans, type CampaignRow, type PlanRow } from '../../db/schema';

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

/** A plan a buyer may order: active, and either everyone's or of `channel` and not expired. */
export async function findOrderablePlan(
  db: Database,
  planId: number,
  channel: string | undefined,
  now: Date,
): Promise<PlanRow | undefined> {
  const statement = prepared(db, 'orderable_plan', () =>
    db
      .select()
      .from(plans)
      .where(
        and(
          eq(plans.id, sql.placeholder('planId')),
          eq(plans.active, true),
          or(
            isNull(plans.channel),
            and(eq(plans.channel, sql.placeholder('channel')), or(isNull(plans.expiresAt), gt(plans.expiresAt, sql.placeholder('now')))),
          ),
        ),
      )
      .prepare('orderable_plan'),
  );
  // No channel: a comparison with null matches no channel plan.
  return (await statement.execute({ planId, channel: channel ?? null, now }))[0];
}

export async function listCampaigns(db: DbExecutor): Promise<CampaignRow[]> {
  return db.select().from(campaigns).orderBy(asc(campaigns.startsAt));
}
