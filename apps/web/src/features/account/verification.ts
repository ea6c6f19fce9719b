/**
 * Emailed verification codes (sign-up and password reset): asking for one, and the
 * wait before the visitor may ask again.
 */
import { useCallback, useEffect, useState } from 'react';
import { ENDPOINTS, type VerificationPurpose } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { captchaToken } from './captcha';

export type CodePurpose = VerificationPurpose;

/** Seconds before another code may be asked for; the API also rate-limits requests. */
export const RESEND_COOLDOWN_S = 60;

/** Asks the API to email a code. The answer is the same whether or not the email has an account. */
export async function requestCode(email: string, purpose: CodePurpose): Promise<void> {
  const captcha = await captchaToken();
  await api.call(ENDPOINTS.verificationRequest, { body: { email, purpose, captcha }, quiet: true });
}

/** Seconds left before the next code request; `start()` begins a new wait. */
export function useCooldown(initialSeconds = 0) {
  // Both start at 0 so the server and the first client render agree; the wait starts on mount.
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);

  const start = useCallback((seconds = RESEND_COOLDOWN_S) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);

  useEffect(() => {
    if (initialSeconds > 0) start(initialSeconds);
  }, [initialSeconds, start]);

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** "42 seconds" in the page's language, from the browser's own Intl data. */
export function formatSeconds(seconds: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
}
