/**
 * The PayPal step's moving parts (docs/product.md §4 "PayPal payment"): the PayPal window, the
 * order calls, the poll every 3 s and the return page's message while waiting. What each outcome
 * means is decided by the reducer of `paypal-checkout.ts`; this hook only does what it asks.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ENDPOINTS, type CheckoutReturn, type CreateGiftOrderRequest } from '@kestrel/domain';
import type { MessageTexts } from '@/features/account/messages';
import { api } from '@/lib/api/browser';
import { PAYMENT_CHANNEL, PAYPAL_WINDOW_NAME } from './payment-events';
import { INITIAL_CHECKOUT, afterCreate, canPay, checkoutReducer, payerEmail, type PaypalWindow } from './paypal-checkout';

const POLL_MS = 3_000;
/** How often the page looks whether the buyer closed the PayPal window (browsers fire no event for it). */
const WINDOW_WATCH_MS = 500;
const PAYPAL_WINDOW_FEATURES = 'popup,width=520,height=720';

export interface PaypalCheckoutOptions {
  planId: number;
  channel: string | undefined;
  returnTo: CheckoutReturn;
  window: 'popup' | 'same';
  /** Where to go once the order is paid (the order number is appended as ?order=). */
  successPath: string;
  /** Title of the PayPal window while the order is being created. */
  openingTitle: string;
  /** The id of the PayPal email field, focused when the email is refused. */
  emailFieldId: string;
  messages: MessageTexts;
  /** A gift card's choices (docs/product.md §3 "Gift cards"): the order is a gift order. */
  gift?: GiftChoices | undefined;
}

/** What the gift card form adds to an order. */
export type GiftChoices = Omit<CreateGiftOrderRequest, 'plan_id' | 'payer_email' | 'return_to' | 'language'>;

/** A short, stable digest of a request: a gift order's key changes with what the buyer chose (FNV-1a). */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Closes the PayPal window while it still shows PayPal. Once it is back on our return page
 * (same origin, so its address is readable) it shows the outcome and its own Close button.
 */
function closePaypalWindow(win: Window | null): void {
  if (!win || win.closed) return;
  try {
    if (win.location.origin === window.location.origin && !win.location.pathname.includes('/sandbox-pay/')) return;
  } catch {
    // Another origin (PayPal's page): reading its address throws.
  }
  win.close();
}

export function usePaypalCheckout({
  planId,
  channel,
  returnTo,
  window: target,
  successPath,
  openingTitle,
  emailFieldId,
  messages,
  gift,
}: PaypalCheckoutOptions) {
  const reducer = useMemo(() => checkoutReducer(messages), [messages]);
  const [state, dispatch] = useReducer(reducer, INITIAL_CHECKOUT);
  const [email, setEmail] = useState('');
  const popup = useRef<Window | null>(null);
  const panel = useRef<HTMLHeadingElement>(null);
  // Until the page is interactive a click would submit the bare form; the button waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const { phase, order, paid, windowClosed } = state;

  useEffect(() => {
    if (!paid) return;
    closePaypalWindow(popup.current);
    window.location.assign(`${successPath}?order=${encodeURIComponent(paid.order_no)}`);
  }, [paid, successPath]);

  // While waiting: poll the order, and react at once when the return page says it moved.
  useEffect(() => {
    if (phase !== 'waiting' || !order) return;
    let stopped = false;
    const check = async () => {
      try {
        const latest = await api.call(ENDPOINTS.order, { params: { order_no: order.order_no }, quiet: true });
        if (!stopped) dispatch({ type: 'polled', order: latest });
      } catch {
        // A missed poll is retried on the next tick.
      }
    };
    const timer = setInterval(check, POLL_MS);
    // A closed PayPal window: the order is asked first (the window may have closed itself after
    // paying), then the page offers to reopen it.
    const watch = setInterval(() => {
      if (windowClosed || !popup.current?.closed) return;
      popup.current = null;
      void check().then(() => {
        if (!stopped) dispatch({ type: 'windowClosed' });
      });
    }, WINDOW_WATCH_MS);
    const returnPage = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(PAYMENT_CHANNEL);
    returnPage?.addEventListener('message', (event: MessageEvent<{ orderNo?: string }>) => {
      if (event.data?.orderNo === order.order_no) void check();
    });
    panel.current?.focus();
    return () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(watch);
      returnPage?.close();
    };
  }, [phase, order, windowClosed]);

  async function pay() {
    if (!canPay(state)) return;
    const payer = payerEmail(planId, email);
    if (payer === 'invalid') {
      dispatch({ type: 'invalidEmail' });
      document.getElementById(emailFieldId)?.focus();
      return;
    }
    // PayPal's window must open inside the click: browsers block one opened later.
    const opened = target === 'popup' ? window.open('', PAYPAL_WINDOW_NAME, PAYPAL_WINDOW_FEATURES) : null;
    if (opened) opened.document.title = openingTitle;
    // One key per checkout attempt: a repeated create answers the attempt's order, not a second one.
    const key = state.createKey ?? crypto.randomUUID();
    dispatch({ type: 'submitted', key });
    try {
      const created = gift
        ? await api.call(ENDPOINTS.createGiftOrder, {
            body: { plan_id: planId, payer_email: payer.payerEmail, return_to: returnTo, ...gift },
            // A gift whose choices changed after a refusal is another request, with its own key.
            headers: { 'Idempotency-Key': `${key}-${digest(JSON.stringify([planId, payer.payerEmail, gift]))}` },
            quiet: true,
          })
        : await api.call(ENDPOINTS.createOrder, {
            body: { plan_id: planId, payer_email: payer.payerEmail, channel, return_to: returnTo },
            headers: { 'Idempotency-Key': key },
            quiet: true,
          });
      const step = afterCreate(created);
      let paypal: PaypalWindow = 'in-place';
      if (step.next === 'unavailable') opened?.close();
      if (step.next === 'approve') {
        if (target === 'same') window.location.assign(step.url);
        else if (opened && !opened.closed) {
          opened.location.href = step.url;
          popup.current = opened;
          paypal = 'opened';
        } else paypal = 'blocked';
      }
      dispatch({ type: 'created', order: created, paypal });
    } catch (failure) {
      opened?.close();
      dispatch({ type: 'createFailed', failure });
    }
  }

  /**
   * Completed: asks the API where the order stands (which captures it when the buyer approved), so
   * the page can say exactly what is missing (docs/product.md §4 "PayPal payment").
   */
  async function completed() {
    if (!order) return;
    dispatch({ type: 'captureStarted' });
    try {
      const latest = await api.call(ENDPOINTS.order, { params: { order_no: order.order_no }, quiet: true });
      dispatch({ type: 'checked', order: latest });
    } catch (failure) {
      dispatch({ type: 'captureFailed', failure });
    }
  }

  /** Reopen: the same order's approval page, in the same window name (never a second order). Opened inside the click. */
  function reopen() {
    if (!order?.approve_url) return;
    const opened = window.open(order.approve_url, PAYPAL_WINDOW_NAME, PAYPAL_WINDOW_FEATURES);
    popup.current = opened;
    dispatch({ type: 'reopened', paypal: opened ? 'opened' : 'blocked' });
  }

  async function cancel() {
    popup.current?.close();
    popup.current = null;
    if (order) await api.call(ENDPOINTS.cancelOrder, { params: { order_no: order.order_no }, quiet: true }).catch(() => undefined);
    dispatch({ type: 'cancelled' });
  }

  return { state, email, setEmail, ready, panel, pay, completed, cancel, reopen };
}
