/**
 * Expires every page and fetch that read the API's data (docs/decisions/020): called by the
 * website's own server process (src/server/main.ts) once the API answers after a start. Anyone else
 * gets a 404, as for a path that does not exist.
 */
import { revalidateTag } from 'next/cache';
import { API_DATA_REFRESH_HEADER, API_DATA_TAG, isRefreshSecret } from '@/lib/api/api-data-refresh';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Response {
  if (!isRefreshSecret(request.headers.get(API_DATA_REFRESH_HEADER))) return new Response(null, { status: 404 });
  // `expire: 0`: never serve the expired version again; the next request renders the page afresh.
  revalidateTag(API_DATA_TAG, { expire: 0 });
  return new Response(null, { status: 204 });
}
