/**
 * The refresh of pages made without the API (docs/decisions/020): it waits for the API, calls the
 * refresh route with the process's secret, tries again after a failure, and stops when told to;
 * the route's check takes only that secret.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_DATA_REFRESH_HEADER, API_DATA_REFRESH_PATH, isRefreshSecret, setRefreshSecret } from '@/lib/api/api-data-refresh';
import { apiReadiness, expireThrough, refreshOnce, refreshWhenApiAnswers, type RefreshSteps } from './refresh-after-start';

/** Steps whose answers come from lists (the last one repeats), counting the calls. */
function scripted(api: boolean[], expire: boolean[]) {
  const calls = { api: 0, expire: 0 };
  const steps: RefreshSteps = {
    apiAnswers: async () => api[Math.min(calls.api++, api.length - 1)]!,
    expire: async () => expire[Math.min(calls.expire++, expire.length - 1)]!,
  };
  return { steps, calls };
}

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A local server answering `status` and recording what it received. */
async function serve(status: number) {
  const received: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    received.push(request);
    response.statusCode = status;
    response.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('refreshWhenApiAnswers', () => {
  it('expires nothing while the API does not answer, then once when it does', async () => {
    const { steps, calls } = scripted([false, false, true], [true]);
    expect(await refreshOnce(steps)).toBe(false);
    expect(calls.expire).toBe(0);
    expect(await refreshWhenApiAnswers(steps, 1, new AbortController().signal)).toBe(true);
    expect(calls).toEqual({ api: 3, expire: 1 });
  });

  it('tries again when the refresh itself fails', async () => {
    const { steps, calls } = scripted([true], [false, true]);
    expect(await refreshWhenApiAnswers(steps, 1, new AbortController().signal)).toBe(true);
    expect(calls.expire).toBe(2);
  });

  it('stops when the server stops', async () => {
    const { steps, calls } = scripted([false], [true]);
    const stop = new AbortController();
    const running = refreshWhenApiAnswers(steps, 60_000, stop.signal);
    stop.abort();
    expect(await running).toBe(false);
    expect(calls.expire).toBe(0);
  });
});

describe('the steps over HTTP', () => {
  it('reads the API’s readiness: 200 answers, 503 or nothing listening does not', async () => {
    expect(await apiReadiness((await serve(200)).url)()).toBe(true);
    expect(await apiReadiness((await serve(503)).url)()).toBe(false);
    expect(await apiReadiness('http://127.0.0.1:1', 500)()).toBe(false);
  });

  it('posts the secret to the refresh route and is done only on its 204', async () => {
    const done = await serve(204);
    expect(await expireThrough(done.url, 's3cret')()).toBe(true);
    expect(done.received.map((r) => [r.method, r.url, r.headers[API_DATA_REFRESH_HEADER]])).toEqual([
      ['POST', API_DATA_REFRESH_PATH, 's3cret'],
    ]);
    expect(await expireThrough((await serve(404)).url, 's3cret')()).toBe(false);
  });
});

describe('isRefreshSecret', () => {
  it('takes only the secret the process set, and nothing before one is set', () => {
    expect(isRefreshSecret('anything')).toBe(false);
    setRefreshSecret('correct-horse-battery');
    expect(isRefreshSecret('correct-horse-battery')).toBe(true);
    expect(isRefreshSecret('correct-horse-batterx')).toBe(false);
    expect(isRefreshSecret('correct')).toBe(false);
    expect(isRefreshSecret('')).toBe(false);
    expect(isRefreshSecret(null)).toBe(false);
  });
});
