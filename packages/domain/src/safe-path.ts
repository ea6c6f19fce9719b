/**
 * The one decision whether a destination that a visitor can write (`?next=` after sign-in,
 * later `/redirect`) stays on this site (docs/architecture.md "Security conventions"). Zod-free: the
 * sign-in forms import it.
 *
 * A destination is followed only when it is a path of this site: never another origin, never a
 * protocol-relative `//host` or `/\host` (browsers read `\` as `/`), never a scheme, and never
 * anything a browser or a later decoding step could turn into one (control characters and
 * whitespace that browsers strip, encoded slashes and backslashes). The answer is
 * language-neutral and is itself safe: applying the check to its own answer gives the same
 * answer, and any language prefix put in front of it keeps it on this site.
 */
import { withoutLanguage } from './languages';

const ORIGIN = 'http://site.invalid';

/** Controls, whitespace (browsers strip some of them, which can join `/` and `/`) and `\`. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must find
const AMBIGUOUS_CHARACTER = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;
/** In the path part only: encoded controls, `/`, `\` and `%` (a second decoding would make them real). */
const AMBIGUOUS_ENCODING = /%(?:[01][0-9a-f]|7f|2f|5c|25)/i;

/** True when `path` is a rooted path of this site that no browser can read as another host. */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || AMBIGUOUS_CHARACTER.test(path)) return false;
  if (AMBIGUOUS_ENCODING.test(path.split(/[?#]/, 1)[0] ?? '')) return false;
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The same-site destination that `input` names (path, query and hash, without a language
 * prefix), or undefined when it is not a plain path of this site.
 */
export function safeInSitePath(input: string | null | undefined): string | undefined {
  if (typeof input !== 'string' || !isPlainPath(input)) return undefined;
  const url = new URL(input, ORIGIN);
  const path = withoutLanguage(url.pathname) || '/';
  const result = `${path}${url.search}${url.hash}`;
  // Removing the prefix can expose a second one or a `//` (/de/de//evil.example → /de//evil.example),
  // or dot segments a browser would resolve differently now (/en/.x/.. → /.x/.. → /): the answer must
  // pass the same check and read back as itself, or it is refused.
  return isPlainPath(result) && withoutLanguage(path) === path && new URL(result, ORIGIN).pathname === path ? result : undefined;
}
