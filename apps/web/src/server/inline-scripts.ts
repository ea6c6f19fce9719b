/**
 * The hashes a Content-Security-Policy needs to allow a page's own inline scripts (Next.js
 * writes its hydration data as inline `<script>` elements). A browser hashes an inline script's
 * text exactly as it stands between the tags (script is raw text: nothing is decoded), so the
 * same bytes are hashed here.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs as script; anything else (application/ld+json…) is a data block CSP ignores. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** An attribute's value in a start tag's attribute text (`''` when it has none), or undefined when absent. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** `'sha256-…'` source expressions for every inline script of `html` that a browser would run, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
