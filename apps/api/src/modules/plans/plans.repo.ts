import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans, type PlanRow } from '../../db/schema';

/** Active plans in display order. */
export async function listActivePlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
}
