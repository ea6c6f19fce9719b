import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_HARDER_CODE, CHALLENGE_POLL_MS, CHALLENGE_POLL_TRIES, type CaptchaLevel } from '@kestrel/domain/constants';
import { pollUntil, sendWithCaptcha, solveAltcha } from './captcha-solver';

describe('proof-of-work captcha', () => {
  it('solves a real challenge into a payload the server accepts', async () => {
    const hmacKey = 'test-key';
    const challenge = await createChallenge({ hmacKey, maxnumber: 2000 });
    const payload = await solveAltcha(challenge, solveChallenge);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(await verifySolution(payload, 'another-key')).toBe(false);
  });

  it('rejects when the challenge cannot be solved', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'ff'.repeat(32), salt: 's', signature: 'x', maxnumber: 5 };
    await expect(solveAltcha(challenge, solveChallenge)).rejects.toThrow();
  });
});

describe('readiness poll (docs/product.md §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('polls every 200 ms and gives up after 300 tries (about 60 s)', async () => {
    vi.useFakeTimers();
    const ready = vi.fn(() => false);
    const result = pollUntil(ready, CHALLENGE_POLL_MS, CHALLENGE_POLL_TRIES);
    await vi.advanceTimersByTimeAsync(59_800);
    expect(ready).toHaveBeenCalledTimes(300);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe(false);
  });

  it('answers as soon as it is ready', async () => {
    vi.useFakeTimers();
    let isReady = false;
    const result = pollUntil(() => isReady, CHALLENGE_POLL_MS, CHALLENGE_POLL_TRIES);
    await vi.advanceTimersByTimeAsync(400);
    isReady = true;
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe(true);
  });

  it('stops early when readiness can no longer come', async () => {
    await expect(
      pollUntil(
        () => false,
        10_000,
        300,
        () => true,
      ),
    ).resolves.toBe(false);
  });
});

describe('the harder captcha (docs/decisions/014)', () => {
  const token = async (level: CaptchaLevel) => `${level}-token`;
  // Shaped as the API client's ApiRequestError: the answer's body code on `code`.
  const failure = (message: string, code: number) => Object.assign(new Error(message), { status: 400, code });
  const harder = () => failure('longer check needed', CAPTCHA_HARDER_CODE);

  it('sends a normal token, and nothing more when it is accepted', async () => {
    const sent: string[] = [];
    const onHarder = vi.fn();
    const result = await sendWithCaptcha(async (captcha) => (sent.push(captcha), 'signed in'), token, onHarder);
    expect(result).toBe('signed in');
    expect(sent).toEqual(['normal-token']);
    expect(onHarder).not.toHaveBeenCalled();
  });

  it('on the "harder captcha" answer, says so and sends again with a hard token', async () => {
    const sent: string[] = [];
    const onHarder = vi.fn();
    const send = async (captcha: string) => {
      sent.push(captcha);
      if (captcha !== 'hard-token') throw harder();
      return 'signed in';
    };
    expect(await sendWithCaptcha(send, token, onHarder)).toBe('signed in');
    expect(sent).toEqual(['normal-token', 'hard-token']);
    expect(onHarder).toHaveBeenCalledOnce();
  });

  it('throws any other failure at once, and a second refusal after one retry', async () => {
    const wrong = failure('Incorrect username or password.', 400);
    const once = vi.fn(async () => Promise.reject(wrong));
    await expect(sendWithCaptcha(once, token, vi.fn())).rejects.toBe(wrong);
    expect(once).toHaveBeenCalledOnce();
    const always = vi.fn(async () => Promise.reject(harder()));
    await expect(sendWithCaptcha(always, token, vi.fn())).rejects.toMatchObject({ code: CAPTCHA_HARDER_CODE });
    expect(always).toHaveBeenCalledTimes(2);
  });
});
