import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND } from '@kestrel/domain/brand';
import { LANGUAGE_CODES } from '@kestrel/domain/languages';
import { siteExit } from '@kestrel/domain/test-support/site-exit';
import { destinationOf, firstValue, MAX_DESTINATION_LENGTH, redirectLocation, redirectRequestLocation } from './destination';

const SITE = 'https://www.kestrelvpn.example';
const DOWNLOAD_HOST = 'download.kestrelvpn.example';

/** Where a browser that asked for /de/redirect goes with this Location, after every decoding a server might add. */
function landsOn(location: string): { site: true } | { site: false; url: URL } {
  const url = siteExit(location, `${SITE}/de/redirect`, SITE);
  return url ? { site: false, url } : { site: true };
}

/** Pieces an attacker strings together around the allowed host: schemes, user names, ports, encodings, look-alikes. */
const piece = fc.constantFrom(
  'https://',
  'http://',
  'https:',
  '//',
  '/',
  '\\',
  DOWNLOAD_HOST,
  'DOWNLOAD.KESTRELVPN.EXAMPLE',
  'download%2ekestrelvpn%2eexample',
  'd\u043ewnload.kestrelvpn.example',
  'download\u3002kestrelvpn\u3002example',
  'xn--dwnload-9ig.kestrelvpn.example',
  'kestrelvpn.example',
  'evil.test',
  '@',
  '%40',
  ':',
  ':443',
  ':8443',
  '.',
  '..',
  '?',
  '#',
  '%2F',
  '%5C',
  'javascript:',
  'data:',
  'alert(1)',
  'go/app-store',
  '/de/',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\ufeff',
);
const attack = fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join(''));
const anyInput = fc.oneof(attack, fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webPath(), fc.string());
const anyLanguage = fc.option(fc.constantFrom(...LANGUAGE_CODES), { nil: undefined });

