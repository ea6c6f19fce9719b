/**
 * Redirects and aliases of docs/product.md §2 (docs/decisions/004). Pure: the proxy asks
 * `resolvePath` what to do with a request path before the locale handling runs.
 *
 * - A language prefix is kept; the query string is kept.
 * - The /m/ mobile prefix (old mobile site) serves the same page: it is rewritten away.
 * - Every move is permanent (308), so links and bookmarks update and search engines
 *   credit the canonical page.
 */
import { isLanguageCode, withLanguagePrefix, type LanguageCode } from '@kestrel/domain/languages';
import { POPULAR_USE_LISTS } from './routes';

// The popular-uses/ lists are the use-case pages' lists (docs/product.md §2): the path moves to the
// page, at the root and under /InternetAccess/ alike.
const popularUses = Object.entries(POPULAR_USE_LISTS).flatMap(([list, slug]) =>
  ['/popular-uses', '/InternetAccess/popular-uses'].map((base) => [`${base}/${list}`, `/InternetAccess/${slug}`] as const),
);

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
  // The old blog's post pages: the blog home, or the post itself below it (/blog/detail/{key}).
  '/blog/detail': '/blog',
  // Named in the original material's path list (docs/product.md §2): the current offer is the
  // promotion page, and "VPN for your country" is the list of locations with the country guides.
  '/offer': '/promotion',
  '/vpn-for-country': '/vpn-server',
  '/popular-uses': '/InternetAccess',
  '/InternetAccess/popular-uses': '/InternetAccess',
  ...Object.fromEntries(popularUses),
};

/** Old path prefixes whose sub-paths move along (/payStatus/web → /paystatus/web). */
const PREFIX_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/payStatus/', '/paystatus/'],
  ['/blog/detail/', '/blog/'],
];

export type PathDecision = { kind: 'redirect'; location: string; status: 308 } | { kind: 'rewrite'; pathname: string } | { kind: 'pass' };

/** A request path taken apart: its language prefix as written (English's too), the /m/ prefix, and the rest. */
export interface SitePath {
  language: LanguageCode | undefined;
  mobile: boolean;
  rest: string;
}

export function splitSitePath(pathname: string): SitePath {
  const parts = pathname.split('/').filter(Boolean);
  const language = isLanguageCode(parts[0]) ? parts[0] : undefined;
  if (language !== undefined) parts.shift();
  const mobile = parts[0] === 'm';
  if (mobile) parts.shift();
  return { language, mobile, rest: `/${parts.join('/')}` };
}

/** `path` under the language prefix the request came with, if it had one. */
export function underRequestPrefix(language: string | undefined, path: string): string {
  return language ? withLanguagePrefix(language, path) : path;
}

function target(rest: string): string | undefined {
  const exact = REDIRECTS[rest];
  if (exact !== undefined) return exact;
  for (const [from, to] of PREFIX_REDIRECTS) if (rest.startsWith(from)) return to + rest.slice(from.length);
  return undefined;
}

/** What to do with a request for `pathname` (+ `search`, kept on redirects). */
export function resolvePath(pathname: string, search = ''): PathDecision {
  const { language, mobile, rest } = splitSitePath(pathname);
  const moved = target(rest);
  if (moved !== undefined) return { kind: 'redirect', location: underRequestPrefix(language, moved) + search, status: 308 };
  if (mobile) return { kind: 'rewrite', pathname: underRequestPrefix(language, rest) };
  return { kind: 'pass' };
}
