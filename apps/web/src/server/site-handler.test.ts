/**
 * The website's server front over real sockets: a stand-in page renderer and a stand-in API,
 * so what a browser and the API receive is observed, not assumed.
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { MAX_REQUEST_BODY_BYTES } from '@kestrel/domain/constants';
import { REFUND_REQUEST_PATH, REFUND_UPLOAD_MAX_BODY_BYTES } from '@kestrel/domain/uploads';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptsBrotli, loadPrecompressedAssets } from './precompressed-assets';
import { createSiteHandler, type RequestHandler, type SiteHandlerOptions } from './site-handler';

const PAGE_SCRIPT = 'self.__next_f=self.__next_f||[]';
const PAGE = `<!DOCTYPE html><html><head><script>${PAGE_SCRIPT}</script><script src="/_next/static/a.js"></script></head><body>${'<p>Kestrel</p>'.repeat(200)}</body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.closeIdleConnections?.();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in API that records what it received and answers with it. */
async function fakeApi() {
  const received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];
  const url = await listen((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Set-Cookie', 'paypal_token=t; HttpOnly');
      response.end(JSON.stringify({ code: 200, message: 'success', data: { seen: request.url } }));
    });
  });
  return { url, received };
}

async function site(overrides: Partial<SiteHandlerOptions> & { renderPage: RequestHandler }) {
  const api = overrides.apiUrl ? undefined : await fakeApi();
  const { handle, pages } = createSiteHandler({
    apiUrl: api?.url ?? overrides.apiUrl!,
    trustedProxies: [],
    dev: false,
    pages: { maxActive: 8, maxQueued: 8, maxWaitMs: 5_000 },
    api: { maxActive: 8, maxQueued: 8, maxWaitMs: 5_000 },
    ...overrides,
  });
  const url = await listen((request, response) => void handle(request, response));
  return { url, api, pages };
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** One request over `agent` (keep-alive when given), with a body written as given. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: options.agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    if (options.body !== undefined) {
      if (!options.chunked) request.setHeader('Content-Length', Buffer.byteLength(options.body));
      request.end(options.body);
    } else request.end();
  });
}

const htmlPage: RequestHandler = (_request, response) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Written in pieces, the way a streaming renderer does.
  response.write(PAGE.slice(0, 50));
  response.end(PAGE.slice(50));
};

