import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { resolvePath } from './site/redirects';

const handleLocale = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const decision = resolvePath(request.nextUrl.pathname, request.nextUrl.search);
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }

  // SPEC §4: the language comes from the path or the LANGUAGE cookie, default English.
  // The browser's Accept-Language is deliberately not used (docs/decisions/002).
  request.headers.delete('accept-language');

  if (decision.kind === 'rewrite') {
    // /m/… serves the same page: the locale handling sees the path without the mobile prefix.
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return handleLocale(new NextRequest(url, request));
  }
  return handleLocale(request);
}

export const config = {
  // Everything but the API rewrites, Next internals and files with an extension.
  matcher: ['/((?!api/|ws/|l10n|_next/|_vercel/|.*\\..*).*)'],
};
