/**
 * Orders, payments and entitlements as the API and its clients see them (docs/product.md §3, §4, §7).
 * Money is integer minor units plus an ISO 4217 currency, never floats.
 */
import { z } from './zod';
import { CHANNEL_PATTERN, CHANNEL_RULE } from './channel';
import { addInterval } from './interval';
import { MESSAGE_KEYS } from './messages';
import { PLAN_ID_MAX, selectPlan, type SelectablePlan } from './plan-request';
import { parseProductId } from './product-id';

/**
 * Where an order stands. created: the provider order exists, the buyer has not approved it yet;
 * approved: the buyer approved, we have not captured; paid: captured but the provider holds the
 * money as pending (e.g. an eCheck), no time granted yet; completed: captured and granted;
 * cancelled: the buyer or the reconciliation gave up before paying; failed: the provider declined;
 * refunded: the money went back (the granted time is taken back).
 */
export const ORDER_STATUSES = ['created', 'approved', 'paid', 'completed', 'cancelled', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * PayPal's approval links live 3 hours (docs/decisions/008): an order still unapproved after that
 * can no longer be paid, and the reconciliation cancels it.
 */
export const APPROVAL_LINK_LIFETIME_MS = 3 * 60 * 60 * 1000;

/**
 * Why an order can no longer be paid (docs/product.md §4 "PayPal payment"), so the checkout can say
 * what happened and what to do next: `cancelled` by the buyer (here or at PayPal), `expired` when its
 * approval link ran out before the buyer approved, `declined` when PayPal refused the payment.
 */
export const ORDER_CLOSED_REASONS = ['cancelled', 'expired', 'declined'] as const;
export type OrderClosedReason = (typeof ORDER_CLOSED_REASONS)[number];

/** States from which nothing moves any more. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'failed', 'refunded'];

/** States still waiting for the provider (the reconciliation and status polls ask it about these). */
export const OPEN_ORDER_STATUSES = ['created', 'approved', 'paid'] as const satisfies readonly OrderStatus[];

/** Open and not paid: the buyer may still pay, cancel or abandon it. */
export const UNPAID_ORDER_STATUSES = ['created', 'approved'] as const satisfies readonly OrderStatus[];

/** docs/product.md §3 payment status labels (shown as Paid, Success, Failed, Refunded). */
export const PAYMENT_STATUSES = ['paid', 'success', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The label of an order in the payment history; undefined for orders that never took money
 * (still open or cancelled by the buyer), which the history leaves out.
 */
export function paymentStatusOf(status: OrderStatus): PaymentStatus | undefined {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'completed':
      return 'success';
    case 'failed':
      return 'failed';
    case 'refunded':
      return 'refunded';
    default:
      return undefined;
  }
}

/** Payment providers; `sandbox` is the built-in local checkout used when no PayPal keys are set. */
export const PAYMENT_PROVIDERS = ['paypal', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Where the buyer comes back after approving: `web` the website's /paystatus/paypal page,
 * `win` the Windows app's /win-pay-result page (docs/product.md §2 /win-pay).
 */
export const CHECKOUT_RETURNS = ['web', 'win'] as const;
export type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];

/** Where an entitlement was bought (subscription_my). */
export const PURCHASE_SOURCES = ['website', 'app_store', 'google_play', 'third_party'] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];

/** What the purchase rule reads of an account's entitlement. */
export interface EntitlementFacts {
  /** Premium time is left now. */
  running: boolean;
  source: string;
  productId: string | null;
}

/**
 * The product of a website purchase still running (docs/product.md §4): buying it again is refused (40011),
 * any other plan is an upgrade. Undefined when nothing bought on the website runs.
 */
export function purchasedProductId(entitlement: EntitlementFacts | null | undefined): string | undefined {
  return entitlement?.running && entitlement.source === 'website' ? (entitlement.productId ?? undefined) : undefined;
}

/**
 * Whether the plan `productId` may be bought by an account whose running website purchase is
 * `purchased` (from `purchasedProductId`): every plan but that one (docs/product.md §4 "Buying again").
 * The API refuses the others with 40011; the checkout and My account say the same from this rule.
 */
export function mayBuyPlan(productId: string, purchased: string | undefined): boolean {
  return purchased === undefined || productId !== purchased;
}

/**
 * The plan to offer instead of the one already bought: chosen like a default plan (the recommended,
 * else the first) among the plans that may be bought; undefined when none may.
 */
export function upgradeChoice<P extends SelectablePlan>(plans: readonly P[], purchased: string | undefined): P | undefined {
  return selectPlan(plans.filter((plan) => mayBuyPlan(plan.product_id, purchased)));
}

/** Idempotency-Key header value: 1-255 printable ASCII characters (as Stripe and PayPal accept). */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 printable ASCII characters without spaces');

export const ChannelSchema = z.string().regex(CHANNEL_PATTERN, CHANNEL_RULE);

/**
 * Query of GET payment/v1/providers/plans: the channel whose plans `spec_plans` holds. It lives
 * beside the channel's schema, not in plans.ts, which this module imports.
 */
export const PlansQuerySchema = z.object({
  channel: ChannelSchema.optional().meta({
    description: 'Sales channel (affiliate or campaign), from the channel cookie or query',
    example: 'bd1117',
  }),
});

