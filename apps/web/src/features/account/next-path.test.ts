import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeNextPath } from './next-path';

/** What the sign-in pages do: decide `next` once, then put it in the page's language. */
const destination = (next: string | null | undefined, locale: string) => afterSignInPath(safeNextPath(next), locale);

describe('after sign-in destination', () => {
  it('follows a same-site path, keeping its query and hash, in the page language', () => {
    expect(destination('/paystatus/web?order=1#x', 'en')).toBe('/paystatus/web?order=1#x');
    expect(destination('/myAccount', 'de')).toBe('/de/myAccount');
    expect(destination('/', 'ja')).toBe('/ja');
  });

  it('does not double a language prefix that `next` already has', () => {
    expect(destination('/fr/myAccount', 'fr')).toBe('/fr/myAccount');
    expect(destination('/fr/myAccount', 'en')).toBe('/myAccount');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/de/de//evil.example', '/de//evil.example', 'javascript:alert(1)', '', null])(
    'falls back to My account for %j',
    (next) => {
      expect(safeNextPath(next)).toBeUndefined();
      expect(destination(next, 'en')).toBe('/myAccount');
    },
  );

  it('never goes back to a sign-in form', () => {
    expect(destination('/login?next=/x', 'en')).toBe('/myAccount');
    expect(destination('/de/signup', 'de')).toBe('/de/myAccount');
  });
});
