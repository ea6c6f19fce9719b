import { describe, expect, it } from 'vitest';
import { expiryAfterRefund, grantOf } from './entitlement-time';

const now = new Date('2025-01-15T12:00:00Z');
const at = (iso: string) => new Date(iso);
const expired = { expiresAt: at('2024-12-01T00:00:00Z'), trialUsedAt: null, testMode: false };
const running = { expiresAt: at('2025-03-01T00:00:00Z'), trialUsedAt: null, testMode: false };

describe('grantOf', () => {
  it('starts now when nothing runs, after the running time otherwise', () => {
    expect(grantOf(expired, { productId: 'v2.kestrel.vpn.premium.web.1m', testMode: false }, now)).toEqual({
      startsAt: now,
      expiresAt: at('2025-02-15T12:00:00Z'),
      trialUsedAt: null,
      testMode: false,
    });
    expect(grantOf(running, { productId: 'v2.kestrel.vpn.premium.web.1m', testMode: false }, now)).toMatchObject({
      startsAt: running.expiresAt,
      expiresAt: at('2025-04-01T00:00:00Z'),
    });
  });

  it('gives the trial time once per account', () => {
    const trial = { productId: 'v2.kestrel.vpn.premium.web.1m.try7d', testMode: false };
    expect(grantOf(expired, trial, now)).toMatchObject({ expiresAt: at('2025-02-22T12:00:00Z'), trialUsedAt: now });
    const used = { ...expired, trialUsedAt: at('2024-01-01T00:00:00Z') };
    expect(grantOf(used, trial, now)).toMatchObject({ expiresAt: at('2025-02-15T12:00:00Z'), trialUsedAt: used.trialUsedAt });
  });

  it('marks test time until it has run out', () => {
    const product = 'v2.kestrel.vpn.premium.web.1m';
    expect(grantOf(expired, { productId: product, testMode: true }, now).testMode).toBe(true);
    expect(grantOf({ ...running, testMode: true }, { productId: product, testMode: false }, now).testMode).toBe(true);
    expect(grantOf({ ...expired, testMode: true }, { productId: product, testMode: false }, now).testMode).toBe(false);
  });
});

describe('expiryAfterRefund', () => {
  it('takes the granted length back, never before now', () => {
    const granted = { startsAt: at('2025-01-15T12:00:00Z'), endsAt: at('2025-02-15T12:00:00Z') };
    expect(expiryAfterRefund(at('2025-03-15T12:00:00Z'), granted, now)).toEqual(at('2025-02-12T12:00:00Z'));
    expect(expiryAfterRefund(at('2025-02-15T12:00:00Z'), granted, at('2025-01-20T00:00:00Z'))).toEqual(at('2025-01-20T00:00:00Z'));
  });
});
