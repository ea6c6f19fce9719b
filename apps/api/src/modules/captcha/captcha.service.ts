/**
 * Which verifier checks which call (docs/decisions/006):
 * - plain /api/mms/ calls of protected endpoints: the ALTCHA payload in the body field `captcha`;
 * - /ws/mm/reca/r2/…: `recasign` checked by reCAPTCHA v2 when RECAPTCHA_SECRET_V2 is set, else ALTCHA;
 * - /ws/mm/reca/r3/…: `recasign` checked by reCAPTCHA v3 (score) when RECAPTCHA_SECRET_V3 is set, else ALTCHA.
 * The ALTCHA HMAC key is CAPTCHA_HMAC_KEY, or a random key generated once and kept in the
 * database (server_secrets) so every instance signs and checks with the same key.
 */
import { CAPTCHA_FAILURE, CAPTCHA_HARDER_CODE, MESSAGE_KEYS } from '@kestrel/domain';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../deps';
import { createAltchaCaptcha, type AltchaCaptcha } from '../../adapters/captcha/altcha';
import type { CaptchaVerifier } from '../../adapters/captcha/captcha';
import { createRecaptchaVerifier, type FetchLike } from '../../adapters/captcha/recaptcha';
import { ApiError } from '../../lib/errors';
import { sharedSecret } from '../../lib/secrets';
import { claimChallenge } from './captcha.repo';

export interface CaptchaSet {
  altcha: AltchaCaptcha;
  r2: CaptchaVerifier;
  r3: CaptchaVerifier;
}

export function createCaptchaSet(deps: { config: Config; database: DatabaseHandle; clock: Clock; fetch?: FetchLike }): CaptchaSet {
  const { config, database, clock } = deps;
  let key: Promise<string> | undefined;
  const hmacKey = () => {
    key ??=
      config.captcha.hmacKey !== undefined ? Promise.resolve(config.captcha.hmacKey) : sharedSecret(database.db, 'altcha_hmac_key', clock);
    // A failed lookup is retried by the next request rather than cached.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  const altcha = createAltchaCaptcha({
    hmacKey,
    difficulty: config.captcha.difficulty,
    clock,
    replay: { claim: (challenge, expiresAt) => claimChallenge(database.db, challenge, expiresAt) },
  });
  const fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { recaptchaSecretV2, recaptchaSecretV3, recaptchaMinScore } = config.captcha;
  return {
    altcha,
    r2: recaptchaSecretV2 ? createRecaptchaVerifier({ version: 'v2', secret: recaptchaSecretV2, minScore: 0, fetch }) : altcha,
    r3: recaptchaSecretV3
      ? createRecaptchaVerifier({ version: 'v3', secret: recaptchaSecretV3, minScore: recaptchaMinScore, fetch })
      : altcha,
  };
}

/** docs/product.md §8: status 400, `{ code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' }`. */
export function captchaFailure(): ApiError {
  return new ApiError(400, CAPTCHA_FAILURE.message, { code: CAPTCHA_FAILURE.code, errCode: CAPTCHA_FAILURE.err_code });
}

/** Status 400, code 20105: solve a `level=hard` challenge and send the request again (docs/decisions/014). */
export function harderCaptchaRequired(): ApiError {
  return ApiError.localized(400, MESSAGE_KEYS.harderCaptcha, { code: CAPTCHA_HARDER_CODE });
}
