import { AFFILIATE_KINDS, PARTNER_NOTICE_EVENTS } from '@kestrel/domain';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { outboxColumns, outboxDueIndex } from './outbox';
import { orders } from './payments';

/**
 * Conversion notices to partner networks (docs/product.md §3 "Attribution"), an outbox like
 * pending_mail: a row is written in the transaction that completes (or refunds) an order, and a
 * sender calls the network's postback URL, retrying with backoff. One row per order and event,
 * so a sale is never reported twice, however many captures or notifications race for it.
 */
export const partnerNotices = pgTable(
  'partner_notices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    event: text('event', { enum: PARTNER_NOTICE_EVENTS }).notNull(),
    network: text('network', { enum: AFFILIATE_KINDS }).notNull(),
    /** The postback URL with the order's values filled in. */
    url: text('url').notNull(),
    ...outboxColumns(),
  },
  (t) => [uniqueIndex('partner_notices_order_event_unique').on(t.orderId, t.event), outboxDueIndex('partner_notices_due_idx', t)],
);

export type PartnerNoticeRow = typeof partnerNotices.$inferSelect;
