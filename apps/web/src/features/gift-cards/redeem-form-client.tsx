'use client';
/**
 * Redeeming a gift card code (docs/product.md §3 "Gift cards"): the code is checked in the browser
 * first (a typo is named before the server is asked: domain `checkGiftCode`), then redeemed; on
 * success the visitor goes to /redeem-suc, which shows the new Premium end.
 */
import { useState, type FormEvent } from 'react';
import { checkGiftCode, ENDPOINTS, GIFT_MESSAGE_KEYS } from '@kestrel/domain';
import { ErrorSummary, SubmitButton, TextField } from '@/features/account/form-controls';
import { failureMessage, messageText, type MessageTexts } from '@/features/account/messages';
import { api } from '@/lib/api/browser';

export interface RedeemLabels {
  code: string;
  codeHint: string;
  submit: string;
  submitting: string;
  errorTitle: string;
}

const FIELD_ID = 'gift-code';
const PROBLEM_KEYS = {
  characters: GIFT_MESSAGE_KEYS.giftCodeCharacters,
  length: GIFT_MESSAGE_KEYS.giftCodeLength,
  check: GIFT_MESSAGE_KEYS.giftCodeMistyped,
} as const;

export function RedeemForm({ labels, messages, successPath }: { labels: RedeemLabels; messages: MessageTexts; successPath: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkGiftCode(code);
    if (!checked.ok) {
      setError(messageText(messages, PROBLEM_KEYS[checked.problem]));
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await api.call(ENDPOINTS.redeemGift, { body: { code: checked.code }, quiet: true });
      window.location.assign(successPath);
    } catch (failure) {
      setError(failureMessage(failure, messages));
      setBusy(false);
      document.getElementById(FIELD_ID)?.focus();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      {error ? <ErrorSummary id="redeem-errors" title={labels.errorTitle} items={[{ message: error, fieldId: FIELD_ID }]} /> : null}
      <TextField
        id={FIELD_ID}
        name="code"
        label={labels.code}
        hint={labels.codeHint}
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        required
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
