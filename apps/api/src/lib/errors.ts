/**
 * The one error class of the API and the one handler that turns errors into responses
 * (docs/architecture.md "API conventions"): `{ code, message }` with a 4xx/5xx status, never a stack trace
 * or SQL text; with the message's catalog `key` when it has one, and the request `field` it
 * concerns where there is one.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isApiMessageKey, MESSAGE_KEYS, type ApiFailure, type ApiMessageKey } from '@kestrel/domain';
import { databaseUnavailableReason } from '../db/unavailable';
import { errorText, isErrorMessageKey, requestLanguage, type MessageValues } from './i18n';
import type { AppEnv } from './types';

/** The body of every failure: a numeric code, a readable message, and its meaning (packages/domain api.ts). */
export type ErrorBody = ApiFailure;

export interface ApiErrorOptions {
  code?: number;
  errCode?: number;
  /** The request field the failure concerns (`password`, `code`…), for a form to place the message by. */
  field?: string;
  /** Response headers to send with the failure (Retry-After, the Set-Cookies that clear the session…); a list is sent as one header each. */
  headers?: Record<string, string | readonly string[]>;
}

/**
 * An expected failure with its HTTP status, body code and message. `code` defaults to the status;
 * business codes (50008, 50014, 20104…) are passed explicitly. `errCode` becomes `err_code`
 * (docs/product.md §8: the captcha failure carries `err_code` 500).
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: number;
  readonly errCode: number | undefined;
  readonly headers: Record<string, string | readonly string[]>;
  readonly field: string | undefined;
  /** A domain message key (`errors.incorrectPassword`): the answer is its text in the caller's language. */
  messageKey: ApiMessageKey | undefined;
  messageValues: MessageValues = {};

  constructor(status: ContentfulStatusCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? status;
    this.errCode = options.errCode;
    this.field = options.field;
    this.headers = { ...options.headers };
  }

  /** A failure whose message is a catalog key (`errors.<key>`), answered in the request's language. */
  static localized(status: ContentfulStatusCode, key: ApiMessageKey, options: ApiErrorOptions & { values?: MessageValues } = {}): ApiError {
    const error = new ApiError(status, errorText('en', key, options.values), options);
    error.messageKey = key;
    error.messageValues = options.values ?? {};
    return error;
  }

  toBody(language = 'en'): ErrorBody {
    const message = this.messageKey === undefined ? this.message : errorText(language, this.messageKey, this.messageValues);
    return {
      code: this.code,
      message,
      ...(this.errCode === undefined ? {} : { err_code: this.errCode }),
      ...meaning(this.messageKey, this.field),
    };
  }
}

/** Seconds a client waits before retrying while the database cannot serve (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The answer while the database cannot serve: 503, "temporarily unavailable" in the caller's language, Retry-After. */
export function serviceUnavailable(): ApiError {
  return ApiError.localized(503, MESSAGE_KEYS.serviceUnavailable, { headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) } });
}

/** The `key` and `field` parts of a failure body, each only when there is one. */
function meaning(key: ApiMessageKey | undefined, field: string | undefined): Pick<ErrorBody, 'key' | 'field'> {
  return { ...(key === undefined ? {} : { key }), ...(field ? { field } : {}) };
}

/** The request field of a validation failure: the path of its first problem (`device.user_id`); undefined for the whole request. */
function firstField(error: ZodError): string | undefined {
  return error.issues[0]?.path.map(String).join('.') || undefined;
}

/** The readable text of a validation failure: each problem prefixed by the field it concerns. */
export function describeZodError(error: ZodError, target?: string): string {
  const parts = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return `${field || target || 'request'}: ${issue.message}`;
  });
  return [...new Set(parts)].join('; ');
}

export function validationErrorBody(error: ZodError, target?: string): ErrorBody {
  return { code: 400, message: `Invalid request: ${describeZodError(error, target)}`, ...meaning(undefined, firstField(error)) };
}

/**
 * `@hono/zod-openapi` defaultHook: a failed request validation becomes the 400 envelope, with the
 * field of its first problem. When that problem is a domain message key (the shared form schemas
 * report those), the answer is that message alone in the caller's language, e.g.
 * `{ code: 400, message: 'Please Enter Email', key: 'validation.enterEmail', field: 'username' }`.
 */
export function validationHook(
  result: { success: true; data: unknown } | { success: false; error: ZodError; target?: string },
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  const first = result.error.issues[0]?.message;
  if (first !== undefined && isErrorMessageKey(first)) {
    const key = isApiMessageKey(first) ? first : undefined;
    const body: ErrorBody = { code: 400, message: errorText(requestLanguage(c), first), ...meaning(key, firstField(result.error)) };
    return c.json(body, 400);
  }
  return c.json(validationErrorBody(result.error, result.target), 400);
}

/**
 * The one error handler. Expected errors become their envelope; a database that cannot serve
 * (db/unavailable) becomes 503 with Retry-After; anything else is logged with the request id and
 * answered 500 `{ code: 500, message: 'Error' }` (no stack, no SQL).
 * `fallbackLogger` is used if the error happens before the request logger is set.
 */
export function createOnError(fallbackLogger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const logger = c.get('logger') ?? fallbackLogger;
    const requestId = c.get('requestId');
    let error: unknown = err;
    const unavailable = err instanceof ApiError ? undefined : databaseUnavailableReason(err);
    if (unavailable !== undefined) {
      // An outage, not a bug: a warning with the driver's reason, and the client is told to retry.
      logger.warn({ err, requestId, method: c.req.method, path: c.req.path, reason: unavailable }, 'database unavailable');
      error = serviceUnavailable();
    } else if (err instanceof ApiError && err.status >= 500) {
      logger.error({ err, requestId }, 'request failed');
    }
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) {
        for (const one of typeof value === 'string' ? [value] : value) c.header(name, one, { append: name.toLowerCase() === 'set-cookie' });
      }
      return c.json(error.toBody(requestLanguage(c)), error.status);
    }
    if (err instanceof ZodError) {
      return c.json(validationErrorBody(err), 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Raised by Hono itself (malformed JSON…); its messages are written for clients.
      const status = err.status as ContentfulStatusCode;
      return c.json({ code: status, message: err.message || 'Bad Request' } satisfies ErrorBody, status);
    }
    logger.error({ err, requestId, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ code: 500, message: 'Error' } satisfies ErrorBody, 500);
  };
}

export const notFound: NotFoundHandler<AppEnv> = (c) => c.json({ code: 404, message: 'Not Found' } satisfies ErrorBody, 404);
