import { describe, expect, it } from 'vitest';
import { pathOf, type Endpoint } from './api-paths';
import { ENDPOINTS } from './endpoints';

const all: Array<[string, Endpoint]> = Object.entries(ENDPOINTS);

describe('ENDPOINTS', () => {
  it('names every account path under mms/account/v1', () => {
    const account = all.filter(([, e]) => e.path.includes('/account/'));
    expect(account.length).toBe(13);
    for (const [, { path }] of account) expect(path).toMatch(/^\/api\/mms\/account\/v1\/[a-z_/]+$/);
  });

  it('declares each method and path once', () => {
    const routes = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives a body only to POST endpoints', () => {
    for (const [name, e] of all) if (e.body) expect(e.method, name).toBe('post');
  });
});

describe('pathOf', () => {
  it('fills and encodes path parameters', () => {
    expect(pathOf(ENDPOINTS.captureOrder.path, { order_no: 'KV0123456789ABCDEF0123' })).toBe(
      '/api/mms/payment/v1/web/orders/KV0123456789ABCDEF0123/capture',
    );
    expect(pathOf(ENDPOINTS.sandboxOrder.path, { id: 'a/b c' })).toBe('/api/mms/payment/v1/sandbox/orders/a%2Fb%20c');
    expect(pathOf(ENDPOINTS.login.path, {})).toBe('/api/mms/account/v1/web/login');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathOf(ENDPOINTS.order.path, {} as { order_no: string })).toThrow('{order_no}');
  });
});
