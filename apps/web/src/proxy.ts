import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const handleLocale = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // SPEC §4: the language comes from the path or the LANGUAGE cookie, default English.
  // The browser's Accept-Language is deliberately not used (docs/decisions/002).
  request.headers.delete('accept-language');
  return handleLocale(request);
}

export const config = {
  // Everything but the API rewrites, Next internals and files with an extension.
  matcher: ['/((?!api/|ws/|l10n|_next/|_vercel/|.*\\..*).*)'],
};
