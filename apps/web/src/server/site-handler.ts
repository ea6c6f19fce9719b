/**
 * One request of the website's server: decide who the visitor is, set the security headers,
 * forward API paths to the API, and hand everything else to the page renderer — within bounds
 * (admission), with each HTML page's Content-Security-Policy computed from the page itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Admission, type AdmissionLimits } from './admission';
import { createApiProxy } from './api-proxy';
import { createForwarding } from './forwarded';
import { holdHtmlForPolicy } from './html-policy';
import { createErrorPages, ERROR_PAGE_REQUEST_HEADER, isErrorShell } from './error-pages';
import { BUILT_ASSET_PREFIX, servePrecompressed, type PrecompressedAssets } from './precompressed-assets';
import { isApiPath, refuse, visitorLanguage } from './refusals';
import { commonHeaders, pageHeaders } from './security-headers';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export interface SiteHandlerOptions {
  /** The page renderer (Next.js's request handler). */
  renderPage: RequestHandler;
  /** Compression, applied around the page renderer (Next.js's own is off: it would compress before the policy is computed). */
  compress?: (request: IncomingMessage, response: ServerResponse) => void;
  /** Built scripts and styles compressed at build, sent as they are (precompressed-assets.ts). */
  precompressed?: PrecompressedAssets;
  apiUrl: string;
  trustedProxies: readonly string[];
  dev: boolean;
  pages: AdmissionLimits;
  api: AdmissionLimits;
  /** Called with anything the renderer throws (after a 500 went out). */
  onError?: (error: unknown) => void;
  /** The site's own HTML for a path (the error pages are fetched through it); none: error documents pass unchanged. */
  fetchOwnPage?: (path: string) => Promise<string | undefined>;
}

function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Whether the client sent its request and then closed its side. After a burst, hundreds of such
 * connections wait in the accept queue (the load generator or the browser gave up on them);
 * rendering a page for each kept the server busy for many seconds while new visitors queued
 * behind them (bench/overload.mjs). Browsers never half-close a connection they await an answer on.
 */
async function clientHungUp(request: IncomingMessage): Promise<boolean> {
  // The end of the client's stream is read one turn of the event loop after the request itself.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  return request.socket.readableEnded || request.socket.destroyed;
}

export function createSiteHandler(options: SiteHandlerOptions) {
  const forwarded = createForwarding(options.trustedProxies);
  const proxyToApi = createApiProxy(options.apiUrl);
  const pages = new Admission(options.pages);
  const api = new Admission(options.api);
  const errorPage = options.fetchOwnPage ? createErrorPages(options.fetchOwnPage) : undefined;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = pathOf(request);
    const visitor = forwarded(request);
    const context = { https: visitor.proto === 'https', dev: options.dev };
    for (const [name, value] of Object.entries(commonHeaders(context))) response.setHeader(name, value);

    // Built assets are cheap to serve and every page needs them: they never queue behind pages.
    const isAsset = pathname.startsWith(BUILT_ASSET_PREFIX);
    const gate = isApiPath(pathname) ? api : isAsset ? undefined : pages;
    // A client that leaves while waiting gives its place away; one that left is not served.
    const release = gate ? await gate.enter((leave) => response.once('close', leave)) : () => undefined;
    if (response.closed) {
      release?.();
      return;
    }
    if (!release) {
      refuse(request, response, pathname, 'busy');
      return;
    }
    response.once('close', release);

    if (!isApiPath(pathname) && !isAsset && (await clientHungUp(request))) {
      response.destroy();
      return;
    }
    if (isApiPath(pathname)) {
      proxyToApi(request, response, pathname, visitor);
      return;
    }
    if (isAsset && options.precompressed && (await servePrecompressed(options.precompressed, request, response, pathname))) return;
    options.compress?.(request, response);
    const ownErrorPageRequest = request.headers[ERROR_PAGE_REQUEST_HEADER] !== undefined;
    holdHtmlForPolicy(
      response,
      (hashes) => pageHeaders(pathname, hashes, context),
      errorPage && !ownErrorPageRequest
        ? async (status, html) =>
            isErrorShell(status, html) ? errorPage(status === 404 ? 404 : 500, visitorLanguage(request, pathname)) : undefined
        : undefined,
    );
    try {
      await options.renderPage(request, response);
    } catch (error) {
      options.onError?.(error);
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else response.destroy();
    }
  }

  return { handle, pages, api };
}
