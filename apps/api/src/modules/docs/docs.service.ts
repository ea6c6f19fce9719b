/**
 * The API reference: the OpenAPI 3.1 document and a self-contained HTML rendering of it
 * (no scripts, no third-party assets: the page works offline and loads nothing from elsewhere).
 *
 * The document is checked by Redocly's recommended rules (docs.test.ts). What every operation
 * of a kind has is added here, once, from the route definitions (docs/decisions/016):
 * - an `operationId` made from the method and path (`POST /api/mms/account/v1/web/login` →
 *   `postAccountWebLogin`);
 * - `security: []` on an operation that declares none (it is public; the tests call each one
 *   without a token to hold the declarations to what the API does);
 * - 413 on every operation that takes a body (the app-wide body limit, lib/body-limit.ts);
 * - on every operation with session security (the session middleware): 401, 403 for a change
 *   (a cookie-authenticated change without X-App-Type or from another site), and the
 *   50008/50012/50014 answers next to the success under status 200 (docs/product.md §8).
 * Routes declare only what they answer themselves, with the helpers of lib/response.ts.
 */
import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import { BRAND, LOGOUT_CODES } from '@kestrel/domain';
import { tooLarge } from '../../lib/body-limit';
import { errorResponse, namedExamples, SessionEnded } from '../../lib/response';
import type { AppEnv } from '../../lib/types';
import { cookieChangeRefused, signInRequired } from '../sessions/sessions.middleware';
import { sessionEnded } from '../sessions/sessions.service';

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

export const API_TITLE = 'Kestrel VPN API';
export const API_VERSION = '0.1.0';

/** Path segments left out of operation ids: every path has them. */
const ID_NOISE = new Set(['api', 'mms', 'v1']);

/** `post` + `/api/mms/payment/v1/web/orders/{order_no}/capture` → `postPaymentWebOrdersByOrderNoCapture`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && !ID_NOISE.has(segment))
    .flatMap((segment) =>
      segment.startsWith('{') ? ['by', ...segment.slice(1, -1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter((word) => word !== '');
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

type Responses = RouteConfig['responses'];

const CHANGING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** 200 of an authenticated operation: its success, or one of the three "Confirm logout" answers. */
function withSessionEnded(success: Responses[string] | undefined): Responses[string] {
  const media = success && 'content' in success ? success.content?.['application/json'] : undefined;
  const schema = media && 'schema' in media && media.schema instanceof z.ZodType ? media.schema : undefined;
  if (!success || !('description' in success) || !media || !schema) throw new Error('an authenticated operation needs a JSON 200 answer');
  const example = 'example' in media ? (media.example as unknown) : undefined;
  return {
    ...success,
    description: `${success.description}; or the session is over: 50008, 50012 or 50014, also with status 200 (docs/product.md §8)`,
    content: {
      'application/json': {
        schema: z.union([schema, SessionEnded]),
        examples: namedExamples({
          ...(example === undefined ? {} : { success: example }),
          illegalToken: sessionEnded(LOGOUT_CODES.ILLEGAL_TOKEN).toBody(),
          endedElsewhere: sessionEnded(LOGOUT_CODES.OTHER_CLIENT_LOGGED_IN).toBody(),
          expired: sessionEnded(LOGOUT_CODES.TOKEN_EXPIRED).toBody(),
        }),
      },
    },
  };
}

/** A route as documented: the rules of the module comment applied to its declaration. */
export function documented(route: RouteConfig): RouteConfig {
  const responses: Responses = { ...route.responses };
  const changes = CHANGING_METHODS.has(route.method);
  if (changes) responses[413] ??= errorResponse('The body is larger than 1 MB', { tooLarge: tooLarge().toBody() });
  const authenticated = (route.security?.length ?? 0) > 0;
  if (authenticated) {
    responses[200] = withSessionEnded(responses[200]);
    responses[401] ??= errorResponse('No token: send `Authorization: Bearer` or the paypal_token cookie', {
      signInRequired: signInRequired().toBody(),
    });
    if (changes) {
      responses[403] ??= errorResponse('A cookie-authenticated change without X-App-Type, or from another site', {
        appTypeMissing: cookieChangeRefused.appTypeMissing().toBody(),
        crossSite: cookieChangeRefused.crossSite().toBody(),
      });
    }
  }
  return { ...route, operationId: route.operationId ?? operationIdOf(route.method, route.path), security: route.security ?? [], responses };
}

