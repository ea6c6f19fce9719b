/**
 * The rules of the PayPal step (docs/product.md §4 "PayPal payment") as a pure reducer: what the
 * checkout shows after each thing that happens — a Pay, the created order, Completed, Cancel, a
 * poll of the order. `use-paypal-checkout.ts` does the calls, the PayPal window and the timers and
 * reports here; keeping the decisions free of React and the DOM lets them be tested on their own.
 */
import { CreateOrderRequestSchema, MESSAGE_KEYS, type Order, type OrderClosedReason, type OrderStatus } from '@kestrel/domain';
// Relative: the unit tests run this module without the app's @/ alias.
import { ApiRequestError } from '../../lib/api/client';
import { failureMessage, messageText, type MessageTexts } from '../account/messages';
import { isSettled } from './payment-events';

/**
 * idle: the form. opening: creating the order (and PayPal's page, in place). waiting: PayPal is
 * open; the page polls. checking: Completed was pressed. cancelled: the form, saying why the order
 * can no longer be paid (`closedReason`).
 */
export type CheckoutPhase = 'idle' | 'opening' | 'waiting' | 'checking' | 'cancelled';

/**
 * What Completed found missing on an order that can still be paid (docs/product.md §4 "PayPal
 * payment"): not approved at PayPal yet, or approved but PayPal has not let us take the money yet.
 */
export type CheckoutNotice = 'notApproved' | 'capturePending';

export interface CheckoutState {
  phase: CheckoutPhase;
  /** The order being paid, from its creation until it is cancelled or can no longer be paid. */
  order: Order | undefined;
  /** The browser refused the PayPal window: the page offers a link instead. */
  blocked: boolean;
  /** The failure of the last call, shown in the error summary. */
  error: string | undefined;
  /** What the last Completed found missing. */
  notice: CheckoutNotice | undefined;
  /**
   * The order status the error or notice was about: a newer status from the poll clears them, so
   * a stale message never sits next to a newer state. Undefined: about no status (a failed call).
   */
  messageStatus: OrderStatus | undefined;
  /** The buyer closed the PayPal window before paying: the page offers to reopen it. */
  windowClosed: boolean;
  /** Why the order of a `cancelled` phase can no longer be paid. */
  closedReason: OrderClosedReason | undefined;
  emailError: string | undefined;
  /**
   * The Idempotency-Key of this checkout attempt: a repeated create with it answers the same order
   * rather than a second one. Forgotten when the attempt ends, so the next Pay creates a new order.
   */
  createKey: string | undefined;
  /** Paid for: the page leaves for the success page with this order. */
  paid: Order | undefined;
}

/** Where PayPal's page went once the order existed. */
export type PaypalWindow = 'opened' | 'blocked' | 'in-place';

export type CheckoutEvent =
  | { type: 'invalidEmail' }
  | { type: 'submitted'; key: string }
  | { type: 'created'; order: Order; paypal: PaypalWindow }
  | { type: 'createFailed'; failure: unknown }
  | { type: 'captureStarted' }
  | { type: 'captureFailed'; failure: unknown }
  | { type: 'cancelled' }
  | { type: 'polled'; order: Order }
  /** Completed asked the API where the order stands (the answer of GET web/orders/{order_no}). */
  | { type: 'checked'; order: Order }
  | { type: 'windowClosed' }
  /** Reopen: the same order's approval page was opened again (or the browser blocked it). */
  | { type: 'reopened'; paypal: Exclude<PaypalWindow, 'in-place'> };

export const INITIAL_CHECKOUT: CheckoutState = {
  phase: 'idle',
  order: undefined,
  blocked: false,
  error: undefined,
  notice: undefined,
  messageStatus: undefined,
  windowClosed: false,
  closedReason: undefined,
  emailError: undefined,
  createKey: undefined,
  paid: undefined,
};

/** The messages of an earlier state, cleared when a newer one arrives. */
const NO_MESSAGES = { error: undefined, notice: undefined, messageStatus: undefined } as const;

/** A second Pay while the first is still creating its order is ignored: one click, one order. */
export function canPay(state: CheckoutState): boolean {
  return state.phase !== 'opening';
}

/**
 * The PayPal email to send, read as the API reads it (docs/product.md §5): blank means none;
 * `invalid` when the API would refuse it, so nothing is created.
 */
export function payerEmail(planId: number, typed: string): { payerEmail: string | undefined } | 'invalid' {
  const email = typed.trim() || undefined;
  return CreateOrderRequestSchema.safeParse({ plan_id: planId, payer_email: email }).success ? { payerEmail: email } : 'invalid';
}

