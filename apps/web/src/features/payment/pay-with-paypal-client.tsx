'use client';
/**
 * The PayPal step of docs/product.md §4: "opens a new page; the user pays there, then marks Completed or
 * Cancels". The PayPal window is opened inside the click (browsers block later ones) and pointed
 * at PayPal's page once the order exists; if it was blocked, a link opens it instead. While
 * waiting, this page polls the order and listens to the return page, so it moves on by itself
 * too. In an embedded browser (`window: 'same'`, the Windows app) PayPal opens in place.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CreateOrderRequestSchema, ENDPOINTS, MESSAGE_KEYS, type CheckoutReturn, type Order } from '@kestrel/domain';
import { EmailField, ErrorSummary, SubmitButton } from '@/features/account/form-controls';
import { failureMessage, messageText, type MessageTexts } from '@/features/account/messages';
import { api } from '@/lib/api/browser';
import { ApiRequestError } from '@/lib/api/client';
import { PAYMENT_CHANNEL, isSettled } from './payment-events';

export interface PayLabels {
  paypalEmail: string;
  paypalEmailHint: string;
  pay: string;
  opening: string;
  waitingTitle: string;
  waitingText: string;
  popupBlocked: string;
  openPaypal: string;
  completed: string;
  checking: string;
  cancel: string;
  cancelled: string;
  errorTitle: string;
}

export interface PayWithPaypalProps {
  planId: number;
  channel: string | undefined;
  returnTo: CheckoutReturn;
  window: 'popup' | 'same';
  /** Where to go once the order is paid (the order number is appended as ?order=). */
  successPath: string;
  labels: PayLabels;
  messages: MessageTexts;
}

const POLL_MS = 3_000;
const EMAIL_ID = 'paypal-email';

type Phase = 'idle' | 'opening' | 'waiting' | 'checking' | 'cancelled';

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

