import { RATE_LIMIT_LONGEST_WINDOW_MS } from '@kestrel/domain/retention';
import { describe, expect, it } from 'vitest';
import { limitedAddress, LOGIN_FAILURE_RULE, RATE_LIMIT_RULES } from './rate-limit';

describe('rate-limit counters', () => {
  // The privacy policy tells visitors how long a counter holding their address (or their email's
  // hash) lasts: a rule with a longer window would make that statement false.
  it('count for no longer than the privacy policy states', () => {
    const windows = [
      ...Object.values(RATE_LIMIT_RULES).flatMap((rules) => rules.map((rule) => rule.windowMs)),
      LOGIN_FAILURE_RULE.windowMs,
    ];
    expect(windows.filter((windowMs) => windowMs > RATE_LIMIT_LONGEST_WINDOW_MS)).toEqual([]);
  });
});

describe('the address a per-IP limit counts', () => {
  it('is an IPv4 address itself, and an IPv6 address’s /64 however it is written', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(limitedAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8::2:1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('2001:db8:1:3::1')).not.toBe(limitedAddress('2001:db8:1:2::1'));
  });
});
