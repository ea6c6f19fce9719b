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

  it('gives a body only to POST endpoints, and a multipart form instead of JSON, never both', () => {
    for (const [name, e] of all) if (e.body || e.form) expect(e.method, name).toBe('post');
    for (const [name, e] of all) if (e.form) expect(e.body, name).toBeUndefined();
    expect(all.filter(([, e]) => e.form).map(([name]) => name)).toEqual(['refundRequest']);
  });

  it('names the support forms under mms/support/v1/web and the newsletter under mms/newsletter/v1', () => {
    const support = all.filter(([, e]) => e.path.includes('/support/')).map(([, e]) => `${e.method} ${e.path}`);
    expect(support.sort()).toEqual([
      'get /api/mms/support/v1/web/refund_requests',
      'post /api/mms/support/v1/web/affiliate_applications',
      'post /api/mms/support/v1/web/contact',
      'post /api/mms/support/v1/web/influencer_applications',
      'post /api/mms/support/v1/web/refund_requests',
      'post /api/mms/support/v1/web/uninstall_survey',
    ]);
    const newsletter = all.filter(([, e]) => e.path.includes('/newsletter/')).map(([, e]) => `${e.method} ${e.path}`);
    // Unsubscribing is called by mail clients (RFC 8058), not only by the website: no web/.
    expect(newsletter.sort()).toEqual([
      'post /api/mms/newsletter/v1/unsubscribe',
      'post /api/mms/newsletter/v1/web/confirm',
      'post /api/mms/newsletter/v1/web/subscribe',
    ]);
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
