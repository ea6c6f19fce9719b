'use client';
/**
 * Web sign-up in two steps: the email (we send a code to it), then the code and a
 * password. What it does is use-signup.ts, its steps signup-steps.ts; this component only renders.
 */
import { prefetchCaptcha } from './captcha';
import { EmailField, ErrorSummary, NewPasswordFields, StatusMessage, SubmitButton, TextField } from './form-controls';
import type { NewPasswordFormLabels } from './form-controls';
import { fill, type MessageTexts } from './messages';
import { ResendCode, type ResendLabels } from './resend-code';
import { useSignup } from './use-signup';
import { RESEND_COOLDOWN_S } from './verification';

export interface SignupLabels extends ResendLabels, NewPasswordFormLabels {
  email: string;
  sendCode: string;
  sendingCode: string;
  /** Template with {email}. */
  codeSent: string;
  changeEmail: string;
  code: string;
  codeHint: string;
}

export function SignupForm({
  locale,
  afterSignIn,
  labels,
  messages,
}: {
  locale: string;
  /** Where to go once signed in: a safe same-site path in the page's language. */
  afterSignIn: string;
  labels: SignupLabels;
  messages: MessageTexts;
}) {
  const { state, emailForm, detailForm, emailInput, codeInput, sendCode, create, changeEmail } = useSignup(afterSignIn, messages);

  if (state.step === 'email') {
    return (
      <form
        ref={emailForm.formRef}
        onSubmit={sendCode}
        onFocus={prefetchCaptcha}
        noValidate
        aria-busy={emailForm.busy}
        className="space-y-5"
      >
        <ErrorSummary id="signup-email-errors" title={labels.errorTitle} items={emailForm.summary} />
        <EmailField
          ref={emailInput}
          id={emailForm.fieldId('email')}
          name="email"
          label={labels.email}
          autoComplete="email"
          defaultValue={state.email}
          error={emailForm.errors.email}
        />
        <SubmitButton busy={emailForm.busy} label={labels.sendCode} busyLabel={labels.sendingCode} />
      </form>
    );
  }

  const { email } = state;
  return (
    <form ref={detailForm.formRef} onSubmit={create} onFocus={prefetchCaptcha} noValidate aria-busy={detailForm.busy} className="space-y-5">
      <StatusMessage tone="info">{fill(labels.codeSent, { email })}</StatusMessage>
      <ErrorSummary id="signup-errors" title={labels.errorTitle} items={detailForm.summary} />
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <TextField
          ref={codeInput}
          id={detailForm.fieldId('code')}
          name="code"
          label={labels.code}
          hint={labels.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          error={detailForm.errors.code}
        />
        <div className="mt-3 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <ResendCode
            id="signup-resend"
            email={email}
            purpose="signup"
            locale={locale}
            labels={labels}
            initialWait={RESEND_COOLDOWN_S}
            onError={(message) => detailForm.fail({}, message)}
            messages={messages}
          />
          <button type="button" onClick={changeEmail} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {labels.changeEmail}
          </button>
        </div>
      </div>
      <NewPasswordFields fieldId={detailForm.fieldId} errors={detailForm.errors} labels={labels} />
      <SubmitButton busy={detailForm.busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
