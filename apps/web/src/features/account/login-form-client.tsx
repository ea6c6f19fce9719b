'use client';
/**
 * Sign in (docs/product.md §5, §7): email and password, checked with the shared LoginSchema, a
 * captcha solved invisibly on submit, then on to `afterSignIn` (decided by the page: next-path.ts).
 * When the API asks for a harder captcha (too many failed sign-ins of the account), the form
 * solves one, saying so, and signs in again.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ENDPOINTS, LoginSchema, MESSAGE_KEYS, fieldErrors } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { setToken } from '@/lib/session';
import { captchaToken, prefetchCaptcha, prepareCaptcha } from './captcha';
import { sendWithCaptcha } from './captcha-solver';
import { EmailField, ErrorSummary, PasswordField, SubmitButton } from './form-controls';
import { messageText, placedFailure, textsOf, type MessageTexts } from './messages';
import { announceSession } from './session-events';
import { useFormErrors } from './use-form-errors';

export interface LoginLabels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  showPassword: string;
  errorTitle: string;
}

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginForm({
  afterSignIn,
  labels,
  messages,
  forgotLink,
}: {
  /** Where to go once signed in: a safe same-site path in the page's language. */
  afterSignIn: string;
  labels: LoginLabels;
  messages: MessageTexts;
  /** The "forgot password" link, under the password field. */
  forgotLink: ReactNode;
}) {
  const { formRef, errors, fail, reset, fieldId, summary } = useFormErrors<Field>('login', FIELDS);
  const [busy, setBusy] = useState(false);
  /** Said while a long step runs (the harder captcha). */
  const [progress, setProgress] = useState<string>();

  useEffect(prepareCaptcha, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const parsed = LoginSchema.safeParse({ username: data.get('username') ?? '', password: data.get('password') ?? '' });
    if (!parsed.success) {
      fail(textsOf<Field>(fieldErrors(parsed.error), messages));
      return;
    }
    reset();
    setBusy(true);
    try {
      const result = await sendWithCaptcha(
        (captcha) => api.call(ENDPOINTS.login, { body: { ...parsed.data, captcha }, quiet: true }),
        (level) => captchaToken('submit', level),
        // The harder check takes a while: say why.
        () => setProgress(messageText(messages, MESSAGE_KEYS.solvingHarderCaptcha)),
      );
      setToken(result.token);
      announceSession('login');
      window.location.assign(afterSignIn);
    } catch (error) {
      setBusy(false);
      setProgress(undefined);
      const { fields, summary } = placedFailure(error, messages, FIELDS);
      fail(fields, summary);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prefetchCaptcha} noValidate aria-busy={busy} className="space-y-5">
      <ErrorSummary id="login-errors" title={labels.errorTitle} items={summary} />
      <EmailField id={fieldId('username')} name="username" label={labels.email} error={errors.username} />
      <PasswordField
        id={fieldId('password')}
        name="password"
        label={labels.password}
        autoComplete="current-password"
        showLabel={labels.showPassword}
        error={errors.password}
      />
      <p className="-mt-2 text-end text-sm">{forgotLink}</p>
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {progress}
      </p>
    </form>
  );
}
