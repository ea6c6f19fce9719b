'use client';
/**
 * Web sign-up in two steps: the email (we send a code to it), then the code and a
 * password. The account is created and signed in at once, then the visitor goes on to
 * `afterSignIn` (decided by the page: next-path.ts). Checks are the shared schemas of `@kestrel/domain`.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ContactSchema, ENDPOINTS, MESSAGE_KEYS, ResetPasswordSchema, fieldErrors } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { setToken } from '@/lib/session';
import { captchaToken, prefetchCaptcha, prepareCaptcha } from './captcha';
import { EmailField, ErrorSummary, NewPasswordFields, StatusMessage, SubmitButton, TextField } from './form-controls';
import type { NewPasswordFormLabels } from './form-controls';
import { failureMessage, fill, messageText, placedFailure, textsOf, type MessageTexts } from './messages';
import { ResendCode, type ResendLabels } from './resend-code';
import { announceSession } from './session-events';
import { useFormErrors } from './use-form-errors';
import { RESEND_COOLDOWN_S, requestCode } from './verification';

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

const EMAIL_FIELDS = ['email'] as const;
const DETAIL_FIELDS = ['code', 'password', 'confirmPassword'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

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
  const [email, setEmail] = useState<string | undefined>();
  const [step, setStep] = useState<'email' | 'details'>('email');
  const emailForm = useFormErrors<'email'>('signup', EMAIL_FIELDS);
  const detailForm = useFormErrors<DetailField>('signup', DETAIL_FIELDS);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  useEffect(prepareCaptcha, []);

  // Each step starts at its first field (not on the first render: the page's own order applies).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'details' ? codeInput : emailInput).current?.focus();
  }, [step]);

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = ContactSchema.shape.email.safeParse(new FormData(event.currentTarget).get('email') ?? '');
    if (!parsed.success) {
      emailForm.fail({ email: messageText(messages, parsed.error.issues[0]?.message ?? MESSAGE_KEYS.generic) });
      return;
    }
    emailForm.reset();
    setBusy(true);
    try {
      await requestCode(parsed.data, 'signup');
      setEmail(parsed.data);
      setStep('details');
    } catch (error) {
      emailForm.fail({}, failureMessage(error, messages));
    } finally {
      setBusy(false);
    }
  }

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || email === undefined) return;
    const data = new FormData(event.currentTarget);
    const parsed = ResetPasswordSchema.safeParse({
      email,
      code: data.get('code') ?? '',
      password: data.get('password') ?? '',
      confirmPassword: data.get('confirmPassword') ?? '',
    });
    if (!parsed.success) {
      detailForm.fail(textsOf<DetailField>(fieldErrors(parsed.error), messages));
      return;
    }
    detailForm.reset();
    setBusy(true);
    try {
      const captcha = await captchaToken();
      const { email: address, code, password } = parsed.data;
      const result = await api.call(ENDPOINTS.signup, { body: { email: address, code, password, captcha }, quiet: true });
      setToken(result.token);
      announceSession('login');
      window.location.assign(afterSignIn);
    } catch (error) {
      setBusy(false);
      const { fields, summary } = placedFailure(error, messages, DETAIL_FIELDS);
      detailForm.fail(fields, summary);
    }
  }

  if (step === 'email' || email === undefined) {
    return (
      <form ref={emailForm.formRef} onSubmit={onSendCode} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
        <ErrorSummary id="signup-email-errors" title={labels.errorTitle} items={emailForm.summary} />
        <EmailField
          ref={emailInput}
          id={emailForm.fieldId('email')}
          name="email"
          label={labels.email}
          autoComplete="email"
          defaultValue={email}
          error={emailForm.errors.email}
        />
        <SubmitButton busy={busy} label={labels.sendCode} busyLabel={labels.sendingCode} />
      </form>
    );
  }

  return (
    <form ref={detailForm.formRef} onSubmit={onCreate} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
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
          <button
            type="button"
            onClick={() => {
              detailForm.reset();
              setStep('email');
            }}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {labels.changeEmail}
          </button>
        </div>
      </div>
      <NewPasswordFields fieldId={detailForm.fieldId} errors={detailForm.errors} labels={labels} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
