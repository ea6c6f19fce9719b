/**
 * docs/product.md §4 protected paths (myaccount, paystatus, paypalsuc, paysuc): without a session
 * cookie they go to the sign-in page, in the same language, which brings the visitor
 * back afterwards (`next`). Pure, so the proxy and the tests share it. Old spellings
 * (/myaccount, /paypalsuc) are moved to their canonical path by ./redirects.ts first.
 */
import { splitSitePath, underRequestPrefix } from './redirects';
import { PROTECTED_PATHS } from './routes';

const PROTECTED = PROTECTED_PATHS.map((path) => path.toLowerCase());

/** True when `path` (without language or /m/ prefix) needs a session. */
export function isProtectedPath(path: string): boolean {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return PROTECTED.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/**
 * The sign-in URL for a signed-out request of `pathname` + `search`, or undefined when
 * the path is not protected. `next` is the language-neutral path the visitor asked for.
 */
export function signInRedirect(pathname: string, search = ''): string | undefined {
  const { language, rest } = splitSitePath(pathname);
  if (!isProtectedPath(rest)) return undefined;
  return `${underRequestPrefix(language, '/login')}?next=${encodeURIComponent(rest + search)}`;
}
