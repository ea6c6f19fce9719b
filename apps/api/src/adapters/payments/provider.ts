/**
 * The one interface both payment providers implement: PayPal Orders v2 (paypal.ts) and the
 * built-in sandbox checkout (sandbox.ts). Everything is shaped after PayPal's own order model so
 * the order service never needs to know which one it talks to.
 */
import type { PaymentProviderName, ProviderCaptureStatus, ProviderOrderStatus } from '@kestrel/domain';

// PayPal's names for order and capture states: the order state machine reads them (domain's order-transitions.ts).
export type { ProviderCaptureStatus, ProviderOrderStatus };

export interface ProviderCapture {
  id: string;
  status: ProviderCaptureStatus;
  amountMinor: number;
  currency: string;
}

export interface ProviderOrder {
  id: string;
  status: ProviderOrderStatus;
  /** Our order number, sent as purchase_units[0].custom_id and read back. */
  customId: string | undefined;
  /** The page where the buyer approves; present while the order waits for the buyer. */
  approveUrl: string | undefined;
  /** The capture, once the order is captured. */
  capture: ProviderCapture | undefined;
}

export interface CreateProviderOrder {
  /** Sent as PayPal-Request-Id: a retry with the same id creates nothing new. */
  requestId: string;
  /** Our order number (custom_id / invoice_id). */
  orderNo: string;
  amountMinor: number;
  currency: string;
  /** What the buyer sees on the approval page. */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** Pre-fills the provider's sign-in. */
  payerEmail: string | undefined;
  /** The buyer's language for the approval page (e.g. 'de'). */
  language: string;
}

/** A provider notification (webhook) as received: raw body and headers, verified by the provider. */
export interface IncomingNotification {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/** A verified notification, reduced to what the order service acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The provider order id the event is about (resource id for orders, the related order for captures). */
  providerOrderId: string | undefined;
  /** The capture, for PAYMENT.CAPTURE.* events. */
  capture: ProviderCapture | undefined;
  /** Our order number when the resource carries it (custom_id); refunds may name no order id. */
  customId?: string | undefined;
}

/**
 * Why a provider call failed. `network`: no usable answer (timeout, connection refused, 5xx after
 * the retries), so the outcome is unknown and the order must be re-read later; `declined`: the
 * provider refused the payment (INSTRUMENT_DECLINED…); `already_captured`: PayPal's 422
 * ORDER_ALREADY_CAPTURED; `not_approved`: capture before the buyer approved; `not_found`: no such order;
 * `invalid`: any other refusal of our request.
 */
export type ProviderErrorKind = 'network' | 'declined' | 'already_captured' | 'not_approved' | 'not_found' | 'invalid';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** The provider's issue code (e.g. ORDER_ALREADY_CAPTURED) or HTTP status, for logs. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** Captures an approved order. `requestId` is sent as PayPal-Request-Id, so a retry captures once. */
  captureOrder(providerOrderId: string, requestId: string): Promise<ProviderCapture>;
  /** Verifies a notification's signature and parses it; undefined when the signature is refused. */
  verifyNotification(notification: IncomingNotification): Promise<ProviderEvent | undefined>;
}
