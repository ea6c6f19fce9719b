/**
 * Claiming and settling the rows of an outbox table (db/schema/outbox.ts): pending_mail and
 * partner_notices are delivered the same way, and only what they erase once settled differs.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import type { partnerNotices, pendingMail } from './schema';

type OutboxTable = typeof pendingMail | typeof partnerNotices;

/**
 * `erase`: the columns set to null once a row is settled (a mail's bodies may hold a code).
 * Drizzle's `set` cannot be typed over a union of tables, hence the `as never` on its values;
 * every column named there is one of outboxColumns() or in `erase`, which is the table's own.
 */
export function outboxRepo<T extends OutboxTable>(table: T, erase: Partial<Record<keyof T['$inferSelect'], null>> = {}) {
  const t = table as typeof pendingMail;
  const unsettled = and(isNull(t.sentAt), isNull(t.failedAt));
  return {
    /**
     * Claims up to `limit` due rows for `lockMs` (so another instance or loop skips them) and
     * counts the attempt. Rows locked by someone else are skipped, not waited for.
     */
    async claimDue(db: Database, now: Date, lockMs: number, limit: number): Promise<T['$inferSelect'][]> {
      const due = db
        .select({ id: t.id })
        .from(t)
        .where(and(unsettled, lte(t.nextAttemptAt, now), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))))
        .orderBy(asc(t.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(t)
        .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${t.attempts} + 1` } as never)
        .where(inArray(t.id, due))
        .returning();
    },

    /**
     * Frees every claim on unsettled rows. Only for a database no other process can use (the
     * embedded one, whose folder is locked): a claim found at start was left by a process that died.
     */
    async releaseClaims(db: Database): Promise<number> {
      const released = await db
        .update(t)
        .set({ lockedUntil: null } as never)
        .where(and(unsettled, isNotNull(t.lockedUntil)))
        .returning({ id: t.id });
      return released.length;
    },

    /** Keeps claimed rows that are still being delivered locked until `until`. */
    async extendLease(db: Database, ids: number[], until: Date): Promise<void> {
      await db
        .update(t)
        .set({ lockedUntil: until } as never)
        .where(and(inArray(t.id, ids), unsettled));
    },

    async markSent(db: Database, id: number, now: Date): Promise<void> {
      await db
        .update(t)
        .set({ ...erase, sentAt: now, lockedUntil: null, lastError: null } as never)
        .where(eq(t.id, id));
    },

    /** Due again at `retryAt`, or given up (and erased) without one. */
    async markFailed(db: Database, id: number, error: string, retryAt: Date | undefined, now: Date): Promise<void> {
      await db
        .update(t)
        .set(
          (retryAt
            ? { lockedUntil: null, nextAttemptAt: retryAt, lastError: error }
            : { ...erase, lockedUntil: null, failedAt: now, lastError: error }) as never,
        )
        .where(eq(t.id, id));
    },
  };
}
