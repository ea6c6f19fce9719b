import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db';

let t: TestApp;
let down: TestApp;
let hanging: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The same real database behind a handle whose ping fails / never answers.
  down = await createTestApp({
    database: (real) => ({ ...real, ping: () => Promise.reject(new Error('connection terminated')) }),
  });
  hanging = await createTestApp({ database: (real) => ({ ...real, ping: () => new Promise<void>(() => {}) }) });
});

afterAll(async () => {
  await t.close();
  await down.close();
  await hanging.close();
});

describe('GET /healthz', () => {
  it('answers 200 { status: "ok" } without touching the database', async () => {
    const res = await down.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('carries the security headers every API answer has, HSTS for two years with subdomains', async () => {
    const res = await t.app.request('/healthz');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers select 1', async () => {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 while shutting down, and asks clients to close the connection', async () => {
    t.lifecycle.shuttingDown = true;
    try {
      const res = await t.app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
      expect(res.headers.get('connection')).toBe('close');
    } finally {
      t.lifecycle.shuttingDown = false;
    }
    expect((await t.app.request('/readyz')).status).toBe(200);
  });

  it('answers 503 when the database fails', async () => {
    const res = await down.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database_unavailable' });
  });

  it('answers 503 when the database does not answer in time', async () => {
    const res = await hanging.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database_unavailable' });
  });
});
