/**
 * Where to go after signing in. The `next` query parameter comes from the URL, so
 * anyone can write it: only a path of this site is followed (never another origin,
 * a protocol-relative `//host` or a `\` trick), and it is put in the page's language.
 */
import { DEFAULT_LANGUAGE, isLanguageCode } from '@kestrel/domain/languages';

/** Where a signed-in visitor lands when `next` is missing or unsafe. */
export const DEFAULT_AFTER_SIGN_IN = '/myAccount';

/** Pages that would only send a signed-in visitor back to a sign-in form. */
const SIGN_IN_PAGES = new Set(['/login', '/signup']);

const ORIGIN = 'http://site.invalid';

/** `path` without its language prefix, e.g. /de/myAccount → /myAccount. */
export function withoutLanguage(path: string): string {
  const parts = path.split('/');
  return isLanguageCode(parts[1]) ? `/${parts.slice(2).join('/')}` : path;
}

/** `path` (without language) under the language prefix of `locale`; English has none. */
export function inLanguage(locale: string, path: string): string {
  if (locale === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The same-site path (with query and hash) of `next`, language-neutral, or undefined when
 * it is not a safe path of this site.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  // Control characters and whitespace could be stripped by a browser into `//`.
  if ([...next].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  const path = withoutLanguage(url.pathname) || '/';
  if (SIGN_IN_PAGES.has(path)) return undefined;
  return `${path}${url.search}${url.hash}`;
}

/** Where to go after signing in on a page in `locale`. */
export function afterSignInPath(next: string | null | undefined, locale: string): string {
  return inLanguage(locale, safeNextPath(next) ?? DEFAULT_AFTER_SIGN_IN);
}
