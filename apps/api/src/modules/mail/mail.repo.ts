import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { pendingMail, type PendingMailRow } from '../../db/schema';

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
 * Claims up to `limit` due messages for `lockMs` (so another instance or loop skips them) and
 * counts the attempt. Rows locked by someone else are skipped, not waited for.
 */
export async function claimDueMail(db: Database, now: Date, lockMs: number, limit: number): Promise<PendingMailRow[]> {
  const due = db
    .select({ id: pendingMail.id })
    .from(pendingMail)
    .where(
      and(
        isNull(pendingMail.sentAt),
        isNull(pendingMail.failedAt),
        lte(pendingMail.nextAttemptAt, now),
        or(isNull(pendingMail.lockedUntil), lte(pendingMail.lockedUntil, now)),
      ),
    )
    .orderBy(asc(pendingMail.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(pendingMail)
    .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${pendingMail.attempts} + 1` })
    .where(inArray(pendingMail.id, due))
    .returning();
}

/**
 * Frees every claim on unsent messages. Only for a database no other process can use (the
 * embedded one, whose folder is locked): a claim found at start was left by a process that died.
 */
export async function releaseMailClaims(db: Database): Promise<number> {
  const released = await db
    .update(pendingMail)
    .set({ lockedUntil: null })
    .where(and(isNull(pendingMail.sentAt), isNull(pendingMail.failedAt), isNotNull(pendingMail.lockedUntil)))
    .returning({ id: pendingMail.id });
  return released.length;
}

/** Keeps claimed messages that are still being delivered locked until `until`. */
export async function extendMailLease(db: Database, ids: number[], until: Date): Promise<void> {
  await db
    .update(pendingMail)
    .set({ lockedUntil: until })
    .where(and(inArray(pendingMail.id, ids), isNull(pendingMail.sentAt), isNull(pendingMail.failedAt)));
}

/** Delivered: the bodies (which may hold a code) and the extra headers (which may hold a token) are erased. */
export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(pendingMail)
    .set({ sentAt: now, lockedUntil: null, textBody: null, htmlBody: null, headers: null, lastError: null })
    .where(eq(pendingMail.id, id));
}

export async function markMailFailed(db: Database, id: number, error: string, retryAt: Date | undefined, now: Date): Promise<void> {
  await db
    .update(pendingMail)
    .set(
      retryAt
        ? { lockedUntil: null, nextAttemptAt: retryAt, lastError: error }
        : { lockedUntil: null, failedAt: now, lastError: error, textBody: null, htmlBody: null, headers: null },
    )
    .where(eq(pendingMail.id, id));
}

/** Old delivered or abandoned messages. */
export async function purgeOldMail(db: Database, sentBefore: Date, failedBefore: Date): Promise<void> {
  await db.delete(pendingMail).where(or(lt(pendingMail.sentAt, sentBefore), lt(pendingMail.failedAt, failedBefore)));
}
