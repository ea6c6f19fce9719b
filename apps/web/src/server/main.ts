/**
 * The website's server process (`npm start`, the journeys): Next.js behind our own small HTTP
 * front (site-handler.ts), because `next start` passes a visitor's X-Forwarded-For through to
 * the API, cannot set a hash-based Content-Security-Policy on static pages, and resets
 * connections under overload instead of answering 503 (docs/decisions/010).
 *   node apps/web/dist/server.js [--dev]
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { loadWebServerConfig, startWarnings, type WebServerConfig } from './config';
import { setRefreshSecret } from '../lib/api/api-data-refresh';
import { ERROR_PAGE_REQUEST_HEADER } from './error-pages';
import { loadPrecompressedAssets } from './precompressed-assets';
import { apiReadiness, expireThrough, refreshOnce, refreshWhenApiAnswers } from './refresh-after-start';
import { createSiteHandler } from './site-handler';

let config: WebServerConfig;
try {
  config = loadWebServerConfig(process.env, process.argv);
} catch (error) {
  console.error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** apps/web: the nearest folder above this file with the Next.js config (from dist/ or src/server/). */
function findWebDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'next.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('next.config.ts not found above the server file');
    dir = parent;
  }
  return dir;
}

const webDir = findWebDir();
const app = next({ dev: config.dev, dir: webDir, hostname: config.host, port: config.port });
await app.prepare();
const renderPage = app.getRequestHandler();
const compress = compression();

// None in development: the dev server builds its scripts as they are asked for.
const precompressed = config.dev ? undefined : await loadPrecompressedAssets(join(webDir, config.distDir, 'static'));
if (precompressed?.size === 0)
  console.warn(`No precompressed scripts in ${config.distDir}/static: compressing them per request (npm run build writes them)`);

const { handle } = createSiteHandler({
  renderPage: (request, response) => renderPage(request, response),
  compress: (request, response) => compress(request as never, response as never, () => undefined),
  precompressed,
  apiUrl: config.apiUrl,
  trustedProxies: config.trustedProxies,
  dev: config.dev,
  pages: config.pages,
  api: config.api,
  onError: (error) => console.error(error),
  // Error pages are fetched from this very server, like any visitor would get them.
  fetchOwnPage: async (path) => {
    const response = await fetch(`http://${config.host}:${config.port}${path}`, {
      headers: { [ERROR_PAGE_REQUEST_HEADER]: '1' },
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok || response.status === 404 ? await response.text() : undefined;
  },
});

// Pages the build made without the API (docs/decisions/020): expired through a loopback-only
// server of our own before the site listens when the API already answers, else as soon as it does.
// Not in development, where nothing is prerendered.
const refreshing = new AbortController();
let refreshServer: ReturnType<typeof createServer> | undefined;
let refreshed = true;
if (!config.dev) {
  const secret = randomBytes(32).toString('base64url');
  setRefreshSecret(secret);
  const own = createServer((request, response) => void renderPage(request, response));
  refreshServer = own;
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
  const steps = {
    apiAnswers: apiReadiness(config.apiUrl),
    expire: expireThrough(`http://127.0.0.1:${(own.address() as AddressInfo).port}`, secret),
  };
  refreshed = await refreshOnce(steps);
  const done = refreshed ? Promise.resolve(true) : refreshWhenApiAnswers(steps, 2_000, refreshing.signal);
  void done.then((ok) => {
    own.close();
    if (ok && !refreshed) console.log('API answering: pages made without it are made afresh on their next request');
  });
}

const server = createServer((request, response) => void handle(request, response));
// Longer than a load balancer's idle timeout (60 s is common), so the balancer closes first and
// never sends a request into a connection this side is closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// A deep accept queue: under a burst of connections, a short one (Node's default is 511) overflows
// while pages render, and the kernel then resets connections instead of letting them wait to be
// answered — or refused with a 503 (bench/overload.mjs measured both).
server.listen({ port: config.port, host: config.host, backlog: 4096 }, () => {
  console.log(`Kestrel website listening on http://${config.host}:${config.port}${config.dev ? ' (dev)' : ''}`);
  if (!refreshed) console.log(`API not answering at ${config.apiUrl} yet: pages that show its data are made afresh once it does`);
  for (const warning of startWarnings(config)) console.warn(warning);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  refreshing.abort();
  refreshServer?.close();
  server.close(() => void app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
