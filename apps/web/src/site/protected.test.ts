import { describe, expect, it } from 'vitest';
import { isProtectedPath, signInRedirect } from './protected';

describe('protected paths (docs/product.md §4)', () => {
  it.each(['/myAccount', '/paystatus', '/paystatus/web', '/paySuc', '/paysuc', '/myAccount/', '/redeem-suc'])(
    '%s needs a session',
    (path) => {
      expect(isProtectedPath(path)).toBe(true);
    },
  );

  it.each(['/', '/login', '/pricing', '/myAccountant', '/paystatusx', '/forgetPassword'])('%s does not', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });

  it('sends a signed-out visitor to sign in, in the same language, and back afterwards', () => {
    expect(signInRedirect('/myAccount')).toBe('/login?next=%2FmyAccount');
    expect(signInRedirect('/de/myAccount')).toBe('/de/login?next=%2FmyAccount');
    expect(signInRedirect('/ar/m/paystatus/web', '?order=7')).toBe('/ar/login?next=%2Fpaystatus%2Fweb%3Forder%3D7');
  });

  it('leaves other paths alone', () => {
    expect(signInRedirect('/de/pricing')).toBeUndefined();
    expect(signInRedirect('/login', '?next=/myAccount')).toBeUndefined();
  });
});
