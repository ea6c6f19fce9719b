/**
 * Where to go after signing in. The `next` query parameter comes from the URL, so anyone can
 * write it: the sign-in pages decide it once, on the server, with the domain's one safe-path
 * rule, and hand the forms the final path (in the page's language).
 */
import { inLanguage } from '@kestrel/domain/languages';
import { safeInSitePath } from '@kestrel/domain/safe-path';

/** Where a signed-in visitor lands when `next` is missing or unsafe. */
export const DEFAULT_AFTER_SIGN_IN = '/myAccount';

/** Pages that would only send a signed-in visitor back to a sign-in form. */
const SIGN_IN_PAGES = new Set(['/login', '/signup']);

/** The language-neutral same-site path of `next` (query and hash kept), or undefined when it is not one to follow. */
export function safeNextPath(next: string | null | undefined): string | undefined {
  const path = safeInSitePath(next);
  if (path === undefined || SIGN_IN_PAGES.has(path.split(/[?#]/, 1)[0] ?? '')) return undefined;
  return path;
}

/** Where to go after signing in, in `locale`: the safe `next` path, or My account. */
export function afterSignInPath(next: string | undefined, locale: string): string {
  return inLanguage(locale, next ?? DEFAULT_AFTER_SIGN_IN);
}
