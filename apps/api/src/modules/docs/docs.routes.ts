import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/types';
import { buildOpenApiDocument, renderReferenceHtml, type OpenApiDocument } from './docs.service';

const openApiJson = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  tags: ['docs'],
  summary: 'This OpenAPI 3.1 document',
  responses: {
    200: {
      description: 'The OpenAPI document',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});

const reference = createRoute({
  method: 'get',
  path: '/api/reference',
  tags: ['docs'],
  summary: 'Human-readable reference of every operation',
  responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } } },
});

// The page has no scripts and loads nothing from elsewhere; only its inline style is allowed.
const REFERENCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Adds the docs routes to the composed app; call it after every module is mounted. The document
 * is generated on first request (routes are all registered by then) and kept.
 */
export function registerDocsRoutes(app: OpenAPIHono<AppEnv>): void {
  let document: OpenApiDocument | undefined;
  let html: string | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(app));

  app.openapi(openApiJson, (c) => c.json(getDocument() as unknown as Record<string, unknown>, 200));
  app.openapi(reference, (c) => {
    html ??= renderReferenceHtml(getDocument());
    c.header('Content-Security-Policy', REFERENCE_CSP);
    return c.html(html, 200);
  });
}