/**
 * Tags of operational routes (health probes, this document and its page): declared like every
 * route (the route fuzzer reads the declarations) but left out of the document and named in its
 * description. They are for load balancers and people, take no input and answer no 4xx.
 */
const OPERATIONAL_TAGS = new Set(['health', 'docs']);

export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>): OpenApiDocument {
  // A registry of its own, so the app's declarations stay as the routes made them.
  const documentation = new OpenAPIHono<AppEnv>();
  const registry = documentation.openAPIRegistry;
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type === 'route' && definition.route.tags?.some((tag) => OPERATIONAL_TAGS.has(tag))) continue;
    if (definition.type === 'route') registry.registerPath(documented(definition.route as RouteConfig));
    else if (definition.type === 'component') registry.registerComponent(definition.componentType, definition.name, definition.component);
    else throw new Error(`OpenAPI definitions of type ${definition.type} are not documented yet`);
  }
  return documentation.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        'Account and payment API of Kestrel VPN, used by the website and the native apps. Success answers are ' +
        '`{ "code": 200, "message": "success", "data": … }`; failures carry a 4xx/5xx status and `{ "code", "message" }`, ' +
        'plus `key` (the catalog key of the message) and `field` (the request field it concerns) where they apply. ' +
        'Besides the operations below, the API answers `GET /healthz` (liveness), `GET /readyz` (readiness: 503 while ' +
        'the database does not answer or the process shuts down), `GET /api/openapi.json` (this document) and ' +
        '`GET /api/reference` (its HTML rendering).',
      contact: { name: `${BRAND.name} support`, email: BRAND.supportEmail },
      license: { name: 'Proprietary', url: `${BRAND.siteUrl}/terms-of-service` },
    },
    // Locally (`npm start`) the API itself answers at http://localhost:4000.
    servers: [{ url: BRAND.siteUrl, description: 'Production: the website passes /api, /ws and /l10n to the API' }],
  });
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A JSON value as found in the document. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Inlines `#/components/...` references so each schema reads on its own (cycles stay as refs). */
function resolveRefs(value: unknown, doc: Record<string, unknown>, seen: ReadonlySet<string> = new Set()): Json {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, doc, seen));
  if (!isObject(value)) return (value ?? null) as Json;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
    if (target !== undefined) return resolveRefs(target, doc, new Set([...seen, ref]));
  }
  const out: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) out[key] = resolveRefs(item, doc, seen);
  return out;
}