describe('/redirect destinations', () => {
  it('follows a path of this site in the language of the request', () => {
    expect(destinationOf('/pricing?plan_id=2')).toEqual({ kind: 'site', path: '/pricing?plan_id=2' });
    expect(redirectLocation(destinationOf('/pricing?plan_id=2'), undefined)).toBe('/pricing?plan_id=2');
    expect(redirectLocation(destinationOf('/pricing?plan_id=2'), 'de')).toBe('/de/pricing?plan_id=2');
    // The destination's own prefix gives way to the request's, as after sign-in.
    expect(redirectLocation(destinationOf('/ja/download#apps'), 'ar')).toBe('/ar/download#apps');
    expect(redirectLocation(destinationOf('/'), 'de')).toBe('/de');
    expect(redirectLocation(destinationOf('/?x=1'), 'de')).toBe('/de?x=1');
  });

  it('follows every download link of the brand, unchanged', () => {
    for (const link of Object.values(BRAND.downloads)) {
      expect(destinationOf(link)).toEqual({ kind: 'trusted', url: link });
      expect(redirectLocation(destinationOf(link), 'de')).toBe(link);
    }
    expect(destinationOf('https://DOWNLOAD.kestrelvpn.example/go/app-store')).toEqual({
      kind: 'trusted',
      url: 'https://download.kestrelvpn.example/go/app-store',
    });
  });

  it.each([
    ['another host', 'https://evil.test/path?x=1', 'evil.test'],
    ['plain http, even to the download host', `http://${DOWNLOAD_HOST}/go/app-store`, DOWNLOAD_HOST],
    ['a port', `https://${DOWNLOAD_HOST}:8443/`, `${DOWNLOAD_HOST}:8443`],
    ['the default port written out', `https://${DOWNLOAD_HOST}:443/`, DOWNLOAD_HOST],
    ['a trailing dot', `https://${DOWNLOAD_HOST}./`, `${DOWNLOAD_HOST}.`],
    ['encoded dots', 'https://download%2ekestrelvpn%2eexample/', DOWNLOAD_HOST],
    ['ideographic full stops', 'https://download\u3002kestrelvpn\u3002example/', DOWNLOAD_HOST],
    [
      'a Cyrillic look-alike, shown in its punycode form',
      'https://d\u043ewnload.kestrelvpn.example/',
      'xn--dwnload-9ig.kestrelvpn.example',
    ],
    ['a sub-domain of the download host', `https://${DOWNLOAD_HOST}.evil.test/`, `${DOWNLOAD_HOST}.evil.test`],
    ['the brand domain itself', 'https://kestrelvpn.example/', 'kestrelvpn.example'],
  ])('asks before following %s', (_, input, host) => {
    const destination = destinationOf(input);
    expect(destination).toMatchObject({ kind: 'external', host });
    expect(redirectLocation(destination, undefined)).toBeUndefined();
  });

  it.each([
    'https://kestrelvpn.example@evil.test',
    `https://${DOWNLOAD_HOST}@evil.test/`,
    `https://${DOWNLOAD_HOST}%40evil.test/`,
    `https://user:pass@${DOWNLOAD_HOST}/`,
    `https://evil.test\\@${DOWNLOAD_HOST}/`,
    `https:\\\\${DOWNLOAD_HOST}/`,
    `https:${DOWNLOAD_HOST}/`,
    `https:/${DOWNLOAD_HOST}/`,
    `https:// ${DOWNLOAD_HOST}/`,
    `https://${DOWNLOAD_HOST}/\ttab`,
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '/%2F%2Fevil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://evil.test/',
    'mailto:someone@evil.test',
    'evil.test',
    'https://',
  ])('refuses %j without offering a link', (input) => {
    expect(destinationOf(input)).toEqual({ kind: 'refused' });
    expect(redirectLocation(destinationOf(input), 'de')).toBeUndefined();
  });

  it('refuses an address too long to show, even on the download host', () => {
    expect(destinationOf(`https://${DOWNLOAD_HOST}/${'a'.repeat(MAX_DESTINATION_LENGTH)}`)).toEqual({ kind: 'refused' });
  });

  it('has nothing to do without a destination', () => {
    for (const input of ['', null, undefined]) expect(destinationOf(input)).toEqual({ kind: 'none' });
    expect(redirectLocation({ kind: 'none' }, undefined)).toBeUndefined();
  });

  it('reads the first value of a repeated parameter, as the proxy does', () => {
    expect(firstValue(['/a', 'https://evil.test'])).toBe(new URLSearchParams('url=/a&url=https://evil.test').get('url'));
    expect(firstValue('/a')).toBe('/a');
    expect(firstValue(undefined)).toBeUndefined();
  });

  it('answers requests for /redirect only, in any language and under /m/', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(redirectRequestLocation('/redirect', query('url=/pricing'))).toBe('/pricing');
    expect(redirectRequestLocation('/de/redirect', query('url=%2Fpricing%3Fplan_id%3D2'))).toBe('/de/pricing?plan_id=2');
    expect(redirectRequestLocation('/m/redirect', query(`url=${encodeURIComponent(BRAND.downloads.ios)}`))).toBe(BRAND.downloads.ios);
    // The page answers: it names the host and asks, or says there is nothing to follow.
    expect(redirectRequestLocation('/redirect', query('url=https://evil.test/'))).toBeUndefined();
    expect(redirectRequestLocation('/redirect', query(''))).toBeUndefined();
    // Other pages keep their own `url` parameter.
    expect(redirectRequestLocation('/pricing', query('url=/download'))).toBeUndefined();
    expect(redirectRequestLocation('/redirect/more', query('url=/download'))).toBeUndefined();
  });

  it('never sends a browser anywhere but this site or an allowed host over https', () => {
    fc.assert(
      fc.property(anyInput, anyLanguage, (input, language) => {
        const location = redirectLocation(destinationOf(input), language);
        if (location === undefined) return;
        const target = landsOn(location);
        if (target.site) return;
        expect(target.url.protocol, location).toBe('https:');
        expect(BRAND.redirectHosts, location).toContain(target.url.host);
        expect(target.url.username + target.url.password, location).toBe('');
        // What the browser reads is what was checked: the Location is already in its parsed form.
        expect(target.url.href).toBe(location);
      }),
      { numRuns: 5000 },
    );
  });

  it('names the real host of every address it asks about, and links to exactly what it shows', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const destination = destinationOf(input);
        if (destination.kind !== 'external') return;
        const url = new URL(destination.url);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.host).toBe(destination.host);
        expect(url.username + url.password).toBe('');
        expect(url.href).toBe(destination.url);
        // Shown as text, so it must be printable: no controls or blanks a reader could miss.
        // eslint-disable-next-line no-control-regex -- control characters are exactly what this must not find
        expect(destination.url).not.toMatch(/[\s\u0000-\u001f\u007f-\u009f]/);
      }),
      { numRuns: 5000 },
    );
  });
});
