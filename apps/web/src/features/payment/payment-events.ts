/**
 * What the payment pages share in the browser: the BroadcastChannel the return page uses to
 * tell the waiting checkout page that an order moved, and the key under which the Windows app's
 * token is kept for the tab (sessionStorage is copied into the PayPal window it opens).
 */
import type { Order } from '@kestrel/domain';
// Relative: the checkout's unit tests import this module without the app's @/ alias.
import { setToken } from '../../lib/session';

export const PAYMENT_CHANNEL = 'kestrel-payment';
/** The PayPal window's name: the return page knows by it that it was opened by the checkout and may close itself. */
export const PAYPAL_WINDOW_NAME = 'kestrel-paypal';
export const WIN_TOKEN_KEY = 'kestrel-win-token';

/** Signs this tab's API calls in with the Windows app's token, when the tab (or its opener) came from /win-pay. */
export function adoptAppToken(): void {
  const token = sessionStorage.getItem(WIN_TOKEN_KEY);
  if (token) setToken(token);
}

/** Paid for: completed, or paid with the money still clearing at PayPal. */
export function isSettled(order: Pick<Order, 'status'>): boolean {
  return order.status === 'completed' || order.status === 'paid';
}

/** Tells other tabs and windows of this site that `orderNo` changed. */
export function announceOrder(orderNo: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PAYMENT_CHANNEL);
  channel.postMessage({ orderNo });
  channel.close();
}
