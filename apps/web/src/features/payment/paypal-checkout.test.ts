import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, type Order } from '@kestrel/domain';
import { ApiRequestError } from '../../lib/api/client';
import {
  INITIAL_CHECKOUT,
  afterCreate,
  canPay,
  checkoutReducer,
  payerEmail,
  type CheckoutEvent,
  type CheckoutState,
} from './paypal-checkout';

const messages = ENGLISH_MESSAGES as Record<string, string>;
const reduce = checkoutReducer(messages);

function order(
  status: Order['status'],
  approveUrl: string | null = 'https://www.sandbox.paypal.com/checkoutnow?token=EC-1',
  closedReason: Order['closed_reason'] = null,
): Order {
  return {
    order_no: 'KV20250101000001',
    plan_id: 3,
    product_id: 'vpn_24_month',
    amount: 9999,
    currency: 'USD',
    status,
    payment_status: null,
    provider: 'paypal',
    test_mode: true,
    approve_url: approveUrl,
    channel: null,
    created_at: '2025-01-01T00:00:00.000Z',
    premium_until: null,
    closed_reason: closedReason,
  };
}

function run(state: CheckoutState, ...events: CheckoutEvent[]): CheckoutState {
  return events.reduce(reduce, state);
}

/** The API's failure as the client raises it. */
function answered(status: number, message: string): ApiRequestError {
  return new ApiRequestError(message, status, status, { code: status, message });
}

const opening = run(INITIAL_CHECKOUT, { type: 'submitted', key: 'key-1' });
const waiting = run(opening, { type: 'created', order: order('created'), paypal: 'opened' });

describe('Pay', () => {
  it('refuses a malformed PayPal email before anything is created, and accepts none at all', () => {
    expect(payerEmail(3, 'someone@')).toBe('invalid');
    expect(payerEmail(3, '  payer@example.com ')).toEqual({ payerEmail: 'payer@example.com' });
    expect(payerEmail(3, '   ')).toEqual({ payerEmail: undefined });
    const refused = run(INITIAL_CHECKOUT, { type: 'invalidEmail' });
    expect(refused).toMatchObject({ phase: 'idle', order: undefined, emailError: 'Invalid Email provide!' });
  });

  it('clears the earlier errors and shows the busy button while the order is created', () => {
    const failed = run(
      INITIAL_CHECKOUT,
      { type: 'invalidEmail' },
      { type: 'submitted', key: 'k' },
      { type: 'createFailed', failure: answered(502, 'PayPal is not reachable') },
    );
    expect(failed.error).toBe('PayPal is not reachable');
    const again = run(failed, { type: 'invalidEmail' }, { type: 'submitted', key: 'k2' });
    expect(again).toMatchObject({ phase: 'opening', error: undefined, emailError: undefined });
  });

  it('ignores a second Pay while the first is still opening: one click, one order', () => {
    expect(canPay(opening)).toBe(false);
    expect(run(opening, { type: 'submitted', key: 'key-2' })).toBe(opening);
    expect(canPay(INITIAL_CHECKOUT)).toBe(true);
    expect(canPay(run(waiting, { type: 'cancelled' }))).toBe(true);
  });

  it('shows the PayPal panel once the order exists, or the link when the window was blocked', () => {
    expect(waiting).toMatchObject({ phase: 'waiting', order: order('created'), blocked: false, createKey: 'key-1' });
    const blocked = run(opening, { type: 'created', order: order('created'), paypal: 'blocked' });
    expect(blocked).toMatchObject({ phase: 'waiting', blocked: true });
    // A later attempt whose window opened no longer offers the link.
    expect(
      run(blocked, { type: 'cancelled' }, { type: 'submitted', key: 'k' }, { type: 'created', order: order('created'), paypal: 'opened' })
        .blocked,
    ).toBe(false);
  });

  it('stays busy while PayPal replaces the page in an embedded browser', () => {
    expect(run(opening, { type: 'created', order: order('created'), paypal: 'in-place' })).toMatchObject({
      phase: 'opening',
      paid: undefined,
    });
  });

  it('goes to the success page when the created order is already paid', () => {
    expect(afterCreate(order('completed', null))).toEqual({ next: 'paid' });
    expect(run(opening, { type: 'created', order: order('completed', null), paypal: 'opened' }).paid).toEqual(order('completed', null));
    expect(run(opening, { type: 'created', order: order('paid', null), paypal: 'opened' }).paid?.status).toBe('paid');
  });

  it('says the order cannot be paid when it has no PayPal page, and the next Pay creates a new order', () => {
    expect(afterCreate(order('created', null))).toEqual({ next: 'unavailable' });
    const unavailable = run(opening, { type: 'created', order: order('created', null), paypal: 'opened' });
    expect(unavailable).toMatchObject({
      phase: 'idle',
      order: undefined,
      paid: undefined,
      error: 'This order can no longer be paid. Please choose your plan again.',
      createKey: undefined,
    });
  });

  it('shows a failed create and lets the buyer try again with a new key', () => {
    const failed = run(opening, { type: 'createFailed', failure: answered(400, 'You already have this plan.') });
    expect(failed).toMatchObject({ phase: 'idle', error: 'You already have this plan.', createKey: undefined });
    // Not the API's answer (the network dropped): the generic message.
    expect(run(opening, { type: 'createFailed', failure: new TypeError('Failed to fetch') }).error).toBe('Error');
  });
});

