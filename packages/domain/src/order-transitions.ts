/**
 * The order's state machine (docs/product.md §3, docs/architecture.md "Money") as one pure function: given where an
 * order stands, what the provider has told us and what happened, `decideOrder` says what to do
 * next — nothing, ask the provider something, or move the order (and grant or take back its
 * time). It does no I/O: the orders service asks the provider, takes the order's row lock, asks
 * this function again with the locked row, and writes what it answers. Its test spells out the
 * whole table.
 */
import type { OrderStatus } from './payments';
import { FINAL_ORDER_STATUSES, UNPAID_ORDER_STATUSES, OPEN_ORDER_STATUSES } from './payments';

/** Order states as PayPal names them (v2 orders); the test checkout uses the same names. */
export const PROVIDER_ORDER_STATUSES = ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED'] as const;
export type ProviderOrderStatus = (typeof PROVIDER_ORDER_STATUSES)[number];

/** Capture states as PayPal names them (v2 payments). */
export const PROVIDER_CAPTURE_STATUSES = ['COMPLETED', 'PENDING', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'FAILED'] as const;
export type ProviderCaptureStatus = (typeof PROVIDER_CAPTURE_STATUSES)[number];

/** The capture status a PAYMENT.CAPTURE.* notification reports; undefined for other types (the order is re-read instead). */
export function captureStatusOfEvent(eventType: string): ProviderCaptureStatus | undefined {
  return Object.hasOwn(CAPTURE_EVENT_STATUS, eventType) ? CAPTURE_EVENT_STATUS[eventType] : undefined;
}

const CAPTURE_EVENT_STATUS: Readonly<Record<string, ProviderCaptureStatus>> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DECLINED',
  'PAYMENT.CAPTURE.DECLINED': 'DECLINED',
  // A refund notification's resource is the refund; the adapter reports the refunded capture.
  'PAYMENT.CAPTURE.REFUNDED': 'REFUNDED',
  'PAYMENT.CAPTURE.REVERSED': 'REFUNDED',
};

/**
 * What happened, as far as the order is concerned.
 * - create: creating the order at the provider failed (the only fact then is `not_at_provider`);
 * - capture: capture now — the buyer pressed Completed or came back to the return page, or the
 *   provider notified CHECKOUT.ORDER.APPROVED;
 * - cancel: the buyer cancelled;
 * - poll: the waiting page asks where the order stands;
 * - notify: any other provider notification (a capture's news, VOIDED);
 * - reconcile: the periodic reconciliation looks at an order left open.
 */
