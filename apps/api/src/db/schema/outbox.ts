import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The delivery columns of an outbox table (pending_mail, partner_notices): a row is written in the
 * transaction that makes it necessary, then a sender claims it (`locked_until`), counts the
 * attempt and marks it sent, or due again later (`next_attempt_at`, `last_error`), or given up
 * (`failed_at`). A function, so each table gets columns of its own.
 */
export function outboxColumns() {
  return {
    createdAt: at('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
  };
}

/** The index the senders' claim reads: rows still to deliver, by when they are due. */
export function outboxDueIndex(name: string, t: { nextAttemptAt: PgColumn; sentAt: PgColumn; failedAt: PgColumn }) {
  return index(name)
    .on(t.nextAttemptAt)
    .where(sql`${t.sentAt} is null and ${t.failedAt} is null`);
}