export function PayWithPaypal({ planId, channel, returnTo, window: target, successPath, labels, messages }: PayWithPaypalProps) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [error, setError] = useState<string>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [order, setOrder] = useState<Order>();
  const [blocked, setBlocked] = useState(false);
  const popup = useRef<Window | null>(null);
  // One key per checkout attempt: a double click, or a retry after a lost answer, creates one order.
  const createKey = useRef<string>(undefined);
  const panel = useRef<HTMLHeadingElement>(null);
  // Until the page is interactive a click would submit the bare form; the button waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  function finish(paid: Order) {
    closePaypalWindow(popup.current);
    window.location.assign(`${successPath}?order=${encodeURIComponent(paid.order_no)}`);
  }

  // While waiting: poll the order, and react at once when the return page says it is settled.
  useEffect(() => {
    if (phase !== 'waiting' || !order) return;
    let stopped = false;
    const check = async () => {
      try {
        const latest = await api.call(ENDPOINTS.order, { params: { order_no: order.order_no }, quiet: true });
        if (stopped) return;
        if (isSettled(latest)) finish(latest);
        else if (latest.status === 'cancelled' || latest.status === 'failed') {
          setOrder(undefined);
          setPhase('cancelled');
        }
      } catch {
        // A missed poll is retried on the next tick.
      }
    };
    const timer = setInterval(check, POLL_MS);
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(PAYMENT_CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<{ orderNo?: string }>) => {
      if (event.data?.orderNo === order.order_no) void check();
    });
    panel.current?.focus();
    return () => {
      stopped = true;
      clearInterval(timer);
      channel?.close();
    };
    // finish is stable in behaviour; re-subscribing on each render would reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, order]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'opening') return;
    const payerEmail = email.trim() || undefined;
    if (!CreateOrderRequestSchema.safeParse({ plan_id: planId, payer_email: payerEmail }).success) {
      setEmailError(messageText(messages, MESSAGE_KEYS.invalidEmailPaypal));
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    setEmailError(undefined);
    setError(undefined);
    const opened = target === 'popup' ? window.open('', 'kestrel-paypal', 'popup,width=520,height=720') : null;
    if (opened) opened.document.title = labels.opening;
    setPhase('opening');
    createKey.current ??= crypto.randomUUID();
    try {
      const created = await api.call(ENDPOINTS.createOrder, {
        body: { plan_id: planId, payer_email: payerEmail, channel, return_to: returnTo },
        headers: { 'Idempotency-Key': createKey.current },
        quiet: true,
      });
      if (isSettled(created)) return finish(created);
      if (!created.approve_url) throw new ApiRequestError(messageText(messages, MESSAGE_KEYS.checkoutUnavailable), 200, 200, created);
      setOrder(created);
      if (target === 'same') {
        window.location.assign(created.approve_url);
        return;
      }
      if (opened && !opened.closed) {
        opened.location.href = created.approve_url;
        popup.current = opened;
        setBlocked(false);
      } else {
        setBlocked(true);
      }
      setPhase('waiting');
    } catch (failure) {
      opened?.close();
      createKey.current = undefined;
      setError(failureMessage(failure, messages));
      setPhase('idle');
    }
  }

  async function completed() {
    if (!order) return;
    setPhase('checking');
    setError(undefined);
    try {
      const captured = await api.call(ENDPOINTS.captureOrder, {
        params: { order_no: order.order_no },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        quiet: true,
      });
      if (isSettled(captured)) return finish(captured);
      setPhase('waiting');
    } catch (failure) {
      setError(failureMessage(failure, messages));
      const closed = failure instanceof ApiRequestError && failure.status === 400;
      if (closed) {
        createKey.current = undefined;
        setOrder(undefined);
      }
      setPhase(closed ? 'idle' : 'waiting');
    }
  }

  async function cancel() {
    popup.current?.close();
    popup.current = null;
    if (order) await api.call(ENDPOINTS.cancelOrder, { params: { order_no: order.order_no }, quiet: true }).catch(() => undefined);
    createKey.current = undefined;
    setOrder(undefined);
    setPhase('cancelled');
  }

  const summary = error ? [{ message: error }] : emailError ? [{ message: emailError, fieldId: EMAIL_ID }] : [];

  if ((phase === 'waiting' || phase === 'checking') && order) {
    return (
      <section aria-labelledby="paypal-waiting" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <ErrorSummary id="pay-errors" title={labels.errorTitle} items={summary} />
        <h3 id="paypal-waiting" ref={panel} tabIndex={-1} className="text-lg font-bold text-brand-900">
          {labels.waitingTitle}
        </h3>
        <p className="mt-2 text-slate-800">{blocked ? labels.popupBlocked : labels.waitingText}</p>
        {blocked && order.approve_url ? (
          <a
            href={order.approve_url}
            target="_blank"
            rel="noopener"
            className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
          >
            {labels.openPaypal}
          </a>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={completed}
            aria-disabled={phase === 'checking'}
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {phase === 'checking' ? labels.checking : labels.completed}
          </button>
          <button
            type="button"
            onClick={cancel}
            className="rounded-lg border border-slate-400 bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {labels.cancel}
          </button>
        </div>
        <p aria-live="polite" className="sr-only">
          {phase === 'checking' ? labels.checking : ''}
        </p>
      </section>
    );
  }

  return (
    <form onSubmit={pay} noValidate>
      <ErrorSummary id="pay-errors" title={labels.errorTitle} items={summary} />
      {phase === 'cancelled' ? (
        <p role="status" className="mb-4 rounded-lg bg-slate-100 p-3 text-slate-800">
          {labels.cancelled}
        </p>
      ) : null}
      <div className="mb-5">
        <EmailField
          id={EMAIL_ID}
          name="payer_email"
          autoComplete="email"
          label={labels.paypalEmail}
          hint={labels.paypalEmailHint}
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <SubmitButton busy={phase === 'opening'} label={labels.pay} busyLabel={labels.opening} disabled={!ready} />
    </form>
  );
}