/** Escaped text with `code spans` rendered as <code>. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function pretty(value: unknown, doc: Record<string, unknown>): string {
  return escapeHtml(JSON.stringify(resolveRefs(value, doc), null, 2));
}

function schemaType(schema: unknown): string {
  if (!isObject(schema)) return '';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return '';
}

function renderContent(content: unknown, doc: Record<string, unknown>): string {
  if (!isObject(content)) return '';
  return Object.entries(content)
    .map(([mediaType, media]) => {
      const schema = isObject(media) ? media.schema : undefined;
      return `<p class="media">${escapeHtml(mediaType)}</p>${schema === undefined ? '' : `<pre><code>${pretty(schema, doc)}</code></pre>`}`;
    })
    .join('');
}

function renderOperation(method: string, path: string, op: Record<string, unknown>, doc: Record<string, unknown>): string {
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const parts: string[] = [];
  parts.push(
    `<section class="op" id="${escapeHtml(id)}"><h2><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>`,
  );
  if (typeof op.summary === 'string') parts.push(`<p class="summary">${escapeHtml(op.summary)}</p>`);
  if (typeof op.description === 'string') parts.push(`<p>${prose(op.description)}</p>`);

  const parameters = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [];
  if (parameters.length > 0) {
    parts.push(
      '<h3>Parameters</h3><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th><th>Description</th></tr></thead><tbody>',
    );
    for (const param of parameters) {
      const resolved = resolveRefs(param, doc);
      const p = isObject(resolved) ? resolved : {};
      parts.push(
        `<tr><td><code>${escapeHtml(String(p.name ?? ''))}</code></td><td>${escapeHtml(String(p.in ?? ''))}</td>` +
          `<td>${p.required === true ? 'yes' : 'no'}</td><td><code>${escapeHtml(schemaType(p.schema))}</code></td>` +
          `<td>${escapeHtml(String(p.description ?? (isObject(p.schema) ? (p.schema.description ?? '') : '')))}</td></tr>`,
      );
    }
    parts.push('</tbody></table>');
  }

  if (isObject(op.requestBody)) {
    parts.push('<h3>Request body</h3>');
    parts.push(renderContent(op.requestBody.content, doc));
  }

  if (isObject(op.responses)) {
    parts.push('<h3>Responses</h3>');
    for (const [status, response] of Object.entries(op.responses)) {
      if (!isObject(response)) continue;
      parts.push(
        `<h4><span class="status s${escapeHtml(status.charAt(0))}">${escapeHtml(status)}</span> ${escapeHtml(String(response.description ?? ''))}</h4>`,
      );
      parts.push(renderContent(response.content, doc));
    }
  }
  parts.push('</section>');
  return parts.join('\n');
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1d2127; --muted: #5b6470; --bg: #fff; --panel: #f4f6f8; --line: #d8dde3; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --muted: #a4adb8; --bg: #15181c; --panel: #1f2328; --line: #343a42; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 72rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
h1 { margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 0 0 .5rem; } h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
h4 { font-size: .95rem; margin: .75rem 0 .25rem; font-weight: 600; }
.intro { color: var(--muted); }
nav ul { list-style: none; padding: 0; columns: 2 22rem; } nav li { margin: .15rem 0; }
a { color: inherit; }
.op { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem 1.25rem; margin: 1.5rem 0; }
.summary { font-weight: 600; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: .25rem; padding: .05rem .4rem; font-size: .8rem; color: #fff; background: #57606a; }
.method.get { background: #0b6bcb; } .method.post { background: #1a7f37; } .method.put, .method.patch { background: #9a6700; } .method.delete { background: #cf222e; }
.status { display: inline-block; border-radius: .25rem; padding: 0 .35rem; background: var(--panel); border: 1px solid var(--line); font-family: ui-monospace, monospace; }
.media { margin: .25rem 0; color: var(--muted); font-size: .85rem; }
pre { background: var(--panel); border: 1px solid var(--line); border-radius: .375rem; padding: .75rem; overflow: auto; font-size: .85rem; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; } th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .35rem .5rem; vertical-align: top; }
`;

/** Server-rendered reference page of every operation in the document. */
export function renderReferenceHtml(document: OpenApiDocument): string {
  const doc = document as unknown as Record<string, unknown>;
  const paths = isObject(doc.paths) ? doc.paths : {};
  const operations: Array<{ method: string; path: string; op: Record<string, unknown> }> = [];
  for (const [path, item] of Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isObject(op)) operations.push({ method, path, op });
    }
  }
  const toc = operations
    .map(({ method, path, op }) => {
      const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
      const summary = typeof op.summary === 'string' ? ` — ${escapeHtml(op.summary)}` : '';
      return `<li><a href="#${escapeHtml(id)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></a>${summary}</li>`;
    })
    .join('\n');
  const info = isObject(doc.info) ? doc.info : {};
  const title = escapeHtml(String(info.title ?? API_TITLE));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="intro">Version ${escapeHtml(String(info.version ?? ''))} · OpenAPI ${escapeHtml(String(doc.openapi ?? ''))} · <a href="/api/openapi.json">openapi.json</a></p>
${typeof info.description === 'string' ? `<p>${prose(info.description)}</p>` : ''}
<nav aria-label="Operations"><h2>Operations (${operations.length})</h2><ul>
${toc}
</ul></nav>
${operations.map(({ method, path, op }) => renderOperation(method, path, op, doc)).join('\n')}
</main>
</body>
</html>
`;
}
