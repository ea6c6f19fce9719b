'use client';
/**
 * Sign in (docs/product.md §5, §7): email and password, checked with the shared LoginSchema, a
 * captcha solved invisibly on submit, then on to `afterSignIn` (decided by the page: next-path.ts).
 * When the API asks for a harder captcha (too many failed sign-ins of the account), the form
 * solves one, saying so, and signs in again.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ENDPOINTS, LoginSchema, MESSAGE_KEYS } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { setToken } from '@/lib/session';
import { captchaToken, prefetchCaptcha, prepareCaptcha } from './captcha';
import { sendWithCaptcha } from './captcha-solver';
import { EmailField, ErrorSummary, PasswordField, SubmitButton } from './form-controls';
import { messageText, type MessageTexts } from './messages';
import { announceSession } from './session-events';
import { checked } from './checked';
import { useAccountForm } from './use-account-form';

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
  const { formRef, errors, fieldId, summary, busy, submit } = useAccountForm<Field>('login', FIELDS, messages);
  /** Said while a long step runs (the harder captcha). */
  const [progress, setProgress] = useState<string>();

  useEffect(prepareCaptcha, []);

  const onSubmit = submit(
    (data) => checked(LoginSchema.safeParse({ username: data.get('username') ?? '', password: data.get('password') ?? '' }), messages),
    async (values) => {
      try {
        const result = await sendWithCaptcha(
          (captcha) => api.call(ENDPOINTS.login, { body: { ...values, captcha }, quiet: true }),
          (level) => captchaToken('submit', level),
          // The harder check takes a while: say why.
          () => setProgress(messageText(messages, MESSAGE_KEYS.solvingHarderCaptcha)),
        );
        setToken(result.token);
        announceSession('login');
        window.location.assign(afterSignIn);
      } catch (error) {
        // The error replaces the progress line; submit shows it where it belongs.
        setProgress(undefined);
        throw error;
      }
    },
    { leavesPage: true },
  );

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
