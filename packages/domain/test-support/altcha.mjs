/**
 * Solves the API's proof-of-work captcha outside a browser: for the API tests, the e2e helpers
 * and the bench scripts alike. Plain Node ESM (with altcha.d.mts beside it), because the bench
 * scripts run on Node without a TypeScript loader.
 *
 * An ALTCHA v1 challenge is the hex digest of `salt + number` for one number from 0 to
 * `maxnumber`; the answer the widget sends as `captcha` is base64 of the JSON
 * {algorithm, challenge, number, salt, signature}. The search runs synchronously: Node's own
 * hash is many times faster than the Web Crypto calls altcha-lib makes per number.
 */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';

/** altcha-lib's default upper bound, used when a challenge names none. */
const DEFAULT_MAX_NUMBER = 1_000_000;

/** The payload that answers `challenge` (the number found by trying each in turn). */
export function altchaPayload(challenge) {
  const { algorithm, salt, signature } = challenge;
  const digest = algorithm.replace('-', '').toLowerCase(); // 'SHA-256' → 'sha256'
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let number = 0; number <= max; number++) {
    if (
      createHash(digest)
        .update(salt + number)
        .digest('hex') === challenge.challenge
    ) {
      return { algorithm, challenge: challenge.challenge, number, salt, signature };
    }
  }
  throw new Error('the captcha challenge has no solution');
}

/** The `captcha` value that answers `challenge`, as the widget would send it. */
export function solveAltcha(challenge) {
  return Buffer.from(JSON.stringify(altchaPayload(challenge))).toString('base64');
}
