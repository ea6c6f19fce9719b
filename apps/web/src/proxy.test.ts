/**
 * The site's proxy as Next.js runs it before a page: the cookies it sets, over http and over
 * https (which the website's server writes into X-Forwarded-Proto, src/server/forwarded.ts).
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from './proxy';

function visit(path: string, proto: 'http' | 'https', cookie?: string) {
  const headers = new Headers({ 'x-forwarded-proto': proto });
  if (cookie) headers.set('cookie', cookie);
  const response = proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
  return response.headers.getSetCookie();
}

describe('cookies the proxy sets', () => {
  it('remember the language for a year; every one of them is Secure over https, none over http', () => {
    // A language to remember and a campaign's tags: the language cookie and the attribution cookies.
    const overHttps = visit('/de/pricing?utm_source=news', 'https', 'LANGUAGE=en');
    expect(overHttps.find((cookie) => cookie.startsWith('LANGUAGE=de;'))).toMatch(/; Max-Age=31536000;/);
    expect(overHttps.find((cookie) => cookie.startsWith('utm_tags='))).toBeDefined();
    for (const cookie of overHttps) expect(cookie).toMatch(/; Secure(;|$)/);

    // The mobile paths (/m/…) serve the same page through a rewrite, with the same cookies.
    const mobile = visit('/m/de/pricing?utm_source=news', 'https', 'LANGUAGE=en');
    expect(mobile.map((cookie) => cookie.split('=')[0])).toEqual(['LANGUAGE', 'utm_tags', 'first_touch']);
    for (const cookie of mobile) expect(cookie).toMatch(/; Secure(;|$)/);

    const overHttp = visit('/de/pricing?utm_source=news', 'http', 'LANGUAGE=en');
    expect(overHttp.map((cookie) => cookie.split('=')[0])).toEqual(overHttps.map((cookie) => cookie.split('=')[0]));
    for (const cookie of overHttp) expect(cookie).not.toMatch(/Secure/);
  });
});
