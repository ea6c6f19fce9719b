/**
 * The website's server process (`npm start`, the journeys): Next.js behind our own small HTTP
 * front (site-handler.ts), because `next start` passes a visitor's X-Forwarded-For through to
 * the API, cannot set a hash-based Content-Security-Policy on static pages, and resets
 * connections under overload instead of answering 503 (docs/decisions/010).
 *   node apps/web/dist/server.js [--dev]
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { loadWebServerConfig, type WebServerConfig } from './config';
import { ERROR_PAGE_REQUEST_HEADER } from './error-pages';
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

const { handle } = createSiteHandler({
  renderPage: (request, response) => renderPage(request, response),
  compress: (request, response) => compress(request as never, response as never, () => undefined),
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

const server = createServer((request, response) => void handle(request, response));
// Longer than a load balancer's idle timeout (60 s is common), so the balancer closes first and
// never sends a request into a connection this side is closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(config.port, config.host, () => {
  console.log(`Kestrel website listening on http://${config.host}:${config.port}${config.dev ? ' (dev)' : ''}`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => void app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
