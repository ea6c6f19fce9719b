import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { LANGUAGE_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@kestrel/domain/constants';
import { applyLandingCookies } from './site/attribution-cookies';
import { redirectRequestLocation } from './features/redirect/destination';
import { signInRedirect } from './site/protected';
import { resolvePath } from './site/redirects';
import { servedOverHttps } from './site/served-over-https';
import { staleSessionHint } from './site/session-hint';

const handleLocale = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const response = route(request);
  // docs/product.md §3: a "signed in" hint without a live session must not keep offering My account.
  const stale = staleSessionHint({
    hint: request.cookies.has(SESSION_HINT_COOKIE),
    session: Boolean(request.cookies.get(SESSION_COOKIE)?.value),
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
  });
  if (stale) response.cookies.set(SESSION_HINT_COOKIE, '', { maxAge: 0, path: '/', sameSite: 'lax' });
  // docs/product.md §4: a landing's partner click, utm tags and channel are kept, whatever the answer
  // (a page, or a redirect to the visitor's language).
  applyLandingCookies(request, response);
  // The language next-intl remembers: Secure over https like the site's other cookies (its
  // routing config is shared with the browser, which cannot know the protocol the server saw).
  const language = response.cookies.get(LANGUAGE_COOKIE);
  if (language && servedOverHttps(request)) response.cookies.set({ ...language, secure: true });
  return response;
}

function route(request: NextRequest): NextResponse {
  const decision = resolvePath(request.nextUrl.pathname, request.nextUrl.search);
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }

  // docs/product.md §2 /redirect: a destination of this site or an allowed host is a real redirect,
  // temporary (302) because it says where one link goes, not where a page moved. Any other
  // destination is left to the page, which names it and asks.
  const followed = redirectRequestLocation(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (followed !== undefined) return NextResponse.redirect(new URL(followed, request.url), 302);

  // docs/product.md §4: account and payment-status pages need a session. Only the cookie's presence is
  // checked here; a token the API refuses is sent to sign in by the page itself.
  if (!request.cookies.get(SESSION_COOKIE)?.value) {
    const login = signInRedirect(request.nextUrl.pathname, request.nextUrl.search);
    if (login) return NextResponse.redirect(new URL(login, request.url), 307);
  }

  // docs/product.md §4: the language comes from the path or the LANGUAGE cookie, default English.
  // The browser's Accept-Language is deliberately not used (docs/decisions/002).
  request.headers.delete('accept-language');

  if (decision.kind === 'rewrite') {
    // /m/… serves the same page: the locale handling sees the path without the mobile prefix.
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    const response = handleLocale(new NextRequest(url, request));
    if (response.headers.get('x-middleware-next') !== '1') return response;
    // "Continue" would render the original /m/… URL, which has no page: render the stripped path,
    // keeping what the locale handling set (request headers for next-intl, the LANGUAGE cookie).
    const rewritten = NextResponse.rewrite(url);
    response.headers.forEach((value, key) => {
      if (key !== 'x-middleware-next' && key !== 'set-cookie') rewritten.headers.set(key, value);
    });
    // Through the cookie store, not as raw headers: the cookies set later in proxy() (the hint, the
    // landing's, Secure on the language) rewrite the response's Set-Cookie from that store.
    for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
    return rewritten;
  }
  return handleLocale(request);
}

export const config = {
  // Pages: everything but Next internals, files with an extension and the file routes of src/app
  // without one (/apple-icon; /og/… also answers without ".png"), which language routing would
  // turn into /en/… pages that do not exist (e2e/seo.spec.ts requests every file route of src/app,
  // so a new one cannot be forgotten here), and the server's own refresh route (docs/decisions/020).
  // The API's paths never reach Next.js: the website's server forwards them (src/server/api-proxy.ts).
  matcher: ['/((?!api/|ws/|l10n|_next/|_vercel/|og/|apple-icon|refresh-api-data|.*\\..*).*)'],
};
