import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ApiFailureSchema } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../../test/test-db';
import { operationIdOf } from './docs.service';

const t = await testAppOfFile();

/** Operational endpoints: named in the document's description, not listed as operations. */
const OPERATIONAL = ['/healthz', '/readyz', '/api/openapi.json', '/api/reference'];

/**
 * Every operation the built app answers, less the operational ones, in OpenAPI's spelling
 * (`/orders/{order_no}`): read from the app's router, so a route added tomorrow is checked too.
 * Middleware (method ALL) is no operation; a route with its own middleware appears once per handler.
 */
function routedOperations(): Array<readonly [method: string, path: string]> {
  const keys = t.app.routes
    .filter((route) => route.method !== 'ALL' && !OPERATIONAL.includes(route.path))
    .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(keys)].sort().map((key) => key.split(' ') as [string, string]);
}

// The OpenAPI document is no answer of the endpoint table (no envelope, no schema in the domain):
// its parts are typed here as far as these tests read them.
interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; example?: unknown; schema?: { example?: unknown } }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

async function openApiDocument(): Promise<OpenApiDoc> {
  return (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDoc;
}

function operations(doc: OpenApiDoc): Array<{ method: string; path: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));
}

/** JSON examples of a media type: its `example` and each of its `examples`. */
function examplesOf(media: Media | undefined): unknown[] {
  if (!media) return [];
  return [...(media.example === undefined ? [] : [media.example]), ...Object.values(media.examples ?? {}).map((e) => e.value)];
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document titled "Kestrel VPN API" listing the operations', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kestrel VPN API');
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://www.kestrelvpn.example' })]);
    // Each operation the app answers, and nothing else.
    const routed = routedOperations().map(([method, path]) => `${method} ${path}`);
    expect(routed).not.toHaveLength(0);
    const documented = operations(doc).map(({ method, path }) => `${method} ${path}`);
    expect(documented.sort()).toEqual(routed);
    for (const path of OPERATIONAL) {
      expect(doc.paths[path], path).toBeUndefined();
      expect(doc.info.description).toContain(`\`GET ${path}\``);
    }
    const plans = doc.paths['/api/mms/payment/v1/providers/plans']?.get;
    expect(plans?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['header:x-from', 'query:channel']);
  });

  it("has no error and no warning under Redocly's recommended rules", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kestrel-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
      const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
      const lint = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      });
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ severity: string; ruleId: string; message: string; location: Array<{ pointer?: string }> }>;
      };
      expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(lint.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names each operation after its method and path, once', async () => {
    const all = operations(await openApiDocument());
    for (const { method, path, op } of all) expect(op.operationId).toBe(operationIdOf(method, path));
    expect(new Set(all.map(({ op }) => op.operationId)).size).toBe(all.length);
    expect(operationIdOf('post', '/api/mms/payment/v1/web/orders/{order_no}/capture')).toBe('postPaymentWebOrdersByOrderNoCapture');
  });

  it('declares security as the API enforces it: without a token, public operations answer and the others say 401', async () => {
    for (const { method, path, op } of operations(await openApiDocument())) {
      const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        return encodeURIComponent(String(param?.example ?? param?.schema?.example ?? 'x'));
      });
      const res = await t.app.request(concrete, {
        method: method.toUpperCase(),
        headers: { 'Content-Type': 'application/json', 'X-App-Type': '502' },
        ...(method === 'get' ? {} : { body: '{}' }),
      });
      const secured = op.security.length > 0;
      expect(op.security, `${method} ${path}`).toEqual(secured ? [{ bearer: [] }, { paypalToken: [] }] : []);
      if (secured) expect(res.status, `${method} ${path}`).toBe(401);
      else expect(res.status, `${method} ${path}`).not.toBe(401);
    }
  });

  it('documents 50008, 50012 and 50014 (status 200) and 401 on every authenticated operation, 413 wherever a body goes', async () => {
    for (const { method, path, op } of operations(await openApiDocument())) {
      if (op.security.length > 0) {
        // The logout examples are failure bodies (with status 200); the success example has no failure code.
        const codes = examplesOf(op.responses['200']?.content?.['application/json']).map((e) => ApiFailureSchema.safeParse(e).data?.code);
        expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining([50008, 50012, 50014]));
        expect(op.responses['401'], `${method} ${path}`).toBeDefined();
      }
      if (method !== 'get') expect(op.responses['413'], `${method} ${path}`).toBeDefined();
    }
  });

  it('documents the 400 of every operation that takes a body, with examples (what a client must handle)', async () => {
    for (const { method, path, op } of operations(await openApiDocument())) {
      if (!op.requestBody) continue;
      expect(examplesOf(op.responses['400']?.content?.['application/json']).length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });

  it('has an example for every request body (JSON or multipart) and JSON answer', async () => {
    const missing: string[] = [];
    for (const { method, path, op } of operations(await openApiDocument())) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        if (examplesOf(media).length === 0) missing.push(`${method} ${path} ${type} body`);
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content?.['application/json'];
        if (media && examplesOf(media).length === 0) missing.push(`${method} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents the refund request’s receipt as optional (an order number may name the payment) and both order answers', async () => {
    const doc = (await openApiDocument()) as OpenApiDoc & {
      components: { schemas: Record<string, { required?: string[]; properties: Record<string, { format?: string }> }> };
    };
    const form = doc.components.schemas['RefundRequestForm'];
    expect(form?.properties['receipt']?.format).toBe('binary');
    expect(form?.required).toEqual(['email', 'reason', 'device_user_id']);
    const refused = doc.paths['/api/mms/support/v1/web/refund_requests']?.post?.responses['400']?.content?.['application/json'];
    const keys = examplesOf(refused).map((example) => (example as { key?: string }).key);
    expect(keys).toEqual(expect.arrayContaining(['validation.enterReceipt', 'errors.orderNotYours', 'errors.orderNotMatched']));
  });
});

describe('GET /api/reference', () => {
  it('renders every operation on a self-contained page', async () => {
    const res = await t.app.request('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Kestrel VPN API</h1>');
    for (const [method, path] of routedOperations()) {
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
