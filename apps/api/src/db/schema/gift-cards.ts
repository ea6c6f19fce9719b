import { LANGUAGE_CODES } from '@kestrel/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, pendingMail } from './accounts';
import { orders } from './payments';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Gift cards (docs/product.md §3 "Gift cards"): one per gift order, written with the order and
 * given its code when the order is paid. The code is stored as a SHA-256 hash (`code_hash`); the
 * clear code is kept only in `code_once` until the buyer's page has shown it once (or
 * GIFT_CODE_SHOW_HOURS have passed) and in the delivery mail until that is sent.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** Null when the buyer bought it for themselves (the code is mailed to them). */
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message'),
    /** The language of the delivery mail. */
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    /** When the delivery mail goes out (the chosen day, 00:00 UTC, or payment time when later). */
    deliverAt: at('deliver_at').notNull(),
    codeHash: text('code_hash').unique(),
    /** The code's last four characters, so a buyer can tell cards apart. */
    codeEnd: text('code_end'),
    codeOnce: text('code_once'),
    issuedAt: at('issued_at'),
    /** The delivery mail (pending_mail); null before payment, and once housekeeping removed the sent mail. */
    mailId: integer('mail_id').references(() => pendingMail.id, { onDelete: 'set null' }),
    redeemedBy: integer('redeemed_by').references(() => accounts.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at'),
    /** The purchase was refunded before the card was redeemed: it can no longer be redeemed. */
    voidedAt: at('voided_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('gift_cards_buyer_idx').on(t.buyerAccountId, t.createdAt),
    index('gift_cards_code_once_idx')
      .on(t.issuedAt)
      .where(sql`${t.codeOnce} is not null`),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;
