import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, inLanguage } from './languages';
import { siteExit } from '../test-support/site-exit.mjs';
import { safeInSitePath } from './safe-path';

const SITE = 'https://www.kestrel.example';

/** Whether a browser on the site that follows `href` stays there, after every decoding a server might add. */
function staysOnSite(href: string): boolean {
  return siteExit(href, `${SITE}/de/login`, SITE) === undefined;
}

/** Pieces an attacker strings together: slashes in every spelling, language prefixes, schemes, dots, blanks. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2f',
  '%5C',
  '%252F',
  '%09',
  '%00',
  '/de',
  '/de/',
  '/en/',
  '/ar/ja/',
  '/DE/',
  '.',
  '..',
  '/..',
  '/./',
  'https:',
  'javascript:',
  'data:',
  '@',
  ':',
  '?',
  '#',
  'evil.example',
  'myAccount',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u3000',
  '\ufeff',
  '\u2028',
  '。',
);
const attack = fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join(''));

describe('safe in-site path', () => {
  it('keeps a same-site path with its query and hash, without the language prefix', () => {
    expect(safeInSitePath('/paystatus/web?order=1#x')).toBe('/paystatus/web?order=1#x');
    expect(safeInSitePath('/de/myAccount')).toBe('/myAccount');
    expect(safeInSitePath('/ja')).toBe('/');
    expect(safeInSitePath('/pricing/checkout/3?return=%2Fwin-pay')).toBe('/pricing/checkout/3?return=%2Fwin-pay');
  });

  it.each([
    '/de/de//evil.example',
    '/de//evil.example',
    '/fr/ar//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/a/../..//evil.example',
    // Dot segments that only resolve once the prefix is gone (found by the property below).
    '/en/.myAccount/..',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'myAccount',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(safeInSitePath(input)).toBeUndefined();
  });

  it('answers only paths that stay on the site in every language, and answers them again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(attack, fc.string(), fc.webUrl(), fc.webPath()), (input) => {
        const path = safeInSitePath(input);
        if (path === undefined) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        expect(safeInSitePath(path)).toBe(path);
        for (const language of LANGUAGE_CODES) expect(staysOnSite(inLanguage(language, path))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every ordinary path of the site', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const expected = (LANGUAGE_CODES as readonly string[]).includes(segments[0]!) ? `/${segments.slice(1).join('/')}` : path;
        expect(safeInSitePath(path)).toBe(expected);
      }),
    );
  });
});
