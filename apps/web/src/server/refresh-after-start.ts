/**
 * After a start, expire the pages the build made without the API (docs/decisions/020): statically
 * generated pages that read the API's data were prerendered by `next build`, when the API is
 * usually not running, and say "could not be loaded". Once the API answers, the server calls its own
 * refresh route (lib/api/api-data-refresh.ts), so the next request for such a page renders it with
 * the API's data, rather than a visitor getting the build's version until its minute runs out.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { API_DATA_REFRESH_HEADER, API_DATA_REFRESH_PATH } from '../lib/api/api-data-refresh';

export interface RefreshSteps {
  /** Whether the API answers now. */
  apiAnswers: () => Promise<boolean>;
  /** Expires the API's data in the page cache; true once done. */
  expire: () => Promise<boolean>;
}

/** One try: true when the API answered and the pages were expired. */
export async function refreshOnce(steps: RefreshSteps): Promise<boolean> {
  return (await steps.apiAnswers()) && (await steps.expire());
}

/** Tries every `retryMs` until it is done (true) or `signal` aborts (false). */
export async function refreshWhenApiAnswers(steps: RefreshSteps, retryMs: number, signal: AbortSignal): Promise<boolean> {
  while (!signal.aborted) {
    if (await refreshOnce(steps)) return true;
    try {
      await sleep(retryMs, undefined, { signal });
    } catch {
      return false;
    }
  }
  return false;
}

/** The API's readiness check (GET /readyz: up, with its database), false on any failure. */
export function apiReadiness(apiUrl: string, timeoutMs = 2_000): () => Promise<boolean> {
  return async () => {
    try {
      const response = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
}

/** The call of the refresh route at `baseUrl` (this process's own pages), with the process's secret. */
export function expireThrough(baseUrl: string, secret: string, timeoutMs = 10_000): () => Promise<boolean> {
  return async () => {
    try {
      const response = await fetch(`${baseUrl}${API_DATA_REFRESH_PATH}`, {
        method: 'POST',
        headers: { [API_DATA_REFRESH_HEADER]: secret },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.status === 204;
    } catch {
      return false;
    }
  };
}
