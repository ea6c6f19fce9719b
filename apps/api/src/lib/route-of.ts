/**
 * Route declarations built from the endpoint table of packages/domain (`ENDPOINTS`): the method,
 * the path, the JSON body, the query and the success data come from the table, so a route cannot
 * drift from what the clients call. A route adds what only the API knows: headers, the format of
 * its path parameters, middleware, security, and the document's words, examples and failures.
 */
import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Endpoint, MultipartForm, PathParamName } from '@kestrel/domain';
import { envelopeResponse, formBody, jsonBody, multipartSchema, named, type MultipartSchema } from './response';

/** A path's parameters, declared by the route (with their formats and examples) for each `{name}` of the path. */
type ParamsOf<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? { params?: never }
  : { params: z.ZodObject & { shape: Record<PathParamName<E['path']>, z.ZodType> } };

/** The request parts the table leaves to the route; a query only where the table has none. */
type RequestDetails<E extends Endpoint> = {
  headers?: z.ZodObject;
  query?: E['query'] extends z.ZodType ? never : z.ZodObject;
} & ParamsOf<E>;

/**
 * The document's example of the JSON body, and the name of its schema component if it has one; for
 * a multipart body, the words about its file part.
 */
type BodyDetails<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body: { example: z.input<E['body']>; component?: string } }
  : E['form'] extends MultipartForm
    ? { body: { component?: string; file: string; example: Omit<z.input<E['form']['fields']>, 'captcha'> } }
    : { body?: never };

type Failures = Omit<RouteConfig['responses'], 200>;

/**
 * What a route adds to its endpoint. `R` and `F` are inferred on their own (not the whole object,
 * whose examples would widen), so the handler sees the exact request and answer types.
 */
export type RouteDetails<E extends Endpoint, R extends RequestDetails<E>, F extends Failures> = Omit<
  RouteConfig,
  'method' | 'path' | 'request' | 'responses'
> &
  ([PathParamName<E['path']>] extends [never] ? { request?: R } : { request: R }) &
  BodyDetails<E> & {
    /** The 200 answer: what it means, an example of its data, and the name of the data's schema component if it has one. */
    success: { description: string; example?: z.input<E['response']>; component?: string; componentDescription?: string };
    /** The other answers the route gives itself (lib/response.ts errorResponse, rateLimitedResponse). */
    failures?: F;
  };

type JsonBody<S extends z.ZodType> = ReturnType<typeof jsonBody<S>>['body'];
type FormBody<F extends MultipartForm> = ReturnType<typeof formBody<MultipartSchema<F>>>['body'];

// `{}` is "nothing added" here (`unknown` would not fit RouteConfig's request).
/* eslint-disable @typescript-eslint/no-empty-object-type */
type BuiltRequest<E extends Endpoint, R> = (E['query'] extends z.ZodObject ? Omit<R, 'query'> & { query: E['query'] } : R) &
  (E['body'] extends z.ZodType ? { body: JsonBody<E['body']> } : {}) &
  (E['form'] extends MultipartForm ? { body: FormBody<E['form']> } : {});

type BuiltRoute<E extends Endpoint, R, F> = Omit<RouteConfig, 'method' | 'path' | 'request' | 'responses'> & {
  method: E['method'];
  path: E['path'];
  request: BuiltRequest<E, R>;
  responses: { 200: ReturnType<typeof envelopeResponse<E['response']>> } & F;
};
/* eslint-enable @typescript-eslint/no-empty-object-type */

type LooseDetails = Omit<RouteConfig, 'method' | 'path' | 'request' | 'responses'> & {
  request?: Record<string, z.ZodType>;
  body?: { example?: unknown; component?: string; file?: string };
  success: { description: string; example?: unknown; component?: string; componentDescription?: string };
  failures?: Failures;
};

/** `createRoute` for `endpoint` of the table, with the route's own `details`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no failures
export function routeOf<E extends Endpoint, R extends RequestDetails<E> = RequestDetails<E>, F extends Failures = {}>(
  endpoint: E,
  details: RouteDetails<E, R, F>,
) {
  // Read through the loosest shape: the checks are in the parameter types.
  const { request, body, success, failures, ...rest } = details as LooseDetails;
  const data = success.component ? named(success.component, endpoint.response, success.componentDescription) : endpoint.response;
  const bodySchema = endpoint.body && body ? (body.component ? named(body.component, endpoint.body) : endpoint.body) : undefined;
  if (endpoint.body && (!bodySchema || body?.example === undefined))
    throw new Error(`${endpoint.method} ${endpoint.path}: the body needs an example`);
  let form: ReturnType<typeof formBody> | undefined;
  if (endpoint.form) {
    if (!body?.file) throw new Error(`${endpoint.method} ${endpoint.path}: the file part needs a description`);
    const schema = multipartSchema(endpoint.form, body.file);
    form = formBody(body.component ? named(body.component, schema) : schema, {
      ...(body.example as object),
      [endpoint.form.file.name]: '(the file)',
    });
  }
  const parts = {
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...request,
    ...(bodySchema && body ? jsonBody(bodySchema, body.example) : {}),
    ...form,
  };
  const route = {
    method: endpoint.method,
    path: endpoint.path,
    ...rest,
    ...(Object.keys(parts).length > 0 ? { request: parts } : {}),
    responses: { 200: envelopeResponse(success.description, data, success.example), ...failures },
  };
  // The built object has the shape BuiltRoute spells out; TypeScript cannot follow the spreads.
  return createRoute(route as RouteConfig) as unknown as BuiltRoute<E, R, F> & { getRoutingPath(): string };
}
