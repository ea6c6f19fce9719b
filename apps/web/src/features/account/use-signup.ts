/**
 * Web sign-up's behaviour: the code is sent to the email, then the account is created with the
 * code and a password and signed in at once, and the visitor goes on to `afterSignIn` (decided by
 * the page: next-path.ts). Checks are the shared schemas of `@kestrel/domain`; the steps are
 * signupReducer (signup-steps.ts).
 */
import { useEffect, useReducer, useRef } from 'react';
import { ENDPOINTS, ResetPasswordSchema } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { setToken } from '@/lib/session';
import { captchaToken, prepareCaptcha } from './captcha';
import type { MessageTexts } from './messages';
import { announceSession } from './session-events';
import { SIGNUP_START, signupReducer } from './signup-steps';
import { checked, checkedEmail } from './checked';
import { useAccountForm } from './use-account-form';
import { requestCode } from './verification';

const EMAIL_FIELDS = ['email'] as const;
const DETAIL_FIELDS = ['code', 'password', 'confirmPassword'] as const;

export function useSignup(afterSignIn: string, messages: MessageTexts) {
  const [state, dispatch] = useReducer(signupReducer, SIGNUP_START);
  const emailForm = useAccountForm('signup', EMAIL_FIELDS, messages);
  const detailForm = useAccountForm('signup', DETAIL_FIELDS, messages);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  useEffect(prepareCaptcha, []);

  // Each step starts at its first field (not on the first render: the page's own order applies).
  const { step } = state;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'details' ? codeInput : emailInput).current?.focus();
  }, [step]);

  const sendCode = emailForm.submit(
    (data) => checkedEmail(data, messages),
    async (email) => {
      await requestCode(email, 'signup');
      dispatch({ type: 'codeSent', email });
    },
  );

  // Submitted only from the second step, which always has the email the code went to.
  const create = detailForm.submit(
    (data) =>
      checked(
        ResetPasswordSchema.safeParse({
          email: state.email,
          code: data.get('code') ?? '',
          password: data.get('password') ?? '',
          confirmPassword: data.get('confirmPassword') ?? '',
        }),
        messages,
      ),
    async ({ email, code, password }) => {
      const captcha = await captchaToken();
      const result = await api.call(ENDPOINTS.signup, { body: { email, code, password, captcha }, quiet: true });
      setToken(result.token);
      announceSession('login');
      window.location.assign(afterSignIn);
    },
    { leavesPage: true },
  );

  function changeEmail() {
    detailForm.reset();
    dispatch({ type: 'changeEmail' });
  }

  return { state, emailForm, detailForm, emailInput, codeInput, sendCode, create, changeEmail };
}
