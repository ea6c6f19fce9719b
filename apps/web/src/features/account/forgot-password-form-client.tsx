'use client';
/**
 * Forgot password, step 1: the email. A code is sent to it (the answer is the same
 * whether or not the email has an account), then the visitor enters the code and a new
 * password on /resetPassword.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { ContactSchema, MESSAGE_KEYS } from '@kestrel/domain';
import { prefetchCaptcha, prepareCaptcha } from './captcha';
import { EmailField, ErrorSummary, SubmitButton } from './form-controls';
import { failureMessage, messageText, type MessageTexts } from './messages';
import { inLanguage } from '@kestrel/domain/languages';
import { useFormErrors } from './use-form-errors';
import { requestCode } from './verification';

export interface ForgotPasswordLabels {
  email: string;
  submit: string;
  submitting: string;
  errorTitle: string;
}

const FIELDS = ['email'] as const;

export function ForgotPasswordForm({ locale, labels, messages }: { locale: string; labels: ForgotPasswordLabels; messages: MessageTexts }) {
  const router = useRouter();
  const { formRef, errors, fail, reset, fieldId, summary } = useFormErrors<'email'>('forgot', FIELDS);
  const [busy, setBusy] = useState(false);

  useEffect(prepareCaptcha, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = ContactSchema.shape.email.safeParse(new FormData(event.currentTarget).get('email') ?? '');
    if (!parsed.success) {
      fail({ email: messageText(messages, parsed.error.issues[0]?.message ?? MESSAGE_KEYS.generic) });
      return;
    }
    reset();
    setBusy(true);
    try {
      await requestCode(parsed.data, 'reset_password');
      router.push(`${inLanguage(locale, '/resetPassword')}?${new URLSearchParams({ email: parsed.data, sent: '1' })}`);
    } catch (error) {
      setBusy(false);
      fail({}, failureMessage(error, messages));
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
      <ErrorSummary id="forgot-errors" title={labels.errorTitle} items={summary} />
      <EmailField id={fieldId('email')} name="email" label={labels.email} error={errors.email} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
