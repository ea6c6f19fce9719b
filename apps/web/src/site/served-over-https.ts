import type { NextRequest } from 'next/server';

/**
 * Whether the visitor reached the site over https. The website's server decides it (from the
 * socket, or from a trusted proxy's X-Forwarded-Proto: src/server/forwarded.ts) and writes it into
 * X-Forwarded-Proto, replacing whatever the visitor sent, before Next.js sees the request.
 * Cookies the site sets are Secure then, as the API’s are (docs/product.md §4 "Ours").
 */
export function servedOverHttps(request: NextRequest): boolean {
  return request.headers.get('x-forwarded-proto') === 'https';
}