describe('Completed says exactly what is missing', () => {
  const checking = run(waiting, { type: 'captureStarted' });

  it('shows the check under way, then the success page when PayPal took the money (or holds it)', () => {
    expect(checking.phase).toBe('checking');
    expect(run(checking, { type: 'checked', order: order('completed', null) }).paid?.order_no).toBe('KV20250101000001');
    expect(run(checking, { type: 'checked', order: order('paid', null) }).paid?.status).toBe('paid');
  });

  it('not approved at PayPal yet: says so and keeps the same order for Completed, Reopen or Cancel', () => {
    const early = run(checking, { type: 'checked', order: order('created') });
    expect(early).toMatchObject({ phase: 'waiting', notice: 'notApproved', error: undefined, order: order('created'), createKey: 'key-1' });
    // The next press clears the message while it checks.
    expect(run(early, { type: 'captureStarted' }).notice).toBeUndefined();
  });

  it('approved but not taken yet: says the payment is pending, and keeps waiting for it', () => {
    const pending = run(checking, { type: 'checked', order: order('approved', null) });
    expect(pending).toMatchObject({ phase: 'waiting', notice: 'capturePending', paid: undefined, createKey: 'key-1' });
  });

  it('cancelled, expired or declined: back to the form saying which, the order forgotten so Pay starts a new one', () => {
    const closedState = (reason: 'cancelled' | 'expired' | 'declined') => ({
      phase: 'cancelled',
      closedReason: reason,
      order: undefined,
      createKey: undefined,
      notice: undefined,
      error: undefined,
    });
    expect(run(checking, { type: 'checked', order: order('cancelled', null, 'cancelled') })).toMatchObject(closedState('cancelled'));
    expect(run(checking, { type: 'checked', order: order('cancelled', null, 'expired') })).toMatchObject(closedState('expired'));
    expect(run(checking, { type: 'checked', order: order('failed', null, 'declined') })).toMatchObject(closedState('declined'));
    // Unapproved past the approval link's life: expired before the reconciliation has cancelled it.
    expect(run(checking, { type: 'checked', order: order('created', null, 'expired') })).toMatchObject(closedState('expired'));
    expect(canPay(run(checking, { type: 'checked', order: order('cancelled', null, 'expired') }))).toBe(true);
  });

  it('a failed check (the network) says so and keeps the order open to press Completed again', () => {
    const failed = run(checking, { type: 'captureFailed', failure: new TypeError('Failed to fetch') });
    expect(failed).toMatchObject({ phase: 'waiting', error: 'Error', order: order('created') });
  });

  it('a 400 means the order is closed: back to the form, the order forgotten, the message shown', () => {
    const closed = run(checking, {
      type: 'captureFailed',
      failure: answered(400, 'This order can no longer be paid. Please choose your plan again.'),
    });
    expect(closed).toMatchObject({
      phase: 'idle',
      order: undefined,
      createKey: undefined,
      error: 'This order can no longer be paid. Please choose your plan again.',
    });
  });
});

