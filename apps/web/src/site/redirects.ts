/**
 * Redirects and aliases of SPEC §2 (docs/decisions/004). Pure: the proxy asks
 * `resolvePath` what to do with a request path before the locale handling runs.
 *
 * - A language prefix is kept; the query string is kept.
 * - The /m/ mobile prefix (old mobile site) serves the same page: it is rewritten away.
 * - Every move is permanent (308), so links and bookmarks update and search engines
 *   credit the canonical page.
 */
import { isLanguageCode } from '@kestrel/domain';

/** Old path → canonical path. Matching is exact; a trailing slash is ignored. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/paypal': '/pricing',
  '/paypalSuc': '/paySuc',
  '/paypalsuc': '/paySuc',
  '/payStatus': '/paystatus',
  '/forgetpassword': '/forgetPassword',
  '/myaccount': '/myAccount',
  '/home': '/',
  '/whatsvpn': '/what-is-vpn',
  '/buyQuantity': '/pricing',
  '/downloadProduct': '/download/product',
};

/** Old path prefixes whose sub-paths move along (/payStatus/web → /paystatus/web). */
const PREFIX_REDIRECTS: ReadonlyArray<readonly [string, string]> = [['/payStatus/', '/paystatus/']];

export type PathDecision = { kind: 'redirect'; location: string; status: 308 } | { kind: 'rewrite'; pathname: string } | { kind: 'pass' };

function split(pathname: string): { language: string | undefined; mobile: boolean; rest: string } {
  const parts = pathname.split('/').filter(Boolean);
  let language: string | undefined;
  if (parts[0] && isLanguageCode(parts[0])) language = parts.shift();
  let mobile = false;
  if (parts[0] === 'm') {
    mobile = true;
    parts.shift();
  }
  return { language, mobile, rest: `/${parts.join('/')}` };
}

function target(rest: string): string | undefined {
  const exact = REDIRECTS[rest];
  if (exact !== undefined) return exact;
  for (const [from, to] of PREFIX_REDIRECTS) if (rest.startsWith(from)) return to + rest.slice(from.length);
  return undefined;
}

const join = (language: string | undefined, path: string) => (language ? `/${language}${path === '/' ? '' : path}` : path);

/** What to do with a request for `pathname` (+ `search`, kept on redirects). */
export function resolvePath(pathname: string, search = ''): PathDecision {
  const { language, mobile, rest } = split(pathname);
  const moved = target(rest);
  if (moved !== undefined) return { kind: 'redirect', location: join(language, moved) + search, status: 308 };
  if (mobile) return { kind: 'rewrite', pathname: join(language, rest) };
  return { kind: 'pass' };
}
