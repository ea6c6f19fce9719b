import { describe, expect, it } from 'vitest';
import { afterSignInPath, inLanguage, safeNextPath, withoutLanguage } from './next-path';

describe('after sign-in destination', () => {
  it('follows a same-site path, keeping its query and hash, in the page language', () => {
    expect(afterSignInPath('/paystatus/web?order=1#x', 'en')).toBe('/paystatus/web?order=1#x');
    expect(afterSignInPath('/myAccount', 'de')).toBe('/de/myAccount');
    expect(afterSignInPath('/', 'ja')).toBe('/ja');
  });

  it('does not double a language prefix that `next` already has', () => {
    expect(afterSignInPath('/fr/myAccount', 'fr')).toBe('/fr/myAccount');
    expect(afterSignInPath('/fr/myAccount', 'en')).toBe('/myAccount');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'myAccount',
    '',
    null,
    undefined,
  ])('falls back to My account for %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
    expect(afterSignInPath(next, 'en')).toBe('/myAccount');
  });

  it('never goes back to a sign-in form', () => {
    expect(afterSignInPath('/login?next=/x', 'en')).toBe('/myAccount');
    expect(afterSignInPath('/de/signup', 'de')).toBe('/de/myAccount');
  });

  it('language helpers', () => {
    expect(withoutLanguage('/ar/myAccount')).toBe('/myAccount');
    expect(withoutLanguage('/myAccount')).toBe('/myAccount');
    expect(inLanguage('en', '/login')).toBe('/login');
    expect(inLanguage('ar', '/login')).toBe('/ar/login');
  });
});
