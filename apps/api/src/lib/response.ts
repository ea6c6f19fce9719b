/**
 * The answers of the API and how routes document them (docs/architecture.md "API conventions"): the success
 * envelope, the failure body, and the OpenAPI entries every route builds its `responses` and
 * request bodies from, with examples. What every operation of a kind answers (413 for a body,
 * 401/403/50008/50012/50014 for a session) is added once, by the document builder
 * (modules/docs/docs.service.ts), not declared per route.
 */
import { z } from '@hono/zod-openapi';
import { ApiFailureSchema, envelopeSchema, LOGOUT_CODES, type MultipartForm } from '@kestrel/domain';
import type { Context } from 'hono';
import type { ErrorBody } from './errors';
import { longestWindowSeconds, tooManyAttempts, type RateLimitedAction } from './rate-limit';

/** The success envelope of every API answer (docs/architecture.md "API conventions"). */
export function ok<T>(c: Context, data: T) {
  return c.json({ code: 200 as const, message: 'success' as const, data }, 200);
}

/**
 * `schema` as the schema component `name` of the document. The schemas of packages/domain are
 * built with plain zod, often before @hono/zod-openapi has added `.openapi()` (zod 4 gives the
 * method only to schemas made after that), so it is called from the prototype it was added to.
 */
export function named<T extends z.ZodType>(name: string, schema: T, description?: string): T {
  return z.ZodType.prototype.openapi.call(schema, name, description === undefined ? undefined : { description }) as T;
}

/** The failure body `{ code, message, err_code?, key?, field? }` of every error answer: one schema component. */
export const ApiFailure = named(
  'ApiFailure',
  ApiFailureSchema,
  'A failure: the status is 4xx/5xx, `message` is in the language of the request, `key` (when the message is from the catalog) ' +
    'says what it means in any language and `field` names the request field it concerns',
);

/**
 * A 50008/50012/50014 answer of an authenticated operation (status 200, so the web client shows
 * "Confirm logout", docs/product.md §8).
 */
export const SessionEnded = z
  .object({
    // One literal each: a multi-value z.literal is documented with its first value only.
    code: z.union([
      z.literal(LOGOUT_CODES.ILLEGAL_TOKEN),
      z.literal(LOGOUT_CODES.OTHER_CLIENT_LOGGED_IN),
      z.literal(LOGOUT_CODES.TOKEN_EXPIRED),
    ]),
    message: z.string(),
    key: ApiFailureSchema.shape.key,
  })
  .openapi('SessionEnded', { description: '50008 illegal token, 50012 session ended elsewhere, 50014 token expired' });

/** OpenAPI named examples from `{ name: value }`. */
export function namedExamples(values: Record<string, unknown>): Record<string, { value: unknown }> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]));
}

/**
 * OpenAPI response entry for a JSON error answer, with an example of each way it happens
 * (build them from the API's own errors, e.g. `captchaFailure().toBody()`).
 */
export function errorResponse(description: string, examples?: Record<string, ErrorBody>) {
  return {
    description,
    content: { 'application/json': { schema: ApiFailure, ...(examples ? { examples: namedExamples(examples) } : {}) } },
  };
}

/** OpenAPI response entry for a JSON success envelope around `data`, with an example of `data`. */
export function envelopeResponse<T extends z.ZodType>(description: string, data: T, example?: z.input<T>) {
  return {
    description,
    content: {
      'application/json': {
        schema: envelopeSchema(data),
        ...(example === undefined ? {} : { example: { code: 200, message: 'success', data: example } }),
      },
    },
  };
}

/** A required JSON request body of `schema`, with an example (checked against the schema's input type). */
export function jsonBody<T extends z.ZodType>(schema: T, example: z.input<T>) {
  return { body: { content: { 'application/json': { schema, example } }, required: true } };
}

/** The schema of a multipart body: its text fields and its file part. */
export type MultipartSchema<F extends MultipartForm> = z.ZodObject<
  F['fields']['shape'] & { [K in F['file']['name']]: F['file']['schema'] }
>;

/**
 * The schema of a multipart endpoint's body (the fields and the file part, which the document shows
 * as binary with `fileDescription`), for the route's validator and the document alike.
 */
export function multipartSchema<F extends MultipartForm>(form: F, fileDescription: string): MultipartSchema<F> {
  const file = z.ZodType.prototype.openapi.call(form.file.schema, { type: 'string', format: 'binary', description: fileDescription });
  return form.fields.extend({ [form.file.name]: file }) as unknown as MultipartSchema<F>;
}

/** A required multipart/form-data request body of `schema`, with an example of its parts. */
export function formBody<T extends z.ZodType>(schema: T, example?: Record<string, unknown>) {
  return { body: { content: { 'multipart/form-data': { schema, ...(example ? { example } : {}) } }, required: true } };
}

/** The Retry-After header of a 429 answer. */
export const RetryAfterHeader = z.object({
  'Retry-After': z.string().openapi({ description: 'Seconds until the window that refused the request ends', example: '900' }),
});

/** OpenAPI entry of the 429 of a rate-limited `action` (lib/rate-limit.ts), with its Retry-After header. */
export function rateLimitedResponse(action: RateLimitedAction) {
  const example = tooManyAttempts(longestWindowSeconds(action)).toBody();
  return {
    description: 'Too many attempts in a window (lib/rate-limit.ts); Retry-After says when to try again',
    headers: RetryAfterHeader,
    content: { 'application/json': { schema: ApiFailure, examples: namedExamples({ tooManyAttempts: example }) } },
  };
}

/** Values the route examples share, so every example of the document tells the same story. */
export const EXAMPLE = Object.freeze({
  email: 'ada@example.com',
  password: 'Secret#2024',
  newPassword: 'Better!2025',
  code: '493817',
  token: 'q4V9tJc2n8Xw0bZf3Lr6Ys1Hk7Pd5Ue9Ga2Mi4Oo8N',
  at: '2026-06-01T12:00:00.000Z',
  /** An ALTCHA solution as the widget sends it: base64 of the challenge's fields and the number found. */
  captcha: Buffer.from(
    JSON.stringify({
      algorithm: 'SHA-256',
      challenge: '5d7f4c9a1e0b6d3f8a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f',
      number: 48213,
      salt: '9c41e2a7b05f3d18?expires=1780315200&',
      signature: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    }),
  ).toString('base64'),
});
