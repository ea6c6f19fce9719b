/**
 * The self-hosted proof-of-work captcha (ALTCHA, v1 payloads) as the browser solves it,
 * docs/product.md §4's readiness poll, and the retry with a harder challenge. No network and no DOM
 * here: ./captcha.ts wires it to the API client.
 */
import { CAPTCHA_HARDER_CODE, type AltchaChallenge, type CaptchaLevel } from '@kestrel/domain/constants';

/** altcha-lib's `solveChallenge`. */
export type SolveChallenge = (
  challenge: string,
  salt: string,
  algorithm?: string,
  max?: number,
) => { promise: Promise<{ number: number } | null> };

/** Base64 of the JSON the server verifies: {algorithm, challenge, number, salt, signature}. */
export function encodePayload(challenge: AltchaChallenge, number: number): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  // The JSON is ASCII (hex, base64 and digits), so btoa is safe.
  return btoa(json);
}

/** Finds the number and answers the payload; rejects when there is no solution. */
export async function solveAltcha(challenge: AltchaChallenge, solve: SolveChallenge): Promise<string> {
  const solution = await solve(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha challenge has no solution');
  return encodePayload(challenge, solution.number);
}

/**
 * Polls `ready` every `intervalMs`, at most `tries` times (docs/product.md §4: 200 ms, 300 tries);
 * answers whether it became ready. `failed` stops early when readiness can no longer come.
 */
export async function pollUntil(
  ready: () => boolean,
  intervalMs: number,
  tries: number,
  failed: () => boolean = () => false,
): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (ready()) return true;
    if (failed()) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return ready();
}

/**
 * Sends a captcha-protected request with a `normal` token. When the API answers that this
 * account needs a harder captcha (CAPTCHA_HARDER_CODE: many recent failed sign-ins,
 * docs/decisions/014), calls `onHarder` (the form says why it takes longer) and sends it
 * once more with a `hard` token; any other failure, and a second refusal, is thrown.
 */
export async function sendWithCaptcha<T>(
  send: (captcha: string) => Promise<T>,
  token: (level: CaptchaLevel) => Promise<string>,
  onHarder: () => void,
): Promise<T> {
  try {
    return await send(await token('normal'));
  } catch (error) {
    // The API client's ApiRequestError carries the answer's body code.
    if ((error as { code?: unknown } | null)?.code !== CAPTCHA_HARDER_CODE) throw error;
    onHarder();
    return send(await token('hard'));
  }
}
