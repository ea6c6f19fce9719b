'use client';
/**
 * The newsletter sign-up (double opt-in): the email, checked with the API's schema, sent with a
 * captcha. The API answers alike for every address (a link goes only to one not yet subscribed),
 * so the status says so rather than promising a mail.
 */
import { useEffect, useState } from 'react';
import { ENDPOINTS, NewsletterSchema } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { captchaToken, prefetchCaptcha, prepareCaptcha } from '@/features/account/captcha';
import { EmailField, ErrorSummary, StatusMessage, SubmitButton } from '@/features/account/form-controls';
import { fill, type MessageTexts } from '@/features/account/messages';
import { checked } from '@/features/account/checked';
import { useAccountForm } from '@/features/account/use-account-form';

export interface NewsletterFormLabels {
  email: string;
  submit: string;
  submitting: string;
  /** Template with {email}. */
  sent: string;
  errorTitle: string;
}

const FIELDS = ['email'] as const;

export function NewsletterForm({ labels, messages }: { labels: NewsletterFormLabels; messages: MessageTexts }) {
  const { formRef, errors, fieldId, summary, busy, submit } = useAccountForm('newsletter', FIELDS, messages);
  const [sentTo, setSentTo] = useState<string | undefined>();

  useEffect(prepareCaptcha, []);

  const send = submit(
    (data) => checked<{ email: string }, 'email'>(NewsletterSchema.safeParse({ email: data.get('email') ?? '' }), messages),
    async ({ email }) => {
      await api.call(ENDPOINTS.newsletterSubscribe, { body: { email, captcha: await captchaToken() }, quiet: true });
      setSentTo(email);
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        // A new attempt: the last one's status no longer describes the form.
        setSentTo(undefined);
        return send(event);
      }}
      onFocus={prefetchCaptcha}
      noValidate
      aria-busy={busy}
      className="space-y-5"
    >
      <StatusMessage>{sentTo ? fill(labels.sent, { email: sentTo }) : null}</StatusMessage>
      <ErrorSummary id="newsletter-errors" title={labels.errorTitle} items={summary} />
      <EmailField id={fieldId('email')} name="email" label={labels.email} error={errors.email} autoComplete="email" />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
