import { altchaPayload } from '@kestrel/domain/test-support/altcha';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import { describe, expect, it } from 'vitest';
import { verifyAltchaPayload } from './altcha';

const KEY = 'a-test-hmac-key-of-sufficient-length';

async function solved(options: { params?: Record<string, string>; expires?: Date } = {}): Promise<Payload> {
  return altchaPayload(await createChallenge({ hmacKey: KEY, maxnumber: 200, ...options }));
}

describe('verifyAltchaPayload agrees with altcha-lib verifySolution', () => {
  it('accepts what altcha-lib accepts', async () => {
    for (let i = 0; i < 20; i++) {
      const payload = await solved({ expires: new Date(Date.now() + 60_000) });
      expect(await verifySolution(payload, KEY)).toBe(true);
      expect(verifyAltchaPayload(payload, KEY)).toBe(true);
    }
  });

  it('refuses what altcha-lib refuses', async () => {
    const good = await solved({ expires: new Date(Date.now() + 60_000) });
    const variants: Payload[] = [
      { ...good, number: good.number + 1 },
      { ...good, signature: 'f'.repeat(64) },
      { ...good, challenge: '0'.repeat(64) },
      { ...good, salt: `${good.salt}x&` },
      // Parameter splicing: move the number's first digit into the salt (the 2025 replay).
      { ...good, salt: `${good.salt}${String(good.number)[0]}`, number: Number(String(good.number).slice(1) || '0') },
    ];
    for (const payload of variants) {
      expect(await verifySolution(payload, KEY, false)).toBe(false);
      expect(verifyAltchaPayload(payload, KEY)).toBe(false);
    }
    expect(verifyAltchaPayload(good, `${KEY}x`)).toBe(false);
  });

  it('refuses other algorithms', async () => {
    const good = await solved();
    expect(verifyAltchaPayload({ ...good, algorithm: 'SHA-1' }, KEY)).toBe(false);
  });
});
