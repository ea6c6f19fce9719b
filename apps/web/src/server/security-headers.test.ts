import { describe, expect, it } from 'vitest';
import { commonHeaders, contentSecurityPolicy, openerPolicy, referrerPolicy } from './security-headers';

const live = { https: true, dev: false };
const local = { https: false, dev: false };

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('runs scripts from this origin and the page’s own inline scripts only', () => {
    const policy = directives(contentSecurityPolicy(["'sha256-abc='"], live));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('allows eval and the hot-reload socket only in development', () => {
    const policy = directives(contentSecurityPolicy([], { https: false, dev: true }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('headers of every response', () => {
  it('send HSTS for two years with subdomains over https only', () => {
    expect(commonHeaders(live)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(commonHeaders(local)['Strict-Transport-Security']).toBeUndefined();
    expect(commonHeaders(local)).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
  });
});

describe('opener policy', () => {
  it.each([
    ['/', 'same-origin'],
    ['/de/pricing', 'same-origin'],
    ['/myAccount', 'same-origin'],
    ['/win-pay/native', 'same-origin'],
    ['/pricing/checkout', 'same-origin-allow-popups'],
    ['/ja/pricing/checkout/3', 'same-origin-allow-popups'],
    ['/win-pay', 'same-origin-allow-popups'],
    ['/m/ar/win-pay', 'same-origin-allow-popups'],
    ['/paystatus/paypal', 'unsafe-none'],
    ['/de/sandbox-pay/SBX-1', 'unsafe-none'],
    ['/win-pay-result', 'unsafe-none'],
    ['/pricing/checkoutx', 'same-origin'],
  ])('%s → %s', (path, policy) => {
    expect(openerPolicy(path)).toBe(policy);
  });
});

describe('referrer policy', () => {
  it.each([
    ['/resetPassword', 'no-referrer'],
    ['/fr/resetPassword', 'no-referrer'],
    ['/forgetPassword', 'no-referrer'],
    ['/win-pay', 'no-referrer'],
    ['/de/redirect', 'no-referrer'],
    ['/edmsub', 'no-referrer'],
    ['/ar/edmsub', 'no-referrer'],
    ['/', 'strict-origin-when-cross-origin'],
    ['/pricing', 'strict-origin-when-cross-origin'],
  ])('%s → %s', (path, policy) => {
    expect(referrerPolicy(path)).toBe(policy);
  });
});
