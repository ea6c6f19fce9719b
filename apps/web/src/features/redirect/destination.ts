/**
 * Where /redirect?url=… may send a visitor (docs/product.md §2, docs/architecture.md "Security
 * conventions"). Pure and zod-free: the proxy asks it before any page renders, the page asks it
 * again to explain what it did not follow, and the tests ask it hostile questions.
 *
 * - A path of this site (`/pricing`, decided by `safeInSitePath`) is followed, in the language of
 *   the /redirect request.
 * - An https address whose host is on `BRAND.redirectHosts` (the download server) is followed,
 *   but only when the address is written plainly: no user name or password, no port, no
 *   percent-encoding or Unicode in the host, nothing a browser strips or re-reads.
 * - Any other http(s) address is not followed: the page names its host and asks first.
 * - Everything else (`javascript:`, `data:`, `//host`, garbage) is refused with no link at all.
 */
import { BRAND } from '@kestrel/domain/brand';
import { withLanguagePrefix } from '@kestrel/domain/languages';
import { safeInSitePath } from '@kestrel/domain/safe-path';
import { splitSitePath } from '../../site/redirects';

/** The query parameter that carries the destination: `/redirect?url=/pricing`. */
export const REDIRECT_PARAM = 'url';

/** Longer addresses are refused: no real link is this long, and the page has to show it. */
export const MAX_DESTINATION_LENGTH = 2048;

export type Destination =
  /** No destination in the address. */
  | { kind: 'none' }
  /** A path of this site, without language prefix (path, query and hash). */
  | { kind: 'site'; path: string }
  /** An address on an allowed host, as the browser will read it. */
  | { kind: 'trusted'; url: string }
  /** Another website: shown, never followed by itself. `host` is the ASCII (punycode) form. */
  | { kind: 'external'; url: string; host: string }
  /** Not an address we send anyone to. */
  | { kind: 'refused' };

const ALLOWED_HOSTS: ReadonlySet<string> = new Set(BRAND.redirectHosts.map((host) => host.toLowerCase()));

/** Controls, whitespace and `\`: browsers strip or re-read them, so an address with one is not plain. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must find
const AMBIGUOUS_CHARACTER = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

/** `http://` or `https://` and the authority as written, up to the first `/`, `?` or `#`. */
const ABSOLUTE = /^https?:\/\/([^/?#]*)/i;

/** What `input`, the value of `?url=`, names. */
export function destinationOf(input: string | null | undefined): Destination {
  if (input === null || input === undefined || input === '') return { kind: 'none' };
  if (input.length > MAX_DESTINATION_LENGTH) return { kind: 'refused' };
  const path = safeInSitePath(input);
  if (path !== undefined) return { kind: 'site', path };
  if (AMBIGUOUS_CHARACTER.test(input)) return { kind: 'refused' };
  const written = ABSOLUTE.exec(input);
  if (!written) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { kind: 'refused' };
  }
  // `https://kestrelvpn.example@evil.test` goes to evil.test: an address with a user name is a trick.
  if (url.username !== '' || url.password !== '' || url.hostname === '') return { kind: 'refused' };
  const authority = written[1]!.toLowerCase();
  // The host exactly as written must be an allowed name: no `%2e`, no look-alike Unicode, no
  // trailing dot, no port. The parsed URL must agree, so the browser goes where we checked.
  if (url.protocol === 'https:' && ALLOWED_HOSTS.has(authority) && url.host === authority) return { kind: 'trusted', url: url.href };
  return { kind: 'external', url: url.href, host: url.host };
}

/** The first value of a query parameter as Next.js passes it, as `URLSearchParams.get` reads it. */
export function firstValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * Where the server sends a request for /redirect, or undefined when the page must show instead.
 * `language` is the prefix the request came with (kept, as every redirect of the site keeps it).
 */
export function redirectLocation(destination: Destination, language: string | undefined): string | undefined {
  if (destination.kind === 'trusted') return destination.url;
  if (destination.kind !== 'site') return undefined;
  if (!language) return destination.path;
  // Split off query and hash, so `/?x=1` becomes `/de?x=1` rather than `/de/?x=1`.
  const end = destination.path.search(/[?#]/);
  const pathname = end === -1 ? destination.path : destination.path.slice(0, end);
  return withLanguagePrefix(language, pathname) + (end === -1 ? '' : destination.path.slice(end));
}

/**
 * For the proxy: where a request for `pathname` (+ its query) is sent, when it is a request for
 * /redirect (in any language, under /m/ too) whose destination is followed; otherwise undefined,
 * and the page answers.
 */
export function redirectRequestLocation(pathname: string, query: URLSearchParams): string | undefined {
  const { language, rest } = splitSitePath(pathname);
  if (rest !== '/redirect') return undefined;
  return redirectLocation(destinationOf(query.get(REDIRECT_PARAM)), language);
}