describe('a closed PayPal window can always be undone', () => {
  it('offers Reopen for the same order: reopening keeps the order and its key, and clears the notice', () => {
    const closed = run(waiting, { type: 'windowClosed' });
    expect(closed).toMatchObject({ phase: 'waiting', windowClosed: true, order: order('created'), createKey: 'key-1' });
    const reopened = run(closed, { type: 'reopened', paypal: 'opened' });
    expect(reopened).toMatchObject({ windowClosed: false, blocked: false, order: order('created'), createKey: 'key-1' });
    // Reopening is not a new Pay: the order is the one created with key-1, never a second one.
    expect(reopened.phase).toBe('waiting');
    // A blocked reopen offers the link, as a blocked first window does.
    expect(run(closed, { type: 'reopened', paypal: 'blocked' })).toMatchObject({ windowClosed: false, blocked: true });
  });

  it('a window closed after the order was paid, or after Cancel, changes nothing', () => {
    const paid = run(waiting, { type: 'polled', order: order('completed', null) });
    expect(run(paid, { type: 'windowClosed' })).toBe(paid);
    const cancelled = run(waiting, { type: 'cancelled' });
    expect(run(cancelled, { type: 'windowClosed' })).toBe(cancelled);
    expect(run(cancelled, { type: 'reopened', paypal: 'opened' })).toBe(cancelled);
  });

  it('the newer state replaces what Completed said before: no stale message beside "reopen"', () => {
    const early = run(waiting, { type: 'captureStarted' }, { type: 'checked', order: order('created') });
    expect(run(early, { type: 'windowClosed' })).toMatchObject({ windowClosed: true, notice: undefined, error: undefined });
  });
});

describe('stale messages are cleared when a newer state arrives', () => {
  it('the poll finding the order approved clears "not approved yet"', () => {
    const early = run(waiting, { type: 'captureStarted' }, { type: 'checked', order: order('created') });
    expect(early.notice).toBe('notApproved');
    // The same state again: the message still holds.
    expect(run(early, { type: 'polled', order: order('created') })).toBe(early);
    expect(run(early, { type: 'polled', order: order('approved', null) })).toMatchObject({ notice: undefined, error: undefined });
  });

  it('a poll that answers clears the error of a call that failed', () => {
    const failed = run(
      waiting,
      { type: 'captureStarted' },
      { type: 'captureFailed', failure: answered(502, 'Network error, payment failed.') },
    );
    expect(failed.error).toBe('Network error, payment failed.');
    expect(run(failed, { type: 'polled', order: order('created') }).error).toBeUndefined();
  });

  it('a new Pay after a closed order clears the reason and the messages', () => {
    const declined = run(waiting, { type: 'polled', order: order('failed', null, 'declined') });
    expect(declined).toMatchObject({ phase: 'cancelled', closedReason: 'declined' });
    expect(run(declined, { type: 'submitted', key: 'k3' })).toMatchObject({ phase: 'opening', closedReason: undefined, error: undefined });
  });
});

describe('Cancel and the poll', () => {
  it('Cancel says cancelled and forgets the order, so the next Pay creates a new one', () => {
    expect(run(waiting, { type: 'cancelled' })).toMatchObject({ phase: 'cancelled', order: undefined, createKey: undefined });
  });

  it('moves on by itself when the poll finds the order paid', () => {
    expect(run(waiting, { type: 'polled', order: order('completed', null) }).paid?.status).toBe('completed');
  });

  it('says cancelled when the order was cancelled or declined in the PayPal window, and the next Pay is a new order', () => {
    const closed = { phase: 'cancelled', order: undefined, createKey: undefined };
    expect(run(waiting, { type: 'polled', order: order('cancelled', null, 'cancelled') })).toMatchObject({
      ...closed,
      closedReason: 'cancelled',
    });
    expect(run(waiting, { type: 'polled', order: order('failed', null, 'declined') })).toMatchObject({
      ...closed,
      closedReason: 'declined',
    });
  });

  it('keeps waiting while the order is still open', () => {
    expect(run(waiting, { type: 'polled', order: order('created') })).toBe(waiting);
    expect(run(waiting, { type: 'polled', order: order('approved') })).toBe(waiting);
  });
});
