'use client';
/**
 * Where PayPal (or the test checkout) sends the buyer back (/paystatus/paypal, /win-pay-result):
 * captures the approved order, or cancels it when the buyer cancelled, and says how it went.
 * It tells the waiting checkout page at once; when it is the PayPal window, it offers to close.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ENDPOINTS, MESSAGE_KEYS, isGiftProduct } from '@kestrel/domain';
import { TIME_SLOT, TextWithTime } from '@/components/ui/local-time';
import { fill, messageText, type MessageTexts } from '@/features/account/messages';
import { api } from '@/lib/api/browser';
import { ApiRequestError } from '@/lib/api/client';
import { adoptAppToken, announceOrder, PAYPAL_WINDOW_NAME } from './payment-events';

export interface OrderResultLabels {
  checking: string;
  completedTitle: string;
  /** With {date}. */
  completedText: string;
  cancelledTitle: string;
  cancelledText: string;
  pendingTitle: string;
  pendingText: string;
  /** A gift card's order (docs/product.md §3 "Gift cards"): paid, it gives a code, not Premium time. */
  giftTitle: string;
  giftText: string;
  giftPendingText: string;
  failedTitle: string;
  noOrder: string;
  closeWindow: string;
}

type Outcome =
  | { kind: 'checking' }
  /** `until`: the new Premium end, an ISO instant shown in the visitor's time zone. */
  | { kind: 'completed'; until: string }
  /** A gift card's order, paid: its code waits on the gift card page. */
  | { kind: 'gift' }
  | { kind: 'pending'; gift: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' };

export function OrderResult({
  orderNo,
  cancelled,
  useAppToken,
  labels,
  messages,
  actions,
}: {
  orderNo: string | undefined;
  cancelled: boolean;
  /** The Windows app's pages authenticate with the token it handed to /win-pay. */
  useAppToken: boolean;
  labels: OrderResultLabels;
  messages: MessageTexts;
  /**
   * Links shown under the outcome: after a payment (to the success page), after a gift card's
   * payment (to its code) and otherwise (back to the plans).
   */
  actions: { paid: ReactNode; gift?: ReactNode; other: ReactNode };
}) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: orderNo ? 'checking' : 'none' });
  const [isPopup, setIsPopup] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setIsPopup(window.opener !== null && window.name === PAYPAL_WINDOW_NAME);
    if (!orderNo) return;
    if (useAppToken) adoptAppToken();
    let active = true;
    const settle = async (): Promise<Outcome> => {
      if (cancelled) {
        await api.call(ENDPOINTS.cancelOrder, { params: { order_no: orderNo }, quiet: true });
        return { kind: 'cancelled' };
      }
      const order = await api.call(ENDPOINTS.captureOrder, {
        params: { order_no: orderNo },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        quiet: true,
      });
      const gift = isGiftProduct(order.product_id);
      if (order.status === 'completed' && gift) return { kind: 'gift' };
      if (order.status === 'completed' && order.premium_until) return { kind: 'completed', until: order.premium_until };
      if (order.status === 'paid') return { kind: 'pending', gift };
      return { kind: 'failed', message: messageText(messages, MESSAGE_KEYS.paymentFailed) };
    };
    settle()
      .catch((error: unknown): Outcome => {
        const message = error instanceof ApiRequestError ? error.message : messageText(messages, MESSAGE_KEYS.paymentNetworkError);
        return { kind: 'failed', message };
      })
      .then((result) => {
        if (!active) return;
        setOutcome(result);
        announceOrder(orderNo);
        // Paid, in the window the checkout opened (docs/product.md §4 "PayPal payment"): the checkout
        // page moves on to the success page, so this window closes itself. Without its opener
        // (the checkout tab is gone) it stays, showing the outcome.
        const paid = result.kind === 'completed' || result.kind === 'gift' || result.kind === 'pending';
        if (paid && window.name === PAYPAL_WINDOW_NAME && window.opener && !(window.opener as Window).closed) window.close();
      });
    return () => {
      active = false;
    };
  }, [orderNo, cancelled, useAppToken, messages]);

  useEffect(() => {
    if (outcome.kind !== 'checking') heading.current?.focus();
  }, [outcome.kind]);

  const view: { title: string; text: ReactNode; tone: 'ok' | 'info' | 'bad' } | undefined =
    outcome.kind === 'completed'
      ? {
          title: labels.completedTitle,
          // The date in the visitor's own time zone, named (docs/product.md §9), as My account shows it.
          text: <TextWithTime text={fill(labels.completedText, { date: TIME_SLOT })} iso={outcome.until} />,
          tone: 'ok',
        }
      : outcome.kind === 'gift'
        ? { title: labels.giftTitle, text: labels.giftText, tone: 'ok' }
        : outcome.kind === 'pending'
          ? { title: labels.pendingTitle, text: outcome.gift ? labels.giftPendingText : labels.pendingText, tone: 'info' }
          : outcome.kind === 'cancelled'
            ? { title: labels.cancelledTitle, text: labels.cancelledText, tone: 'info' }
            : outcome.kind === 'failed'
              ? { title: labels.failedTitle, text: outcome.message, tone: 'bad' }
              : undefined;

  return (
    <div aria-live="polite">
      {outcome.kind === 'checking' ? (
        <p className="flex items-center gap-3 text-lg text-slate-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 animate-spin fill-none stroke-brand-600" strokeWidth="3">
            <path d="M12 3a9 9 0 1 0 9 9" />
          </svg>
          {labels.checking}
        </p>
      ) : outcome.kind === 'none' ? (
        <p className="text-slate-800">{labels.noOrder}</p>
      ) : view ? (
        <div
          className={`rounded-xl border-s-4 p-5 ${view.tone === 'ok' ? 'border-green-700 bg-green-50' : view.tone === 'bad' ? 'border-red-700 bg-red-50' : 'border-brand-600 bg-brand-50'}`}
        >
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
            {view.title}
          </h2>
          <p className="mt-2 text-slate-800">{view.text}</p>
        </div>
      ) : null}
      {outcome.kind !== 'checking' ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {isPopup ? (
            <button
              type="button"
              onClick={() => window.close()}
              className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {labels.closeWindow}
            </button>
          ) : null}
          {outcome.kind === 'gift' || (outcome.kind === 'pending' && outcome.gift)
            ? (actions.gift ?? actions.paid)
            : outcome.kind === 'completed' || outcome.kind === 'pending'
              ? actions.paid
              : actions.other}
        </div>
      ) : null}
    </div>
  );
}
