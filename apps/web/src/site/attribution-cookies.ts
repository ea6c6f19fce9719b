/**
 * Applies the attribution rules (docs/product.md §3 "Attribution", §4 "Affiliate cookies") to a page
 * request in the site's proxy: the server sets the cookies, so a partner's or a campaign's link is
 * remembered without JavaScript, and the API reads them when an account or an order is created.
 */
import { planLanding } from '@kestrel/domain/attribution';
import type { NextRequest, NextResponse } from 'next/server';
import { servedOverHttps } from './served-over-https';

export function applyLandingCookies(request: NextRequest, response: NextResponse, now = new Date()): void {
  if (request.nextUrl.search === '') return;
  const plan = planLanding(request.nextUrl.searchParams, (name) => request.cookies.get(name)?.value, now);
  const secure = servedOverHttps(request);
  for (const name of plan.remove) {
    if (request.cookies.has(name)) response.cookies.set(name, '', { maxAge: 0, path: '/' });
  }
  for (const cookie of plan.set) {
    // Only the servers read them: no script on the page needs a partner's click id.
    response.cookies.set(cookie.name, cookie.value, { maxAge: cookie.maxAgeSeconds, path: '/', sameSite: 'lax', httpOnly: true, secure });
  }
}