describe('pages', () => {
  it('carry a Content-Security-Policy that allows exactly their own inline scripts, and the security headers', async () => {
    const { url } = await site({ renderPage: htmlPage });
    const answer = await send(`${url}/de/pricing/checkout/3`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toContain(`; script-src 'self' ${sha(PAGE_SCRIPT)};`);
    expect(answer.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-length': String(Buffer.byteLength(PAGE)),
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('a renderer that sends its headers with writeHead still gets the policy; compression happens after it', async () => {
    const compress = compression({ threshold: 0 });
    const { url } = await site({
      compress: (request, response) => compress(request as never, response as never, () => undefined),
      renderPage: (_request, response) => {
        response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(PAGE);
      },
    });
    const answer = await send(`${url}/nope`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toContain(sha(PAGE_SCRIPT));
  });

  it('anything that is not HTML passes through untouched, without a policy', async () => {
    const { url } = await site({
      renderPage: (_request, response) => {
        response.setHeader('Content-Type', 'image/png');
        response.write(Buffer.from([1, 2]));
        response.end(Buffer.from([3]));
      },
    });
    const answer = await send(`${url}/og/en/home.png`);
    expect([...answer.body]).toEqual([1, 2, 3]);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('see one client address, whatever the visitor writes into X-Forwarded-For', async () => {
    const seen: Array<string | string[] | undefined> = [];
    const { url } = await site({
      renderPage: (request, response) => {
        seen.push(request.headers['x-forwarded-for']);
        response.end('ok');
      },
    });
    await send(`${url}/`, { headers: { 'X-Forwarded-For': '1.2.3.4', 'X-Forwarded-Proto': 'https' } });
    expect(seen).toEqual(['127.0.0.1']);
  });

  it('behind a trusted proxy: the right-most untrusted hop, and HSTS when the proxy says https', async () => {
    const seen: Array<string | string[] | undefined> = [];
    const { url } = await site({
      trustedProxies: ['127.0.0.1'],
      renderPage: (request, response) => {
        seen.push(request.headers['x-forwarded-for']);
        response.setHeader('Content-Type', 'text/html');
        response.end('<p>hi</p>');
      },
    });
    const answer = await send(`${url}/`, { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9', 'X-Forwarded-Proto': 'https' } });
    expect(seen).toEqual(['203.0.113.9']);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('built scripts and styles', () => {
  const SCRIPT = `console.log(${JSON.stringify('Kestrel '.repeat(100))})`;
  /** A build folder's static files as precompress-assets.mjs leaves them: a script with its .br, a style without. */
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  async function builtSite() {
    const dir = mkdtempSync(join(tmpdir(), 'kestrel-static-'));
    folders.push(dir);
    mkdirSync(join(dir, 'chunks'));
    mkdirSync(join(dir, 'css'));
    writeFileSync(join(dir, 'chunks', 'app.js'), SCRIPT);
    writeFileSync(join(dir, 'chunks', 'app.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'css', 'site.css'), 'p{}');
    const rendered: string[] = [];
    const { url } = await site({
      precompressed: await loadPrecompressedAssets(dir),
      renderPage: (request, response) => {
        rendered.push(request.url!);
        response.end('from Next.js');
      },
    });
    return { url, rendered, dir };
  }

  it('go out as the build compressed them to a browser that accepts Brotli, cached for good', async () => {
    const { url, rendered } = await builtSite();
    const answer = await send(`${url}/_next/static/chunks/app.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'content-length': String(answer.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    const head = await send(`${url}/_next/static/chunks/app.js`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(answer.body.length), 0]);
    expect(rendered).toEqual([]);
  });

  it('anything else is Next.js’s to answer: no Brotli accepted, no .br written, another method, a path that is not a key', async () => {
    const { url, rendered } = await builtSite();
    const asks: Array<[string, string, Record<string, string>]> = [
      ['GET', '/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' }],
      ['GET', '/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip, br;q=0' }],
      ['GET', '/_next/static/chunks/app.js', {}],
      ['GET', '/_next/static/css/site.css', { 'Accept-Encoding': 'br' }],
      ['POST', '/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }],
      ['GET', '/_next/static/chunks/app.js.br', { 'Accept-Encoding': 'br' }],
    ];
    for (const [method, path, headers] of asks) {
      const answer = await send(`${url}${path}`, { method, headers });
      expect([method, path, answer.body.toString()]).toEqual([method, path, 'from Next.js']);
    }
    // As sent, not as a URL parser would tidy it.
    const { port } = new URL(url);
    const dotted = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/_next/static/chunks/../chunks/app.js', headers: { 'Accept-Encoding': 'br' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks).toString()));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(dotted).toBe('from Next.js');
    expect(rendered).toEqual([...asks.map(([, path]) => path), '/_next/static/chunks/../chunks/app.js']);
  });

  it('a file gone since the server started (a new build under it) is left to Next.js', async () => {
    const { url, rendered, dir } = await builtSite();
    unlinkSync(join(dir, 'chunks', 'app.js.br'));
    const answer = await send(`${url}/_next/static/chunks/app.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect([answer.status, answer.body.toString()]).toEqual([200, 'from Next.js']);
    expect(rendered).toEqual(['/_next/static/chunks/app.js']);
  });

  it('Brotli is accepted as browsers and proxies say it: named or by *, unless its q is 0', () => {
    for (const header of ['br', 'gzip, deflate, br, zstd', 'BR;q=0.5', 'gzip;q=1, *;q=0.1', ['gzip', 'br']])
      expect(acceptsBrotli(header), String(header)).toBe(true);
    for (const header of [undefined, '', 'gzip, deflate', 'br;q=0', 'br;q=0.0, gzip', '*;q=0.5, br;q=0', 'brotli'])
      expect(acceptsBrotli(header), String(header)).toBe(false);
  });

  it('a build folder without them (development, a missing folder) has none', async () => {
    expect((await loadPrecompressedAssets(join(tmpdir(), 'kestrel-no-such-build'))).size).toBe(0);
  });
});

describe('API calls', () => {
  it('reach the API with their method, path, body and cookies, and the client address this server decided', async () => {
    const { url, api } = await site({ renderPage: htmlPage });
    const answer = await send(`${url}/api/mms/account/v1/web/login?x=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'LANGUAGE=de',
        'X-Forwarded-For': '1.2.3.4',
        'X-Forwarded-Host': 'evil.example',
      },
      body: '{"username":"a@example.com"}',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({
      code: 200,
      message: 'success',
      data: { seen: '/api/mms/account/v1/web/login?x=1' },
    });
    expect(answer.headers['set-cookie']).toEqual(['paypal_token=t; HttpOnly']);
    expect(api!.received).toHaveLength(1);
    expect(api!.received[0]).toMatchObject({ method: 'POST', body: '{"username":"a@example.com"}' });
    expect(api!.received[0]!.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', cookie: 'LANGUAGE=de' });
    expect(api!.received[0]!.headers['x-forwarded-host']).not.toBe('evil.example');
  });

  it.each([
    ['with a declared length', false],
    ['chunked', true],
  ])(
    'a body over the limit (%s) gets the 413 envelope, reaches nothing, and the connection serves the next request',
    async (_name, chunked) => {
      const { url, api } = await site({ renderPage: htmlPage });
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const big = Buffer.alloc(MAX_REQUEST_BODY_BYTES + 10, 'a');
      const answer = await send(`${url}/api/mms/account/v1/web/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: 'LANGUAGE=de' },
        body: big,
        chunked,
        agent,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body.toString())).toEqual({
        code: 413,
        message: 'Diese Anfrage ist zu groß.',
        key: 'errors.requestTooLarge',
      });
      const next = await send(`${url}/api/mms/payment/v1/providers/plans`, { agent });
      expect(next.status).toBe(200);
      expect(api!.received.map((r) => r.url)).toEqual(['/api/mms/payment/v1/providers/plans']);
      agent.destroy();
    },
  );

  it('a chunked body on a GET stays that request’s body: nothing in it reaches the API as a request of its own', async () => {
    const { url, api } = await site({ renderPage: htmlPage });
    const smuggled =
      'POST /api/mms/account/v1/web/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.7\r\n' +
      'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
    const { port } = new URL(url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /api/mms/account/v1/geo_info HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
            `${Buffer.byteLength(smuggled).toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`,
        );
      });
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    // A request after it, so a request the API read from the body would have been recorded before it.
    expect((await send(`${url}/api/mms/payment/v1/providers/plans`)).status).toBe(200);
    expect(api!.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/mms/account/v1/geo_info',
      'GET /api/mms/payment/v1/providers/plans',
    ]);
    expect(api!.received[0]!.body).toBe(smuggled);
  });

  it('forwards a refund request upload over 1 MB, and refuses one over the upload limit with the 413', async () => {
    const { url, api } = await site({ renderPage: htmlPage });
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=b' };
    const fits = await send(`${url}${REFUND_REQUEST_PATH}`, {
      method: 'POST',
      headers: multipart,
      body: Buffer.alloc(MAX_REQUEST_BODY_BYTES + 10, 'a'),
    });
    expect(fits.status).toBe(200);
    const tooBig = await send(`${url}${REFUND_REQUEST_PATH}`, {
      method: 'POST',
      headers: multipart,
      body: Buffer.alloc(REFUND_UPLOAD_MAX_BODY_BYTES + 10, 'a'),
    });
    expect(tooBig.status).toBe(413);
    expect(api!.received).toHaveLength(1);
    expect(api!.received[0]!.body).toHaveLength(MAX_REQUEST_BODY_BYTES + 10);
  });

  it('an API that cannot be reached answers 502 in the envelope, in the visitor’s language', async () => {
    const { url } = await site({ renderPage: htmlPage, apiUrl: 'http://127.0.0.1:9' });
    const answer = await send(`${url}/api/mms/payment/v1/providers/plans`, { headers: { Cookie: 'LANGUAGE=ja' } });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toEqual({
      code: 502,
      message: '現在サービスに接続できません。しばらくしてからもう一度お試しください。',
    });
  });
});

describe('overload', () => {
  it('serves what it can, queues a bounded number, and answers the rest 503 with Retry-After at once', async () => {
    const waiting: Array<() => void> = [];
    const { url, pages } = await site({
      pages: { maxActive: 1, maxQueued: 1, maxWaitMs: 5_000 },
      renderPage: (_request, response) =>
        new Promise<void>((resolve) => {
          waiting.push(() => {
            response.setHeader('Content-Type', 'text/html');
            response.end('<p>served</p>');
            resolve();
          });
        }),
    });
    const first = send(`${url}/`);
    const second = send(`${url}/`);
    await expect.poll(() => pages.active + pages.queued).toBe(2);
    const third = await send(`${url}/de/pricing`);
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.body.toString()).toContain('<html lang="de" dir="ltr">');
    expect(third.body.toString()).toContain('Gerade sind sehr viele Besucher da.');

    await expect.poll(() => waiting.length).toBe(1);
    waiting.shift()!();
    await expect.poll(() => waiting.length).toBe(1);
    waiting.shift()!();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });
  it('a client that leaves while waiting keeps neither its place nor a slot', async () => {
    const waiting: Array<() => void> = [];
    const { url, pages } = await site({
      pages: { maxActive: 1, maxQueued: 4, maxWaitMs: 5_000 },
      renderPage: (_request, response) =>
        new Promise<void>((resolve) => {
          waiting.push(() => {
            response.end('served');
            resolve();
          });
        }),
    });
    const first = send(`${url}/`);
    await expect.poll(() => waiting.length).toBe(1);
    const leaving = httpRequest(`${url}/`);
    leaving.on('error', () => undefined);
    leaving.end();
    await expect.poll(() => pages.queued).toBe(1);
    leaving.destroy();
    await expect.poll(() => pages.queued).toBe(0);
    waiting.shift()!();
    expect((await first).status).toBe(200);
    await expect.poll(() => pages.active + pages.queued).toBe(0);
    const next = send(`${url}/`);
    await expect.poll(() => waiting.length).toBe(1);
    waiting.shift()!();
    expect((await next).status).toBe(200);
    expect(pages.active).toBe(0);
  });
});

describe('a client that hung up', () => {
  it('is not served a page it can no longer read (after a burst, hundreds wait in the accept queue)', async () => {
    let rendered = 0;
    const { url } = await site({
      renderPage: (_request, response) => {
        rendered += 1;
        response.end('page');
      },
    });
    const { port } = new URL(url);
    // The request, then the client's end of the connection at once.
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /pricing HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      socket.resume();
    });
    expect(rendered).toBe(0);
    // A client that stays is served as always.
    expect((await send(`${url}/pricing`)).status).toBe(200);
    expect(rendered).toBe(1);
  });
});

describe('error pages', () => {
  const SHELL = '<!DOCTYPE html><html id="__next_error__"><head><script>self.__next_f=[]</script></head><body></body></html>';
  const failingPage =
    (status: number): RequestHandler =>
    (_request, response) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(SHELL);
    };

  it('Next.js’s empty error document is replaced by the real page in the visitor’s language, with its status', async () => {
    const asked: string[] = [];
    const page500 =
      '<!DOCTYPE html><html lang="de"><head><title>Fehler</title><script>hydrate()</script></head><body><h1>Fehler</h1></body></html>';
    const { url } = await site({
      renderPage: failingPage(500),
      fetchOwnPage: async (path) => {
        asked.push(path);
        return page500;
      },
    });
    const answer = await send(`${url}/de/pricing`);
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toBe(page500);
    expect(answer.headers['content-security-policy']).toContain(sha('hydrate()'));
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // The page is fetched once, then kept.
    await send(`${url}/de/pricing`);
    expect(asked).toEqual(['/de/server-error']);
  });

  it('a notFound() document becomes the 404 page', async () => {
    const asked: string[] = [];
    const { url } = await site({
      renderPage: failingPage(404),
      fetchOwnPage: async (path) => {
        asked.push(path);
        return '<html lang="ja"><h1>ページが見つかりません</h1></html>';
      },
    });
    const answer = await send(`${url}/ja/pricing/checkout/abc`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('ページが見つかりません');
    expect(asked).toEqual(['/ja/__kestrel-not-found__']);
  });

  it('when even the error page cannot be had: the product’s last-resort page, with the way home', async () => {
    const { url } = await site({ renderPage: failingPage(500), fetchOwnPage: () => Promise.reject(new Error('down')) });
    const answer = await send(`${url}/fr/features`);
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).toContain('<html lang="fr" dir="ltr">');
    expect(answer.body.toString()).toContain('<h1>Une erreur s’est produite lors de l’affichage de la page d’erreur</h1>');
    expect(answer.body.toString()).toContain('<a href="/fr">');
  });

  it('the server’s own request for an error page is never replaced (no loop)', async () => {
    let fetched = 0;
    const { url } = await site({
      renderPage: failingPage(500),
      fetchOwnPage: async () => {
        fetched += 1;
        return '<html></html>';
      },
    });
    const answer = await send(`${url}/server-error`, { headers: { 'x-kestrel-error-page': '1' } });
    expect(answer.body.toString()).toBe(SHELL);
    expect(fetched).toBe(0);
  });
});
