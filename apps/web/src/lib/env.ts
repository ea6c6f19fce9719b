/**
 * Environment values the website's server side reads (pages and the server process alike).
 * Not for browser code: NEXT_PUBLIC_* values are inlined where they are used.
 */

/** Where the website's server reaches the API (never through the public origin). */
export function apiInternalUrl(env: Record<string, string | undefined> = process.env): string {
  return env.API_INTERNAL_URL?.trim() || 'http://127.0.0.1:4000';
}