/** POST payment/v1/web/orders. The server computes the amount from the plan. */
export const CreateOrderRequestSchema = z.object({
  plan_id: z.int().positive().max(PLAN_ID_MAX),
  /** The PayPal account email the buyer means to pay with (pre-fills PayPal's sign-in). */
  payer_email: z.email({ error: MESSAGE_KEYS.invalidEmailPaypal }).max(254, { error: MESSAGE_KEYS.invalidEmailPaypal }).optional(),
  channel: ChannelSchema.optional(),
  return_to: z.enum(CHECKOUT_RETURNS).default('web'),
  language: z.string().max(8).optional(),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;

export const OrderSchema = z.object({
  order_no: z.string(),
  plan_id: z.int(),
  product_id: z.string(),
  amount: z.int().nonnegative(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Taken by a checkout where no real money moves (the built-in test checkout, PayPal's sandbox). */
  test_mode: z.boolean(),
  /** Where the buyer approves the payment (PayPal's page or the sandbox page); null once settled. */
  approve_url: z.string().nullable(),
  channel: z.string().nullable(),
  created_at: z.string(),
  /** For a completed order: the entitlement's new expiry. */
  premium_until: z.string().nullable(),
  /** Why the order can no longer be paid; null while it can (or once it is paid). */
  closed_reason: z.enum(ORDER_CLOSED_REASONS).nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * Orders that have a receipt (docs/product.md §3 "Receipt"): the money was captured and the time
 * granted — and stays a record of that payment after a refund. A `paid` order's money is still
 * pending at PayPal: its receipt comes when it completes.
 */
export const RECEIPT_ORDER_STATUSES = ['completed', 'refunded'] as const satisfies readonly OrderStatus[];

/** Whether an order's payment-history label has a receipt (Success, Refunded). */
export function hasReceipt(status: PaymentStatus): boolean {
  return status === 'success' || status === 'refunded';
}

/**
 * GET payment/v1/web/orders/{order_no}/receipt: what the receipt page, the receipt email and the
 * apps show for one paid order (docs/product.md §3 "Receipt"). The seller is the brand's legal name.
 */
export const ReceiptSchema = z.object({
  order_no: z.string(),
  product_id: z.string(),
  /** A gift card's order (docs/product.md §3 "Gift cards"): it bought a code, not time on this account. */
  gift_card: z.boolean(),
  /**
   * The premium time this payment bought: from when, until when (the grant of the order). Null for
   * a gift card: its time starts when its code is redeemed, on the account that redeems it.
   */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  amount: z.int().nonnegative(),
  currency: z.string(),
  /** When the payment was captured. */
  paid_at: z.string(),
  status: z.enum(RECEIPT_ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's id of the payment (PayPal's capture id): what PayPal's own records show. */
  provider_reference: z.string(),
  /** The buyer's account email. */
  buyer_email: z.string(),
  seller: z.object({ name: z.string(), legal_name: z.string(), website: z.string(), email: z.string() }),
  test_mode: z.boolean(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const SubscriptionSchema = z.object({
  /** 'premium' while an entitlement runs. */
  plan: z.enum(['free', 'premium']),
  entitlement: z
    .object({
      source: z.enum(PURCHASE_SOURCES),
      product_id: z.string().nullable(),
      expires_at: z.string(),
      /** Website purchases are one-off PayPal payments: they do not renew by themselves. */
      auto_renew: z.boolean(),
      /** The running time includes time from a test-mode order (no money moved for it). */
      test_mode: z.boolean(),
    })
    .nullable(),
  history: z.array(
    z.object({
      order_no: z.string(),
      product_id: z.string(),
      amount: z.int(),
      currency: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      created_at: z.string(),
      source: z.enum(PURCHASE_SOURCES),
      test_mode: z.boolean(),
    }),
  ),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * The end of the premium time an order of `productId` grants from `from` (docs/product.md §3): the billing
 * interval, plus the add{N} extra time, plus the try{N} trial time when `withTrial` (a trial is
 * given once per account).
 */
export function grantedUntil(productId: string, from: Date, withTrial: boolean): Date {
  const parsed = parseProductId(productId);
  let end = addInterval(from, parsed.interval, parsed.intervalUnit);
  if (parsed.addCount !== undefined && parsed.addUnit !== undefined) end = addInterval(end, parsed.addCount, parsed.addUnit);
  if (withTrial && parsed.tryCount !== undefined && parsed.tryUnit !== undefined) end = addInterval(end, parsed.tryCount, parsed.tryUnit);
  return end;
}

/**
 * An order of the built-in test checkout as its approve page shows it (GET/POST
 * payment/v1/sandbox/orders/{id}…): amounts in minor units, as PayPal's order would have them.
 */
export const SandboxOrderSchema = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'APPROVED', 'VOIDED', 'COMPLETED']),
  amount: z.int(),
  currency: z.string(),
  description: z.string(),
  payer_email: z.string().nullable(),
  /** Where the approve page sends the buyer after Pay or Cancel. */
  redirect_url: z.string().nullable(),
});
export type SandboxOrder = z.infer<typeof SandboxOrderSchema>;

/** Answer to a provider notification (payment/v1/webhooks/{provider}): accepted, and whether it was seen before. */
export const NotificationAckSchema = z.object({ duplicate: z.boolean() });
