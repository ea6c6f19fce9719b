import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const OPERATIONS = [
  ['get', '/healthz'],
  ['get', '/readyz'],
  ['get', '/api/mms/payment/v1/providers/plans'],
  ['post', '/api/mms/account/v1/geo_info'],
  ['get', '/l10n'],
  ['get', '/api/openapi.json'],
  ['get', '/api/reference'],
] as const;

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { summary?: string; parameters?: Array<{ name: string; in: string }> }>>;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document titled "Kestrel VPN API" listing every operation', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kestrel VPN API');
    for (const [method, path] of OPERATIONS) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const plans = doc.paths['/api/mms/payment/v1/providers/plans']?.get;
    expect(plans?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['header:x-from', 'query:channel']);
  });
});

describe('GET /api/reference', () => {
  it('renders every operation on a self-contained page', async () => {
    const res = await t.app.request('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Kestrel VPN API</h1>');
    for (const [method, path] of OPERATIONS) {
      expect(html).toContain(`<span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    // Parameters and schemas are shown.
    expect(html).toContain('<code>channel</code>');
    expect(html).toContain('&quot;price_unit&quot;');
  });

  it('loads nothing from elsewhere and runs no script', async () => {
    const res = await t.app.request('/api/reference');
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
