'use client';
/**
 * Forgot password, step 2: the emailed code and a new password, twice (docs/product.md §5: 'Please
 * Enter Password', 'Please Enter Confirm Password', 'two passwords do not match'). On
 * success every session of the account has ended, this browser's other tabs included.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ENDPOINTS, ResetPasswordSchema } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { captchaToken, prefetchCaptcha, prepareCaptcha } from './captcha';
import { EmailField, ErrorSummary, NewPasswordFields, StatusMessage, SubmitButton, TextField } from './form-controls';
import type { NewPasswordFormLabels } from './form-controls';
import { fill, type MessageTexts } from './messages';
import { ResendCode, type ResendLabels } from './resend-code';
import { announceSession } from './session-events';
import { checked, formFields } from './checked';
import { useAccountForm } from './use-account-form';
import { useFocusWhen } from './use-focus-when';
import { RESEND_COOLDOWN_S } from './verification';

export interface ResetPasswordLabels extends ResendLabels, NewPasswordFormLabels {
  /** Template with {email}. */
  codeSent: string;
  email: string;
  code: string;
  successTitle: string;
  successText: string;
}

const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** The request's name of a field the form names otherwise. */
const REQUEST_FIELDS = { confirm_password: 'confirmPassword' } as const;

export function ResetPasswordForm({
  locale,
  initialEmail,
  codeSent,
  labels,
  messages,
  signInLink,
}: {
  locale: string;
  initialEmail: string;
  /** The code was just requested (arriving from the forgot-password page). */
  codeSent: boolean;
  labels: ResetPasswordLabels;
  messages: MessageTexts;
  /** The link to sign in, shown after the change. */
  signInLink: ReactNode;
}) {
  const { formRef, errors, fail, fieldId, summary, busy, submit } = useAccountForm<Field>('reset', FIELDS, messages, REQUEST_FIELDS);
  const [email, setEmail] = useState(initialEmail);
  const [done, setDone] = useState(false);
  const doneHeading = useFocusWhen(done);

  useEffect(prepareCaptcha, []);

  const onSubmit = submit(
    (data) => checked(ResetPasswordSchema.safeParse(formFields(data, FIELDS)), messages),
    async ({ email: address, code, password, confirmPassword }) => {
      const captcha = await captchaToken();
      await api.call(ENDPOINTS.resetPassword, {
        body: { email: address, code, password, confirm_password: confirmPassword, captcha },
        quiet: true,
      });
      // Every session of the account has ended: other tabs follow to the sign-in page.
      announceSession('logout');
      setDone(true);
    },
  );

  if (done) {
    return (
      <div className="space-y-4">
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold text-green-900">
          {labels.successTitle}
        </h2>
        <p className="text-slate-700">{labels.successText}</p>
        {signInLink}
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
      {codeSent && initialEmail ? <StatusMessage tone="info">{fill(labels.codeSent, { email: initialEmail })}</StatusMessage> : null}
      <ErrorSummary id="reset-errors" title={labels.errorTitle} items={summary} />
      <EmailField
        id={fieldId('email')}
        name="email"
        label={labels.email}
        defaultValue={initialEmail}
        onChange={(event) => setEmail(event.currentTarget.value.trim())}
        error={errors.email}
      />
      <div>
        <TextField
          id={fieldId('code')}
          name="code"
          label={labels.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          error={errors.code}
        />
        {email ? (
          <div className="mt-3">
            <ResendCode
              id="reset-resend"
              email={email}
              purpose="reset_password"
              locale={locale}
              labels={labels}
              initialWait={codeSent ? RESEND_COOLDOWN_S : 0}
              onError={(message) => fail({}, message)}
              messages={messages}
            />
          </div>
        ) : null}
      </div>
      <NewPasswordFields fieldId={fieldId} errors={errors} labels={labels} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
