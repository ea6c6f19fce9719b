import { RATE_LIMIT_LONGEST_WINDOW_MS } from '@kestrel/domain/retention';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_RULE, RATE_LIMIT_RULES } from './rate-limit';

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
