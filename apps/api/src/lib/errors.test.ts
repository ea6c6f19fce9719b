import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../test/api-bodies';
import { capturedLogger } from '../test/captured-logger';
import { createTestApp, type TestApp } from '../test/test-db';
import { API_MESSAGE_KEYS } from '@kestrel/domain';
import { ApiError } from './errors';
import { isErrorMessageKey } from './i18n';
import { ok } from './response';
import { createRouter } from './router';

let t: TestApp;

// Routes that exist only in this test, mounted on the real app, to reach each error path.
const echo = createRoute({
  method: 'post',
  path: '/test/echo',
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ email: z.email('must be an email address'), count: z.int().min(1) }) } },
      required: true,
    },
  },
  responses: { 200: { description: 'echo' } },
});

beforeAll(async () => {
  t = await createTestApp();
  const extra = createRouter()
    .openapi(echo, (c) => ok(c, c.req.valid('json')))
    .get('/test/teapot', () => {
      throw new ApiError(418, 'No coffee here', { code: 20104, errCode: 500 });
    })
    .get('/test/crash', () => {
      const error = new Error('relation "users" does not exist: select password from users where id = 1');
      throw error;
    });
  t.app.route('/', extra);
});

afterAll(() => t.close());

describe('success envelope', () => {
  it('wraps data as { code: 200, message: "success", data }', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@kestrelvpn.example', count: 2 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, message: 'success', data: { email: 'a@kestrelvpn.example', count: 2 } });
  });
});

describe('error envelope', () => {
  it('answers an unknown route with 404 { code: 404, message: "Not Found" }', async () => {
    const res = await t.app.request('/no/such/route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: 404, message: 'Not Found' });
  });

  it('answers a wrong method on a known path with 404 too', async () => {
    const res = await t.app.request('/api/mms/payment/v1/providers/plans', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'Not Found' });
  });

  it('turns an ApiError into its status, code, message and err_code', async () => {
    const res = await t.app.request('/test/teapot');
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ code: 20104, message: 'No coffee here', err_code: 500 });
  });

  it('answers a failed validation with 400 naming the field', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', count: 1 }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: 'Invalid request: email: must be an email address', field: 'email' });
  });

  it('lists every invalid field', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x' }),
    });
    const body = failureOf(await res.json());
    expect(res.status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toContain('email: must be an email address');
    expect(body.message).toContain('count: ');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.request('/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, message: 'This request is too large.', key: 'errors.requestTooLarge' });
  });

  it('answers an unexpected error with 500 "Error" and no stack or SQL, and logs it with the request id', async () => {
    const res = await t.app.request('/test/crash', { headers: { 'X-Request-Id': 'crash-test-1' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 500, message: 'Error' });
    expect(text).not.toMatch(/select|users|stack|at /i);
    expect(res.headers.get('x-request-id')).toBe('crash-test-1');
    const logged = t.logs.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: 'crash-test-1', path: '/test/crash', level: 50 });
    expect(JSON.stringify(logged)).toContain('relation \\"users\\" does not exist');
  });
});

describe('meaning of a failure', () => {
  it('names only keys of the errors catalog, so a `key` always has a text in every language', () => {
    expect(API_MESSAGE_KEYS.filter((key) => !isErrorMessageKey(key))).toEqual([]);
  });

  it('carries the key of a catalog message and the field it concerns, and neither for plain text', () => {
    expect(ApiError.localized(400, 'errors.incorrectPassword', { field: 'current_password' }).toBody('de')).toEqual({
      code: 400,
      message: 'Falsches Passwort.',
      key: 'errors.incorrectPassword',
      field: 'current_password',
    });
    expect(new ApiError(404, 'Not Found').toBody()).toEqual({ code: 404, message: 'Not Found' });
  });
});

describe('request id', () => {
  it('keeps a sane incoming X-Request-Id and echoes it', async () => {
    const res = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'web-7f3a_9=' } });
    expect(res.headers.get('x-request-id')).toBe('web-7f3a_9=');
  });

  it('replaces an unsafe or overlong one with a generated UUID', async () => {
    for (const bad of ['bad id\twith spaces', '<script>', 'a'.repeat(129)]) {
      const res = await t.app.request('/healthz', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('generates one when absent, different for each request', async () => {
    const a = (await t.app.request('/healthz')).headers.get('x-request-id');
    const b = (await t.app.request('/healthz')).headers.get('x-request-id');
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

describe('request log', () => {
  it('writes method, path, status, duration and request id, never headers', async () => {
    await t.app.request('/healthz?token=abc', {
      headers: { 'X-Request-Id': 'log-test-1', Authorization: 'Bearer sekret-token', Cookie: 'paypal_token=sekret-cookie' },
    });
    const line = t.logs.find((l) => l.requestId === 'log-test-1' && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200, requestId: 'log-test-1' });
    expect(typeof line?.ms).toBe('number');
    const all = JSON.stringify(t.logs);
    expect(all).not.toContain('sekret');
  });

  it('redacts secrets even when an object carrying them is logged', () => {
    const { logger, text } = capturedLogger();
    logger.info({
      body: { email: 'a@b.example', password: 'Hunter2!x' },
      req: { headers: { authorization: 'Bearer t0k', cookie: 'c=1' } },
    });
    const out = text();
    expect(out).toContain('a@b.example');
    expect(out).not.toMatch(/Hunter2|t0k|c=1/);
    expect(out).toContain('[redacted]');
  });
});
