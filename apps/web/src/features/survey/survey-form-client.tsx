'use client';
/**
 * The browser extension's uninstall survey (/ext/survey): reasons from the survey's fixed list and
 * an optional comment, checked with the API's schema, then sent with the extension's app type and
 * version when its address carried them. No sign-in and no captcha: the API limits it per address.
 * After sending, the form gives way to the thanks the page rendered.
 */
import { useRef, useState, type ReactNode } from 'react';
import { ENDPOINTS, UNINSTALL_REASONS, UninstallSurveySchema, type UninstallReason, type UninstallSurvey } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { ErrorSummary, FieldMessages, SubmitButton, TextAreaField } from '@/features/account/form-controls';
import type { MessageTexts } from '@/features/account/messages';
import { checked } from '@/features/account/checked';
import { useAccountForm } from '@/features/account/use-account-form';
import type { SurveyApp } from './survey-query';

export interface SurveyLabels {
  legend: string;
  hint: string;
  reasons: Readonly<Record<UninstallReason, string>>;
  comment: string;
  submit: string;
  submitting: string;
  errorTitle: string;
}

const FIELDS = ['reasons', 'comment'] as const;

export function SurveyForm({
  app,
  labels,
  messages,
  thanks,
}: {
  app: SurveyApp;
  labels: SurveyLabels;
  messages: MessageTexts;
  thanks: ReactNode;
}) {
  const { formRef, errors, fieldId, summary, busy, submit } = useAccountForm('survey', FIELDS, messages);
  const [sent, setSent] = useState(false);
  const status = useRef<HTMLDivElement>(null);

  const onSubmit = submit(
    (data) =>
      checked<UninstallSurvey, (typeof FIELDS)[number]>(
        UninstallSurveySchema.safeParse({ reasons: data.getAll('reasons'), comment: data.get('comment') ?? '' }),
        messages,
      ),
    async (answer) => {
      await api.call(ENDPOINTS.uninstallSurvey, { body: { ...answer, ...app }, quiet: true });
      setSent(true);
      // The form is gone: focus goes to the thanks that replaced it.
      requestAnimationFrame(() => status.current?.focus());
    },
  );

  // The first checkbox stands for the group: the summary links to it and focus goes to it.
  const reasonsId = fieldId('reasons');
  const checkboxId = (index: number, reason: UninstallReason) => (index === 0 ? reasonsId : `${reasonsId}-${reason}`);
  const error = errors.reasons;

  return (
    <>
      <div role="status" ref={status} tabIndex={-1}>
        {sent ? thanks : null}
      </div>
      {sent ? null : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-6">
          <ErrorSummary id="survey-errors" title={labels.errorTitle} items={summary} />
          <fieldset aria-describedby={`${reasonsId}-hint`}>
            <legend className="font-semibold text-slate-900">{labels.legend}</legend>
            <div className="mt-3 space-y-3">
              {UNINSTALL_REASONS.map((reason, index) => (
                <div key={reason} className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    id={checkboxId(index, reason)}
                    name="reasons"
                    value={reason}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${reasonsId}-error` : undefined}
                    className="mt-0.5 size-5 shrink-0 accent-brand-600"
                  />
                  <label htmlFor={checkboxId(index, reason)} className="text-slate-900">
                    {labels.reasons[reason]}
                  </label>
                </div>
              ))}
            </div>
            <FieldMessages id={reasonsId} hint={labels.hint} error={error} />
          </fieldset>
          <TextAreaField id={fieldId('comment')} name="comment" label={labels.comment} error={errors.comment} rows={4} />
          <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
        </form>
      )}
    </>
  );
}