export const ORDER_EVENTS = ['create', 'capture', 'cancel', 'poll', 'notify', 'reconcile'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * What we know from the provider.
 * - unasked: nothing yet (the event decides what to ask);
 * - not_at_provider: the order never reached the provider (it has no provider order);
 * - waiting: the provider's order waits for the buyer; expired: …longer than its approval link lives;
 * - approved: the buyer approved, nothing is captured; voided: the provider's order is void;
 * - capture_refused: our capture was declined (INSTRUMENT_DECLINED…);
 * - already_captured: our capture found the order captured already (another request id);
 * - completed, pending, declined, refunded: a capture of the order's amount in that state
 *   (declined covers DECLINED and FAILED, refunded a full or partial refund);
 * - other_capture: a capture that is not the one recorded on the order (never a refund);
 * - wrong_amount: a capture of another amount or currency than the order's (never a refund).
 */
export const PROVIDER_FACTS = [
  'unasked',
  'not_at_provider',
  'waiting',
  'expired',
  'approved',
  'voided',
  'capture_refused',
  'already_captured',
  'completed',
  'pending',
  'declined',
  'refunded',
  'other_capture',
  'wrong_amount',
] as const;
export type ProviderFact = (typeof PROVIDER_FACTS)[number];

/**
 * The fact a capture reports about an order. A refund names the refunded capture, whose id and
 * amount are not compared (the refund may be partial); anything else must be the order's capture,
 * of the order's amount.
 */
export function captureFact(
  order: { captureId: string | null; amountMinor: number; currency: string },
  capture: { id: string; status: ProviderCaptureStatus; amountMinor: number; currency: string },
): ProviderFact {
  if (capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED') return 'refunded';
  if (order.captureId !== null && order.captureId !== capture.id) return 'other_capture';
  if (capture.amountMinor !== order.amountMinor || capture.currency !== order.currency) return 'wrong_amount';
  if (capture.status === 'COMPLETED') return 'completed';
  if (capture.status === 'PENDING') return 'pending';
  return 'declined';
}

/** The fact a provider order without a capture reports; `expired` when its approval link has run out. */
export function providerOrderFact(status: ProviderOrderStatus, expired: boolean): ProviderFact {
  if (status === 'APPROVED') return 'approved';
  if (status === 'VOIDED') return 'voided';
  return expired ? 'expired' : 'waiting';
}

/**
 * What to ask the provider before deciding again with its answer.
 * - capture: capture the order (with the order's own request id, so every caller asks for the same capture);
 * - read: read the provider's order (its status, and its capture if any);
 * - read_capture: read the provider's order for the capture it must have (none is a provider failure).
 */
export type ProviderQuestion = 'capture' | 'read' | 'read_capture';

/** Why an order was closed or held, as stored in failure_reason. */
export type FailureReason = 'buyer' | 'create' | 'never_reached_provider' | 'abandoned' | 'voided' | 'declined' | 'amount_mismatch';

export interface OrderMove {
  status: OrderStatus;
  /** The capture's id is written on the order. */
  recordsCapture: boolean;
  /** The new failure_reason; null clears it; absent leaves it. */
  failureReason?: FailureReason | null;
  /** grant: the order's time is added to the account's; revoke: the time it granted is taken back. */
  effect?: 'grant' | 'revoke';
}

/** Money arrived that is not what we asked (a second capture, another amount): logged for a person to look at. */
export type OrderAlert = 'other_capture' | 'wrong_amount';

export type OrderDecision =
  { do: 'nothing'; alert?: OrderAlert } | { do: 'ask'; ask: ProviderQuestion } | { do: 'move'; move: OrderMove; alert?: 'wrong_amount' };

const NOTHING: OrderDecision = { do: 'nothing' };
const ask = (question: ProviderQuestion): OrderDecision => ({ do: 'ask', ask: question });
const close = (status: 'cancelled' | 'failed', failureReason: FailureReason): OrderDecision => ({
  do: 'move',
  move: { status, recordsCapture: false, failureReason },
});

/** The next step of an order in `status`, knowing `fact` from the provider, on `event`. */
export function decideOrder(status: OrderStatus, fact: ProviderFact, event: OrderEvent): OrderDecision {
  const unpaid = (UNPAID_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
  const open = (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
  switch (fact) {
    // Nothing learnt from the provider yet: the event says what to ask or do.
    case 'unasked':
      if (event === 'cancel') return unpaid ? close('cancelled', 'buyer') : NOTHING;
      if (event === 'capture') return unpaid ? ask('capture') : NOTHING;
      if (event === 'create') return NOTHING;
      return open ? ask('read') : NOTHING;
    case 'not_at_provider':
      if (!unpaid) return NOTHING;
      if (event === 'cancel') return close('cancelled', 'buyer');
      if (event === 'create') return close('failed', 'create');
      // Orders whose creation never finished: only the reconciliation gives up on them.
      return event === 'reconcile' ? close('failed', 'never_reached_provider') : NOTHING;
    case 'waiting':
      return NOTHING;
    case 'expired':
      // PayPal's approval link is dead: the reconciliation cancels an order nobody approved.
      return event === 'reconcile' && status === 'created' ? close('cancelled', 'abandoned') : NOTHING;
    case 'approved':
      return unpaid ? ask('capture') : NOTHING;
    case 'voided':
      return unpaid ? close('cancelled', 'voided') : NOTHING;
    case 'capture_refused':
      return unpaid ? close('failed', 'declined') : NOTHING;
    case 'already_captured':
      return unpaid ? ask('read_capture') : NOTHING;
    // A capture: recorded the same way whoever reports it; replays change nothing.
    case 'completed':
      if (status === 'completed' || status === 'refunded') return NOTHING;
      return { do: 'move', move: { status: 'completed', recordsCapture: true, failureReason: null, effect: 'grant' } };
    case 'pending':
      // Held funds: paid, no time until the capture completes.
      return unpaid ? { do: 'move', move: { status: 'paid', recordsCapture: true } } : NOTHING;
    case 'declined':
      if (FINAL_ORDER_STATUSES.includes(status)) return NOTHING;
      return { do: 'move', move: { status: 'failed', recordsCapture: true, failureReason: 'declined' } };
    case 'refunded':
      return status === 'completed' ? { do: 'move', move: { status: 'refunded', recordsCapture: false, effect: 'revoke' } } : NOTHING;
    case 'other_capture':
      return { do: 'nothing', alert: 'other_capture' };
    case 'wrong_amount':
      // Kept for a person to look at: no time is granted. An order that already granted its time,
      // or gave the money back, stays as it is (moving it would orphan the grant or the refund).
      if (status === 'completed' || status === 'refunded') return { do: 'nothing', alert: 'wrong_amount' };
      return {
        do: 'move',
        move: { status: 'paid', recordsCapture: true, failureReason: 'amount_mismatch' },
        alert: 'wrong_amount',
      };
  }
}
