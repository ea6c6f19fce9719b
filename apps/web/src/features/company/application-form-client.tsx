'use client';
/**
 * The application form of the Apply section (/influencer and /affiliate-program, #apply): the fields of
 * the program's schema (packages/domain/src/forms.ts), checked in the browser with the API's own
 * messages, then sent with a captcha; success is a status message. Built like the account forms
 * (docs/how-to.md "How to add a form").
 */
import { useState } from 'react';
import { EmailField, ErrorSummary, StatusMessage, SubmitButton, TextAreaField, TextField } from '@/features/account/form-controls';
import type { MessageTexts } from '@/features/account/messages';
import { useAccountForm } from '@/features/account/use-account-form';
import { APPLICATION_FIELDS, type ApplicationField, type ApplicationKind } from './application-fields';

/** The schemas and the API call, loaded on first use (./application-submit.ts says why). */
const loadSubmit = () => import('./application-submit');

export interface ApplicationLabels {
  /** Every field's label, and its hint where it has one. */
  fields: Readonly<Record<ApplicationField, { label: string; hint?: string }>>;
  submit: string;
  submitting: string;
  received: string;
  errorTitle: string;
}

/** The request names the form names otherwise (the API answers with the request's name in `field`). */
const RENAMED = { promotion_methods: 'promotionMethods' } as const;

/** Fields of several lines; the others are one line. */
const MULTILINE: ReadonlySet<ApplicationField> = new Set(['links', 'audience', 'promotionMethods', 'message']);

export function ApplicationForm({ kind, labels, messages }: { kind: ApplicationKind; labels: ApplicationLabels; messages: MessageTexts }) {
  const fields = APPLICATION_FIELDS[kind];
  const { formRef, errors, fieldId, summary, busy, submit } = useAccountForm<ApplicationField>(`${kind}-apply`, fields, messages, RENAMED);
  const [received, setReceived] = useState(false);

  function done(): void {
    formRef.current?.reset();
    setReceived(true);
  }

  const send = submit(
    async (data) => (await loadSubmit()).checkApplication(kind, data, messages),
    async (application) => {
      await (await loadSubmit()).sendApplication(application);
      done();
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        // A new attempt: the last one's confirmation no longer describes the form.
        setReceived(false);
        return send(event);
      }}
      onFocus={() => void loadSubmit().then((module) => module.prefetchCaptcha())}
      noValidate
      aria-busy={busy}
      className="space-y-5"
    >
      <StatusMessage>{received ? labels.received : null}</StatusMessage>
      <ErrorSummary id={`${kind}-apply-errors`} title={labels.errorTitle} items={summary} />
      {fields.map((field) => {
        const common = { id: fieldId(field), name: field, ...labels.fields[field], error: errors[field] };
        if (field === 'email') return <EmailField key={field} {...common} autoComplete="email" />;
        if (MULTILINE.has(field)) return <TextAreaField key={field} {...common} rows={field === 'message' ? 4 : 3} />;
        return <TextField key={field} {...common} autoComplete={field === 'name' ? 'name' : 'url'} />;
      })}
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
