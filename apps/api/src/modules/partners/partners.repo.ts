import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { partnerNotices, type PartnerNoticeRow } from '../../db/schema';

export type NewPartnerNotice = Pick<PartnerNoticeRow, 'orderId' | 'event' | 'network' | 'url'>;

/** Queues a notice; nothing when the order already has one for this event (a sale is reported once). */
export async function insertPartnerNotice(db: DbExecutor, notice: NewPartnerNotice, now: Date): Promise<void> {
  await db
    .insert(partnerNotices)
    .values({ ...notice, createdAt: now, nextAttemptAt: now })
    .onConflictDoNothing({ target: [partnerNotices.orderId, partnerNotices.event] });
}

export async function hasPartnerNotice(db: DbExecutor, orderId: number, event: PartnerNoticeRow['event']): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerNotices.id })
    .from(partnerNotices)
    .where(and(eq(partnerNotices.orderId, orderId), eq(partnerNotices.event, event)))
    .limit(1);
  return row !== undefined;
}

/** Claims up to `limit` due notices for `lockMs` and counts the attempt; rows another sender holds are skipped. */
export async function claimDueNotices(db: Database, now: Date, lockMs: number, limit: number): Promise<PartnerNoticeRow[]> {
  const due = db
    .select({ id: partnerNotices.id })
    .from(partnerNotices)
    .where(
      and(
        isNull(partnerNotices.sentAt),
        isNull(partnerNotices.failedAt),
        lte(partnerNotices.nextAttemptAt, now),
        or(isNull(partnerNotices.lockedUntil), lte(partnerNotices.lockedUntil, now)),
      ),
    )
    .orderBy(asc(partnerNotices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(partnerNotices)
    .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${partnerNotices.attempts} + 1` })
    .where(inArray(partnerNotices.id, due))
    .returning();
}

/** Frees claims left by a process that died (embedded database only, as releaseMailClaims). */
export async function releaseNoticeClaims(db: Database): Promise<number> {
  const released = await db
    .update(partnerNotices)
    .set({ lockedUntil: null })
    .where(and(isNull(partnerNotices.sentAt), isNull(partnerNotices.failedAt), isNotNull(partnerNotices.lockedUntil)))
    .returning({ id: partnerNotices.id });
  return released.length;
}

export async function markNoticeSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(partnerNotices).set({ sentAt: now, lockedUntil: null, lastError: null }).where(eq(partnerNotices.id, id));
}

export async function markNoticeFailed(db: Database, id: number, error: string, retryAt: Date | undefined, now: Date): Promise<void> {
  await db
    .update(partnerNotices)
    .set(retryAt ? { lockedUntil: null, nextAttemptAt: retryAt, lastError: error } : { lockedUntil: null, failedAt: now, lastError: error })
    .where(eq(partnerNotices.id, id));
}
