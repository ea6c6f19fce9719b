import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_POLL_MS, CHALLENGE_POLL_TRIES } from '@kestrel/domain/constants';
import { isAltchaChallenge, pollUntil, solveAltcha } from './captcha-solver';

describe('proof-of-work captcha', () => {
  it('solves a real challenge into a payload the server accepts', async () => {
    const hmacKey = 'test-key';
    const challenge = await createChallenge({ hmacKey, maxnumber: 2000 });
    expect(isAltchaChallenge(challenge)).toBe(true);
    const payload = await solveAltcha(challenge, solveChallenge);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(await verifySolution(payload, 'another-key')).toBe(false);
  });

  it('rejects when the challenge cannot be solved', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'ff'.repeat(32), salt: 's', signature: 'x', maxnumber: 5 };
    await expect(solveAltcha(challenge, solveChallenge)).rejects.toThrow();
  });

  it('tells a challenge from other bodies', () => {
    expect(isAltchaChallenge(undefined)).toBe(false);
    expect(isAltchaChallenge({ challenge: 'x' })).toBe(false);
  });
});

describe('readiness poll (SPEC §4)', () => {
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
