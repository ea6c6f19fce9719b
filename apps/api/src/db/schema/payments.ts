import { type Attribution, LANGUAGE_CODES, OPEN_ORDER_STATUSES, ORDER_STATUSES, PAYMENT_PROVIDERS } from '@kestrel/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { plans } from './plans';

// Times come from the app's injected clock (deps.clock), as in accounts.ts.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Campaigns of the plans state (docs/product.md §3 activityInfoMap, §4 "Promotion and campaigns"), e.g. the
 * 24-month promotion of docs/product.md §4 with its window and its own money-back period. A campaign
 * is data: the website presents whichever one runs (`runningCampaign` of the domain package).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    /** The campaign's id, e.g. 'promo-24m-65'. */
    key: text('key').primaryKey(),
    /** The plan it sells; a campaign cannot name a plan that does not exist (plans are retired with `active`, not deleted). */
    productId: text('product_id')
      .notNull()
      .references(() => plans.productId, { onDelete: 'restrict', onUpdate: 'cascade' }),
    discountPercent: integer('discount_percent').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    moneyBackDays: integer('money_back_days').notNull(),
  },
  (t) => [
    check('campaigns_window', sql`${t.startsAt} < ${t.endsAt}`),
    // A campaign without a discount is no campaign (0 was allowed before migration 0005).
    check('campaigns_discount', sql`${t.discountPercent} between 1 and 99`),
    check('campaigns_money_back_days', sql`${t.moneyBackDays} between 1 and 365`),
    // The running-campaign query reads windows around now.
    index('campaigns_window_idx').on(t.endsAt, t.startsAt),
  ],
);

/** `column in ('a', 'b', …)` with our own constants written as literals, as the migrations have them. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * One purchase attempt. The amount is the plan's price when the order was created (the server's,
 * never the client's). Provider order and capture ids are unique, so one provider payment can be
 * recorded against one order only.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable order number (clients and the provider's custom_id use it). */
    orderNo: text('order_no').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    productId: text('product_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').unique(),
    captureId: text('capture_id').unique(),
    approveUrl: text('approve_url'),
    payerEmail: text('payer_email'),
    channel: text('channel'),
    returnTo: text('return_to', { enum: ['web', 'win'] }).notNull(),
    /** Client IP country code at creation (region rules, fraud review). */
    countryCode: text('country_code'),
    /**
     * The language the buyer created the order in: the receipt mail is written in it, whoever
     * completes the order (docs/product.md §4 "Order status"). Null for orders created before
     * migration 0007.
     */
    language: text('language', { enum: LANGUAGE_CODES }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    completedAt: at('completed_at'),
    failureReason: text('failure_reason'),
    /** Taken by a checkout where no real money moves (the built-in test checkout, PayPal's sandbox). */
    testMode: boolean('test_mode').notNull().default(false),
    /**
     * The attribution in force when the order was created (docs/product.md §3 "Attribution"); its
     * last touch's partner click is the one a paid order is reported to.
     */
    attribution: jsonb('attribution').$type<Attribution>(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.createdAt),
    // The reconciliation scans open orders only.
    index('orders_open_idx').on(t.updatedAt).where(oneOf(t.status, OPEN_ORDER_STATUSES)),
    check('orders_amount_nonnegative', sql`${t.amountMinor} >= 0`),
    check('orders_status_known', oneOf(t.status, ORDER_STATUSES)),
    check('orders_language_known', oneOf(t.language, LANGUAGE_CODES)),
  ],
);

/** Premium time of an account; one row per account, extended by each completed order. */
export const entitlements = pgTable('entitlements', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  source: text('source', { enum: ['website', 'app_store', 'google_play', 'third_party'] }).notNull(),
  productId: text('product_id'),
  autoRenew: boolean('auto_renew').notNull().default(false),
  /** When the account last received trial time (a trial is given once per account). */
  trialUsedAt: at('trial_used_at'),
  /** The running time includes time granted by a test-mode order (no money moved for it). */
  testMode: boolean('test_mode').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Time granted by an order. The unique order id is what makes a grant happen at most once, however
 * many captures, notifications or reconciliations race for it.
 */
export const grants = pgTable(
  'grants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('grants_order_unique').on(t.orderId), index('grants_account_idx').on(t.accountId)],
);

/**
 * Idempotency-Key records: the first request with a key stores its answer; a replay gets the same
 * answer, and the same key with other parameters is refused. `response` is null while the first
 * request is still running. Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Provider notifications, each recorded once (unique provider + event id) before it is acted on. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    providerOrderId: text('provider_order_id'),
    receivedAt: at('received_at').notNull(),
    processedAt: at('processed_at'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId)],
);

/**
 * The built-in sandbox checkout's own orders: it plays PayPal's part, so it keeps its state apart
 * from ours (in the database, so every API instance and a restart see the same checkout).
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  customId: text('custom_id').notNull(),
  requestId: text('request_id').notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  payerEmail: text('payer_email'),
  /** The buyer's language: the approve page is shown in it. */
  language: text('language').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['CREATED', 'APPROVED', 'VOIDED', 'COMPLETED'] }).notNull(),
  captureId: text('capture_id').unique(),
  captureRequestId: text('capture_request_id'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type CampaignRow = typeof campaigns.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
