/**
 * "Send a new code", with a wait between requests. During the wait the button stays
 * focusable (aria-disabled) and says how long is left in its description.
 */
import { useState } from 'react';
import { failureMessage, fill, type MessageTexts } from './messages';
import { formatSeconds, requestCode, useCooldown, type CodePurpose } from './verification';

export interface ResendLabels {
  resend: string;
  /** Template with {time}. */
  resendIn: string;
  /** Template with {email}. */
  resent: string;
}

export function ResendCode({
  id,
  email,
  purpose,
  locale,
  labels,
  initialWait,
  onError,
  messages,
}: {
  id: string;
  email: string;
  purpose: CodePurpose;
  locale: string;
  labels: ResendLabels;
  /** Seconds to wait from the start (a code was just sent). */
  initialWait: number;
  onError: (message: string) => void;
  /** The form's localized messages (for the generic 'Error'). */
  messages: MessageTexts;
}) {
  const { secondsLeft, start } = useCooldown(initialWait);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const waiting = busy || secondsLeft > 0;

  async function resend() {
    if (waiting) return;
    setBusy(true);
    setSent(false);
    try {
      await requestCode(email, purpose);
      setSent(true);
      start();
    } catch (error) {
      onError(failureMessage(error, messages));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-sm">
      <button
        type="button"
        onClick={resend}
        aria-disabled={waiting}
        aria-describedby={secondsLeft > 0 ? `${id}-wait` : undefined}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-slate-700 aria-disabled:no-underline"
      >
        {labels.resend}
      </button>
      {secondsLeft > 0 ? (
        <p id={`${id}-wait`} className="mt-1 text-slate-700">
          {fill(labels.resendIn, { time: formatSeconds(secondsLeft, locale) })}
        </p>
      ) : null}
      <div role="status" className="mt-1 text-green-800">
        {sent ? fill(labels.resent, { email }) : null}
      </div>
    </div>
  );
}
