import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { outboxRepo } from '../../db/outbox-repo';
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

/** The notices' claim and settlement (db/outbox-repo.ts); a notice holds nothing to erase. */
export const {
  claimDue: claimDueNotices,
  releaseClaims: releaseNoticeClaims,
  markSent: markNoticeSent,
  markFailed: markNoticeFailed,
} = outboxRepo(partnerNotices);
