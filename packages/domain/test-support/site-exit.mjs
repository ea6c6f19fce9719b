/**
 * Where a browser ends up when it follows a link or a Location from one of our pages: for the
 * property tests of the rules that keep visitors on the site (safe-path.ts, the website's
 * /redirect). Plain Node ESM (with site-exit.d.mts beside it), as the other test support.
 */

/** How many more times a server or proxy on the way might percent-decode a path. */
const DECODINGS = 3;

/**
 * The address outside `site` (an origin) that `href`, followed from the page `from`, leads to, or
 * undefined while it stays on the site, after every decoding a server might add: a path that a
 * later decoding turns into `//host` or `/\host` leaves the site too.
 */
export function siteExit(href, from, site) {
  const url = new URL(href, from);
  if (url.origin !== site) return url;
  let path = url.pathname;
  for (let i = 0; i < DECODINGS; i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
    const decoded = new URL(path.replace(/\\/g, '/'), site);
    if (decoded.origin !== site) return decoded;
  }
  return undefined;
}
