'use client';
/**
 * The contact form (docs/product.md §5): email, name and inquiry, checked in the browser with the
 * API's own schema ('Please Enter Email', 'Please Enter Name', 'Please Enter Inquiry', 'Invalid Email
 * provide'), sent with a captcha solved as sign-up solves it, and acknowledged with the product's
 * 'Submit success'. After a success the form is emptied for another message.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGE_KEYS } from '@kestrel/domain/messages';
import { ErrorSummary, ReplyEmailField, StatusMessage, SubmitButton, TextAreaField, TextField } from '../account/form-controls';
import { fill, messageText, type MessageTexts } from '../account/messages';
import { useAccountForm } from '../account/use-account-form';
import type { ContactField } from './contact-submit';

/** The schema and the API call, loaded on first use (./contact-submit.ts says why). */
const loadSubmit = () => import('./contact-submit');

export interface ContactFormLabels {
  email: string;
  emailHint: string;
  name: string;
  inquiry: string;
  inquiryHint: string;
  /** Template with {used} and {limit}. */
  count: string;
  countLabel: string;
  submit: string;
  submitting: string;
  successText: string;
  errorTitle: string;
}

const FIELDS: readonly ContactField[] = ['email', 'name', 'inquiry'];

/** `limit`: the inquiry's longest length (the schema's TEXT_MAX_LENGTH, passed by the server page). */
export function ContactForm({ labels, messages, limit }: { labels: ContactFormLabels; messages: MessageTexts; limit: number }) {
  const { formRef, errors, fieldId, summary, busy, submit } = useAccountForm<ContactField>('contact', FIELDS, messages);
  const [used, setUsed] = useState(0);
  const [sent, setSent] = useState(false);

  const send = submit(
    async (data) => (await loadSubmit()).checkContact(data, messages),
    async (values) => {
      await (await loadSubmit()).sendContact(values);
      formRef.current?.reset();
      setUsed(0);
      setSent(true);
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A new attempt: the last success no longer describes the form.
    if (!busy) setSent(false);
    return send(event);
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={() => void loadSubmit().then((module) => module.prefetchCaptcha())}
      noValidate
      aria-busy={busy}
      className="space-y-5"
    >
      <StatusMessage>
        {sent ? (
          <>
            <strong className="block">{messageText(messages, MESSAGE_KEYS.submitSuccess)}</strong> {labels.successText}
          </>
        ) : null}
      </StatusMessage>
      <ErrorSummary id="contact-errors" title={labels.errorTitle} items={summary} />
      <ReplyEmailField id={fieldId('email')} label={labels.email} hint={labels.emailHint} error={errors.email} />
      <TextField id={fieldId('name')} name="name" label={labels.name} autoComplete="name" error={errors.name} />
      <div>
        <TextAreaField
          id={fieldId('inquiry')}
          name="inquiry"
          label={labels.inquiry}
          hint={labels.inquiryHint}
          rows={6}
          onChange={(event) => setUsed(event.currentTarget.value.length)}
          error={errors.inquiry}
        />
        {/* Against the schema's limit; the hint says the limit in words. */}
        <p className={`mt-1 text-end text-sm ${used > limit ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
          <span className="sr-only">{labels.countLabel}: </span>
          {fill(labels.count, { used: String(used), limit: String(limit) })}
        </p>
      </div>
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
