import { REFUND_REQUEST_STATUSES, RECEIPT_TYPES, UNINSTALL_REASONS } from '@kestrel/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './payments';

// Times come from the app's injected clock (deps.clock), as in accounts.ts. Emails are stored
// normalized (domain `normalizeEmail`). Every form is stored before any mail about it is queued,
// in the same transaction, so nothing sent is lost when mail is down (docs/product.md §4).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `column in ('a', 'b', …)` with our own constants written as literals, as the migrations have them. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Messages of the contact form (docs/product.md §5), in the language the sender wrote from. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    inquiry: text('inquiry').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Refund requests (docs/product.md §3, §4). The official receipt, when one was sent, is a file in
 * the upload store (docs/decisions/018): `receipt_file` is the random name it was stored under,
 * never the client's, with its type and size; all three are null for a request that names an order
 * number of the sender's instead (docs/product.md §5; migration 0006). A request always names its
 * payment: an order number, a receipt, or both. A signed-in sender's account is attached, with the
 * order it is about when it is one of theirs; a signed-out sender's order is attached when it
 * matched their email.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    deviceUserId: text('device_user_id').notNull(),
    /** The order number as attached (the account's own) or as typed by a signed-out sender (unchecked). */
    orderNo: text('order_no'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    receiptFile: text('receipt_file'),
    receiptType: text('receipt_type', { enum: Object.keys(RECEIPT_TYPES) as [keyof typeof RECEIPT_TYPES] }),
    receiptBytes: integer('receipt_bytes'),
    language: text('language').notNull(),
    status: text('status', { enum: REFUND_REQUEST_STATUSES }).notNull().default('received'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('refund_requests_reference_unique').on(t.reference),
    uniqueIndex('refund_requests_receipt_file_unique').on(t.receiptFile),
    index('refund_requests_account_idx').on(t.accountId, t.createdAt),
    check('refund_requests_status_known', oneOf(t.status, REFUND_REQUEST_STATUSES)),
    check('refund_requests_receipt_type_known', oneOf(t.receiptType, Object.keys(RECEIPT_TYPES))),
    check('refund_requests_receipt_bytes_positive', sql`${t.receiptBytes} > 0`),
    // A receipt is its file, type and size together, or none of them.
    check(
      'refund_requests_receipt_whole',
      sql`(${t.receiptFile} is null) = (${t.receiptType} is null) and (${t.receiptType} is null) = (${t.receiptBytes} is null)`,
    ),
    // docs/product.md §5: a request names its payment by an order number or with the receipt.
    check('refund_requests_names_payment', sql`${t.orderNo} is not null or ${t.receiptFile} is not null`),
  ],
);

export const PARTNER_KINDS = ['influencer', 'affiliate'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/**
 * Influencer and affiliate applications: who applied, and the fields of their kind's form
 * (`details`: links and audience, or website and promotion methods) as the API validated them.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('partner_applications_created_idx').on(t.createdAt),
    check('partner_applications_kind_known', oneOf(t.kind, PARTNER_KINDS)),
  ],
);

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter subscriptions, one per email (docs/product.md §4 "Newsletter"). `pending` until the
 * emailed link is followed: only the SHA-256 of its token is kept, cleared once used or replaced.
 * Unsubscribe links are derived from the id and `unsubscribe_nonce` with a server key, so every
 * newsletter mail can carry one. Unsubscribing deletes the row (the address is kept only while
 * subscribed), so the `unsubscribed` state and `unsubscribed_at` of migration 0004 stay unused.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    unsubscribeNonce: text('unsubscribe_nonce').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_unique').on(t.confirmTokenHash),
    check('newsletter_subscriptions_status_known', oneOf(t.status, NEWSLETTER_STATUSES)),
  ],
);

/** Answers of the browser-extension uninstall survey: anonymous (no email, no address). */
export const uninstallSurveys = pgTable(
  'uninstall_surveys',
  {
    id: serial('id').primaryKey(),
    reasons: text('reasons').array().notNull(),
    comment: text('comment').notNull(),
    appType: integer('app_type'),
    appVersion: text('app_version'),
    language: text('language').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('uninstall_surveys_created_idx').on(t.createdAt),
    check(
      'uninstall_surveys_reasons_known',
      sql`cardinality(${t.reasons}) > 0 and ${t.reasons} <@ array[${sql.raw(UNINSTALL_REASONS.map((r) => `'${r}'`).join(', '))}]::text[]`,
    ),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
export type UninstallSurveyRow = typeof uninstallSurveys.$inferSelect;
