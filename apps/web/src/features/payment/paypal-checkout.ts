/**
 * The rules of the PayPal step (docs/product.md §4 "PayPal payment") as a pure reducer: what the
 * checkout shows after each thing that happens — a Pay, the created order, Completed, Cancel, a
 * poll of the order. `use-paypal-checkout.ts` does the calls, the PayPal window and the timers and
 * reports here; keeping the decisions free of React and the DOM lets them be tested on their own.
 */
import { CreateOrderRequestSchema, MESSAGE_KEYS, type Order } from '@kestrel/domain';
// Relative: the unit tests run this module without the app's @/ alias.
import { ApiRequestError } from '../../lib/api/client';
import { failureMessage, messageText, type MessageTexts } from '../account/messages';
import { isSettled } from './payment-events';

/**
 * idle: the form. opening: creating the order (and PayPal's page, in place). waiting: PayPal is
 * open; the page polls. checking: Completed was pressed. cancelled: the form, saying so.
 */
export type CheckoutPhase = 'idle' | 'opening' | 'waiting' | 'checking' | 'cancelled';

export interface CheckoutState {
  phase: CheckoutPhase;
  /** The order being paid, from its creation until it is cancelled or can no longer be paid. */
  order: Order | undefined;
  /** The browser refused the PayPal window: the page offers a link instead. */
  blocked: boolean;
  /** The failure of the last call, shown in the error summary. */
  error: string | undefined;
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
  | { type: 'captured'; order: Order }
  | { type: 'captureFailed'; failure: unknown }
  | { type: 'cancelled' }
  | { type: 'polled'; order: Order };

export const INITIAL_CHECKOUT: CheckoutState = {
  phase: 'idle',
  order: undefined,
  blocked: false,
  error: undefined,
  emailError: undefined,
  createKey: undefined,
  paid: undefined,
};

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
  return { ...state, order: undefined, createKey: undefined };
}

/** The reducer of one checkout; `messages` are the page's localized message texts. */
export function checkoutReducer(messages: MessageTexts) {
  return (state: CheckoutState, event: CheckoutEvent): CheckoutState => {
    switch (event.type) {
      case 'invalidEmail':
        return { ...state, emailError: messageText(messages, MESSAGE_KEYS.invalidEmailPaypal) };
      case 'submitted':
        if (!canPay(state)) return state;
        return { ...state, phase: 'opening', emailError: undefined, error: undefined, createKey: event.key };
      case 'created': {
        const step = afterCreate(event.order);
        if (step.next === 'paid') return { ...state, paid: event.order };
        if (step.next === 'unavailable') {
          return { ...state, phase: 'idle', createKey: undefined, error: messageText(messages, MESSAGE_KEYS.checkoutUnavailable) };
        }
        // In place, this page is being replaced by PayPal's: it stays busy until then.
        if (event.paypal === 'in-place') return { ...state, order: event.order };
        return { ...state, order: event.order, blocked: event.paypal === 'blocked', phase: 'waiting' };
      }
      case 'createFailed':
        return { ...state, phase: 'idle', createKey: undefined, error: failureMessage(event.failure, messages) };
      case 'captureStarted':
        return { ...state, phase: 'checking', error: undefined };
      case 'captured':
        // Captured but not settled at PayPal yet: keep waiting; the poll sees the rest.
        return isSettled(event.order) ? { ...state, paid: event.order } : { ...state, phase: 'waiting' };
      case 'captureFailed': {
        const error = failureMessage(event.failure, messages);
        // Any other failure (not paid yet, PayPal unreachable) leaves the order open to try again.
        return closesOrder(event.failure) ? { ...forgetOrder(state), phase: 'idle', error } : { ...state, phase: 'waiting', error };
      }
      case 'cancelled':
        return { ...forgetOrder(state), phase: 'cancelled' };
      case 'polled':
        if (isSettled(event.order)) return { ...state, paid: event.order };
        // Cancelled in the PayPal window, or declined there: the next Pay is a new order with a new
        // key (the old key's stored answer is this closed order).
        if (event.order.status === 'cancelled' || event.order.status === 'failed') return { ...forgetOrder(state), phase: 'cancelled' };
        return state;
    }
  };
}
