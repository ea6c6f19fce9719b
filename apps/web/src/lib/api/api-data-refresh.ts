/**
 * Pages built while the API was down (docs/decisions/020). Statically generated pages that read the
 * API's data (plans, the running campaign) tag those fetches with API_DATA_TAG; once the website's
 * server has started and the API answers, the server calls the route at API_DATA_REFRESH_PATH, which
 * expires everything carrying the tag, so the next request for such a page renders it afresh instead
 * of serving the version the build made without the API ("could not be loaded").
 *
 * Only the server process itself may call that route: it proves it with a secret it makes at start
 * and keeps in this process's memory (never in the environment, a file or a header it sends
 * elsewhere). The route is bundled by Next.js and the server by esbuild, so each has its own copy of
 * this module; the secret is shared through a global symbol of the process.
 */
import { timingSafeEqual } from 'node:crypto';

/** The cache tag of every fetch of the API's data that a statically generated page makes. */
export const API_DATA_TAG = 'api-data';

/** The route that expires API_DATA_TAG (app/refresh-api-data/route.ts). */
export const API_DATA_REFRESH_PATH = '/refresh-api-data';

/** The header that carries the server's secret to the route. */
export const API_DATA_REFRESH_HEADER = 'x-kestrel-refresh';

const SECRET = Symbol.for('kestrel.web.apiDataRefreshSecret');
type SecretHolder = { [SECRET]?: string };

/** Called once by the server process at start: only requests carrying `secret` may refresh. */
export function setRefreshSecret(secret: string): void {
  (globalThis as SecretHolder)[SECRET] = secret;
}

/** Whether `presented` is this process's secret; false when none was set (`next start`, `next dev`). */
export function isRefreshSecret(presented: string | null): boolean {
  const secret = (globalThis as SecretHolder)[SECRET];
  if (!secret || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