/** What a newly created order asks for: it is already paid, PayPal's page, or it cannot be paid. */
export function afterCreate(order: Order): { next: 'paid' } | { next: 'approve'; url: string } | { next: 'unavailable' } {
  if (isSettled(order)) return { next: 'paid' };
  return order.approve_url ? { next: 'approve', url: order.approve_url } : { next: 'unavailable' };
}

/** A capture refused with 400: the order was cancelled or failed, and only a new order can be paid. */
function closesOrder(failure: unknown): boolean {
  return failure instanceof ApiRequestError && failure.status === 400;
}

/** The attempt is over: the next Pay creates a new order with a new key. */
function forgetOrder(state: CheckoutState): CheckoutState {
  return { ...state, order: undefined, createKey: undefined, windowClosed: false };
}

/** The order can no longer be paid: back to the form, saying why; the next Pay is a new order with a new key. */
function closed(state: CheckoutState, order: Order): CheckoutState {
  return { ...forgetOrder(state), ...NO_MESSAGES, phase: 'cancelled', closedReason: order.closed_reason ?? 'cancelled' };
}

/** Cancelled, declined or expired at PayPal: nothing more can be paid on it. */
function isClosed(order: Order): boolean {
  return order.status === 'cancelled' || order.status === 'failed' || order.status === 'refunded' || order.closed_reason !== null;
}

/** Whether the PayPal window belongs to an order still being paid (its closing matters). */
function awaitingPaypal(state: CheckoutState): boolean {
  return (state.phase === 'waiting' || state.phase === 'checking') && state.order !== undefined && state.paid === undefined;
}

/** The reducer of one checkout; `messages` are the page's localized message texts. */
export function checkoutReducer(messages: MessageTexts) {
  return (state: CheckoutState, event: CheckoutEvent): CheckoutState => {
    switch (event.type) {
      case 'invalidEmail':
        return { ...state, emailError: messageText(messages, MESSAGE_KEYS.invalidEmailPaypal) };
      case 'submitted':
        if (!canPay(state)) return state;
        return { ...state, ...NO_MESSAGES, phase: 'opening', emailError: undefined, closedReason: undefined, createKey: event.key };
      case 'created': {
        const step = afterCreate(event.order);
        if (step.next === 'paid') return { ...state, paid: event.order };
        if (step.next === 'unavailable') {
          return { ...state, phase: 'idle', createKey: undefined, error: messageText(messages, MESSAGE_KEYS.checkoutUnavailable) };
        }
        // In place, this page is being replaced by PayPal's: it stays busy until then.
        if (event.paypal === 'in-place') return { ...state, order: event.order };
        return { ...state, order: event.order, blocked: event.paypal === 'blocked', windowClosed: false, phase: 'waiting' };
      }
      case 'createFailed':
        return { ...state, phase: 'idle', createKey: undefined, error: failureMessage(event.failure, messages) };
      case 'captureStarted':
        return { ...state, ...NO_MESSAGES, phase: 'checking' };
      case 'captureFailed': {
        const error = failureMessage(event.failure, messages);
        // Any other failure (not paid yet, PayPal unreachable) leaves the order open to try again.
        if (closesOrder(event.failure)) return { ...forgetOrder(state), ...NO_MESSAGES, phase: 'idle', error };
        return { ...state, ...NO_MESSAGES, phase: 'waiting', error };
      }
      case 'checked': {
        const { order } = event;
        if (isSettled(order)) return { ...state, paid: order };
        if (isClosed(order)) return closed(state, order);
        // Still payable: say exactly what is missing, and keep the order for Completed, Reopen or Cancel.
        const notice: CheckoutNotice = order.status === 'approved' ? 'capturePending' : 'notApproved';
        return { ...state, ...NO_MESSAGES, phase: 'waiting', notice, messageStatus: order.status };
      }
      case 'windowClosed':
        if (!awaitingPaypal(state) || state.windowClosed) return state;
        // The newer state: whatever was said about the order before, the next step is to reopen PayPal.
        return { ...state, ...NO_MESSAGES, windowClosed: true };
      case 'reopened':
        if (!awaitingPaypal(state)) return state;
        return { ...state, ...NO_MESSAGES, windowClosed: false, blocked: event.paypal === 'blocked' };
      case 'cancelled':
        return { ...forgetOrder(state), ...NO_MESSAGES, phase: 'cancelled', closedReason: 'cancelled' };
      case 'polled':
        if (isSettled(event.order)) return { ...state, paid: event.order };
        // Cancelled in the PayPal window, declined there, or expired: the next Pay is a new order
        // with a new key (the old key's stored answer is this closed order).
        if (isClosed(event.order)) return closed(state, event.order);
        // Messages about another status than the order's now are stale.
        if ((state.error === undefined && state.notice === undefined) || state.messageStatus === event.order.status) return state;
        return { ...state, ...NO_MESSAGES };
    }
  };
}
