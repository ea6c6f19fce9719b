'use client';
/**
 * Forgot password, step 1: the email. A code is sent to it (the answer is the same
 * whether or not the email has an account), then the visitor enters the code and a new
 * password on /resetPassword.
 */
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { prefetchCaptcha, prepareCaptcha } from './captcha';
import { EmailField, ErrorSummary, SubmitButton } from './form-controls';
import type { MessageTexts } from './messages';
import { inLanguage } from '@kestrel/domain/languages';
import { checkedEmail } from './checked';
import { useAccountForm } from './use-account-form';
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
  const { formRef, errors, fieldId, summary, busy, submit } = useAccountForm('forgot', FIELDS, messages);

  useEffect(prepareCaptcha, []);

  const onSubmit = submit(
    (data) => checkedEmail(data, messages),
    async (email) => {
      await requestCode(email, 'reset_password');
      router.push(`${inLanguage(locale, '/resetPassword')}?${new URLSearchParams({ email, sent: '1' })}`);
    },
    { leavesPage: true },
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
      <ErrorSummary id="forgot-errors" title={labels.errorTitle} items={summary} />
      <EmailField id={fieldId('email')} name="email" label={labels.email} error={errors.email} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
