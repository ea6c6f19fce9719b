/**
 * reCAPTCHA adapters (docs/product.md §7 /ws/mm/reca/r2/ and /r3/): the token goes to Google's siteverify
 * endpoint with the secret. v2 needs `success`; v3 also needs a score of at least `minScore`
 * and, when the token names an action, the protected action or the web's default 'submit'.
 * Any failure to get an answer counts as a failed check (fail closed).
 */
import type { CaptchaContext, CaptchaResult, CaptchaVerifier } from './captcha';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The web's default action name (docs/product.md §4). */
export const DEFAULT_CAPTCHA_ACTION = 'submit';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RecaptchaOptions {
  version: 'v2' | 'v3';
  secret: string;
  /** v3 only. */
  minScore: number;
  fetch: FetchLike;
  timeoutMs?: number;
  verifyUrl?: string;
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

export function createRecaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  const url = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    kind: `recaptcha-${options.version}`,
    verify: async (token: string, context: CaptchaContext): Promise<CaptchaResult> => {
      if (token === '') return { ok: false, reason: 'missing' };
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (context.remoteIp) body.set('remoteip', context.remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const res = await options.fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return { ok: false, reason: `siteverify answered ${res.status}` };
        answer = (await res.json()) as SiteverifyAnswer;
      } catch (error) {
        return { ok: false, reason: `siteverify unreachable: ${(error as Error).message}` };
      }
      if (answer.success !== true) {
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(',') : 'none';
        return { ok: false, reason: `rejected (${codes})` };
      }
      if (options.version === 'v3') {
        if (typeof answer.score !== 'number' || answer.score < options.minScore) {
          return { ok: false, reason: `score ${String(answer.score)} below ${options.minScore}` };
        }
        if (typeof answer.action === 'string' && answer.action !== context.action && answer.action !== DEFAULT_CAPTCHA_ACTION) {
          return { ok: false, reason: `action ${answer.action} is not ${context.action}` };
        }
      }
      return { ok: true };
    },
  };
}
