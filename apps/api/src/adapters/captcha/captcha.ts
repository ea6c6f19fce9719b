/**
 * Bot protection behind one interface (docs/architecture.md: every external service has an adapter).
 * Implementations: ALTCHA proof of work (self-hosted, the default) and reCAPTCHA v2/v3.
 */
import type { CaptchaLevel } from '@kestrel/domain';

export type CaptchaResult = { ok: true } | { ok: false; reason: string };

export interface CaptchaContext {
  /** What is being protected (`login`, `signup`…); reCAPTCHA v3 tokens carry an action too. */
  action: string;
  remoteIp: string | undefined;
  /**
   * The proof-of-work level the call needs (default `normal`); only the ALTCHA verifier has
   * levels, and answers `{ ok: false, reason: 'too easy' }` for a valid solution below it.
   */
  level?: CaptchaLevel;
}

export interface CaptchaVerifier {
  readonly kind: string;
  verify(token: string, context: CaptchaContext): Promise<CaptchaResult>;
}
