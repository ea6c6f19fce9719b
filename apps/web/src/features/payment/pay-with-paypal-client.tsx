'use client';
/**
 * The PayPal step of docs/product.md §4: "opens a new page; the user pays there, then marks Completed or
 * Cancels". The PayPal window is opened inside the click (browsers block later ones) and pointed
 * at PayPal's page once the order exists; if it was blocked, a link opens it instead. While
 * waiting, this page polls the order and listens to the return page, so it moves on by itself
 * too. In an embedded browser (`window: 'same'`, the Windows app) PayPal opens in place.
 * This component only renders: `use-paypal-checkout.ts` runs the flow, and the reducer of
 * `paypal-checkout.ts` decides what each outcome shows.
 */
import { MESSAGE_KEYS } from '@kestrel/domain/messages';
import type { CheckoutReturn } from '@kestrel/domain';
import { EmailField, ErrorSummary, SubmitButton } from '@/features/account/form-controls';
import { messageText, type MessageTexts } from '@/features/account/messages';
import { usePaypalCheckout, type GiftChoices } from './use-paypal-checkout';

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
  /** The buyer closed the PayPal window before paying. */
  windowClosed: string;
  reopen: string;
  /** Completed found the payment approved at PayPal but not yet taken. */
  capturePending: string;
  /** Why an order can no longer be paid (besides `cancelled`). */
  expired: string;
  declined: string;
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
  /** A gift card's choices: the order is a gift order (docs/product.md §3 "Gift cards"). */
  gift?: GiftChoices | undefined;
}

const EMAIL_ID = 'paypal-email';

export function PayWithPaypal({ planId, channel, returnTo, window: target, successPath, labels, messages, gift }: PayWithPaypalProps) {
  const { state, email, setEmail, ready, panel, pay, completed, cancel, reopen } = usePaypalCheckout({
    planId,
    channel,
    returnTo,
    window: target,
    successPath,
    openingTitle: labels.opening,
    emailFieldId: EMAIL_ID,
    messages,
    gift,
  });
  const { phase, order, blocked, error, emailError, notice, windowClosed, closedReason } = state;

  const summary = error ? [{ message: error }] : emailError ? [{ message: emailError, fieldId: EMAIL_ID }] : [];
  // What Completed found missing; "not approved" is the API's own message for it (docs/product.md §8).
  const noticeText =
    notice === 'notApproved'
      ? messageText(messages, MESSAGE_KEYS.paymentPending)
      : notice === 'capturePending'
        ? labels.capturePending
        : '';
  const closedText = closedReason === 'expired' ? labels.expired : closedReason === 'declined' ? labels.declined : labels.cancelled;
  const waitingText = windowClosed ? labels.windowClosed : blocked ? labels.popupBlocked : labels.waitingText;

  if ((phase === 'waiting' || phase === 'checking') && order) {
    return (
      <section aria-labelledby="paypal-waiting" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <ErrorSummary id="pay-errors" title={labels.errorTitle} items={summary} />
        <h3 id="paypal-waiting" ref={panel} tabIndex={-1} className="text-lg font-bold text-brand-900">
          {labels.waitingTitle}
        </h3>
        {/* Read out when it changes: the window was closed, or Completed found something missing. */}
        <div role="status" className="mt-2 space-y-2 text-slate-800">
          <p>{waitingText}</p>
          {noticeText ? (
            <p className="rounded-lg border-s-4 border-amber-500 bg-white p-3 font-semibold text-slate-900">{noticeText}</p>
          ) : null}
        </div>
        {windowClosed && order.approve_url ? (
          <button
            type="button"
            onClick={reopen}
            className="mt-3 rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-100"
          >
            {labels.reopen}
          </button>
        ) : null}
        {blocked && !windowClosed && order.approve_url ? (
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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      noValidate
    >
      <ErrorSummary id="pay-errors" title={labels.errorTitle} items={summary} />
      {phase === 'cancelled' ? (
        <p role="status" className="mb-4 rounded-lg bg-slate-100 p-3 text-slate-800">
          {closedText}
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
