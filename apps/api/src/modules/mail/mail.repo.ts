import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { outboxRepo } from '../../db/outbox-repo';
import { pendingMail } from '../../db/schema';

export interface NewPendingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string> | null;
}

/** Queues a message, due at `due` (now unless it is held until later); returns its id. */
export async function insertPendingMail(db: DbExecutor, mail: NewPendingMail, now: Date, due: Date = now): Promise<number> {
  const [row] = await db
    .insert(pendingMail)
    .values({ ...mail, createdAt: now, nextAttemptAt: due })
    .returning({ id: pendingMail.id });
  return row!.id;
}

/**
 * The queue's claim and settlement (db/outbox-repo.ts). Once delivered or given up, the bodies
 * (which may hold a code) and the extra headers (which may hold a token) are erased.
 */
export const {
  claimDue: claimDueMail,
  releaseClaims: releaseMailClaims,
  extendLease: extendMailLease,
  markSent: markMailSent,
  markFailed: markMailFailed,
} = outboxRepo(pendingMail, { textBody: null, htmlBody: null, headers: null });

/** Old delivered or abandoned messages. */
export async function purgeOldMail(db: Database, sentBefore: Date, failedBefore: Date): Promise<void> {
  await db.delete(pendingMail).where(or(lt(pendingMail.sentAt, sentBefore), lt(pendingMail.failedAt, failedBefore)));
}
