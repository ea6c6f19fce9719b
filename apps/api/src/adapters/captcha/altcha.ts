/**
 * Self-hosted proof-of-work captcha (ALTCHA, altcha-lib 1.4.1: its salt delimiter stops the
 * parameter-splicing replay of 2025). The client solves a challenge by brute force (on average
 * `difficulty / 2` SHA-256 hashes) and sends the solution as a base64 JSON payload. The server
 * checks the HMAC signature and the expiry (from the injected clock), then redeems the
 * challenge: a solution is accepted once, and remembered until its challenge expires.
 *
 * Challenges are made by altcha-lib. Solutions are checked here with node:crypto, exactly as
 * altcha-lib's verifySolution does for SHA-256 (a test holds the two together), because
 * altcha-lib uses WebCrypto, whose calls queue on libuv's thread pool behind password hashes
 * and made a login under load wait ~10 ms per call.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge, extractParams } from 'altcha-lib';
import type { Challenge, Payload } from 'altcha-lib/types';
import type { CaptchaLevel } from '@kestrel/domain';
import { CAPTCHA_CHALLENGE_TTL_MS } from '@kestrel/domain/retention';
import type { Clock } from '../../deps';
import type { CaptchaContext, CaptchaResult, CaptchaVerifier } from './captcha';

/**
 * A `hard` challenge's `maxnumber` is the configured difficulty times this: ten times the work
 * on average (seconds in a browser at the default difficulty; docs/decisions/014).
 */
export const HARD_CAPTCHA_FACTOR = 10;

/** The salt parameter that marks a `hard` challenge (signed with the rest of the salt). */
const LEVEL_PARAM = 'level';

/** Remembers redeemed challenges until they expire; `claim` is true only the first time. */
export interface ReplayStore {
  claim(challenge: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaOptions {
  /** The HMAC key (resolved once, e.g. from the database on first use). */
  hmacKey: () => Promise<string>;
  /** `maxnumber` of each challenge. */
  difficulty: number;
  clock: Clock;
  replay: ReplayStore;
}

export interface AltchaCaptcha extends CaptchaVerifier {
  createChallenge(level?: CaptchaLevel): Promise<Challenge>;
}

/** The submitted payload, decoded and checked for shape; undefined when it is not one. */
function decodePayload(token: string): Payload | undefined {
  if (token.length > 4096 || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const p = parsed as Record<string, unknown>;
  if (
    p.algorithm !== 'SHA-256' ||
    typeof p.challenge !== 'string' ||
    !/^[0-9a-f]{64}$/.test(p.challenge) ||
    typeof p.salt !== 'string' ||
    p.salt.length > 512 ||
    typeof p.signature !== 'string' ||
    !Number.isSafeInteger(p.number) ||
    (p.number as number) < 0
  ) {
    return undefined;
  }
  return { algorithm: p.algorithm, challenge: p.challenge, number: p.number as number, salt: p.salt, signature: p.signature };
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === 32 && y.length === 32 && timingSafeEqual(x, y);
}

/**
 * altcha-lib's verifySolution for SHA-256: the challenge is SHA-256(salt + number) and the
 * signature HMAC-SHA256(key, challenge). A salt must end with altcha-lib's '&' delimiter (all of
 * ours do), so digits cannot be moved between salt parameters and number (the splicing fix).
 */
export function verifyAltchaPayload(payload: Payload, hmacKey: string): boolean {
  if (payload.algorithm !== 'SHA-256' || !payload.salt.endsWith('&')) return false;
  const challenge = createHash('sha256').update(`${payload.salt}${payload.number}`).digest('hex');
  const signature = createHmac('sha256', hmacKey).update(challenge).digest('hex');
  return sameHex(challenge, payload.challenge) && sameHex(signature, payload.signature);
}

export function createAltchaCaptcha(options: AltchaOptions): AltchaCaptcha {
  return {
    kind: 'altcha',
    createChallenge: async (level = 'normal') =>
      createChallenge({
        algorithm: 'SHA-256',
        hmacKey: await options.hmacKey(),
        maxnumber: level === 'hard' ? options.difficulty * HARD_CAPTCHA_FACTOR : options.difficulty,
        expires: new Date(options.clock.now().getTime() + CAPTCHA_CHALLENGE_TTL_MS),
        ...(level === 'hard' ? { params: { [LEVEL_PARAM]: level } } : {}),
      }),
    verify: async (token: string, context: CaptchaContext): Promise<CaptchaResult> => {
      if (token === '') return { ok: false, reason: 'missing' };
      const payload = decodePayload(token);
      if (!payload) return { ok: false, reason: 'malformed' };
      const params = extractParams(payload);
      const expires = Number(params.expires);
      if (!Number.isSafeInteger(expires)) return { ok: false, reason: 'no expiry' };
      const expiresAt = new Date(expires * 1000);
      if (expiresAt.getTime() <= options.clock.now().getTime()) return { ok: false, reason: 'expired' };
      if (!verifyAltchaPayload(payload, await options.hmacKey())) return { ok: false, reason: 'invalid' };
      // Checked before the solution is redeemed, so the client may still use it where it suffices.
      if (context.level === 'hard' && params[LEVEL_PARAM] !== 'hard') return { ok: false, reason: 'too easy' };
      if (!(await options.replay.claim(payload.challenge, expiresAt))) return { ok: false, reason: 'replayed' };
      return { ok: true };
    },
  };
}
