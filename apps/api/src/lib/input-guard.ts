/**
 * The check every request passes before any route sees it (docs/architecture.md "API conventions":
 * validate at the edge, bad input gets 400, never 500). Once for every route, so a new route or
 * field cannot forget it:
 * - no string anywhere in the request — JSON body (keys and values, at any depth), query
 *   parameters, path segments, headers — may hold a character `@kestrel/domain`'s text rules
 *   forbid everywhere (NUL, other C0 controls but tab/LF/CR, DEL, lone surrogates). PostgreSQL
 *   refuses NUL in text, so without this a NUL answered 500.
 * - a JSON body must be UTF-8 (not silently repaired with U+FFFD), well-formed, and nested at
 *   most MAX_JSON_DEPTH levels.
 * - a form body (multipart/form-data, urlencoded) must parse, and its field names and text values
 *   are held to the same rule; a file part's content is the route's business (the refund
 *   receipt's type is checked from its bytes), and its client-sent file name is never read.
 * Which fields must also be single-line is the field's own rule (the shared zod schemas).
 */
import { forbiddenCharacterIndex, isSingleLine, TEXT_MESSAGE_KEYS } from '@kestrel/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { ApiError } from './errors';
import { formBody, isFormRequest } from './form-body';
import type { AppEnv } from './types';

/** Deepest accepted nesting of a JSON body; our bodies are 2 levels, provider notifications under 10. */
export const MAX_JSON_DEPTH = 32;

/** Hono's own wording for a body that does not parse, kept so clients see one message for it. */
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON in request body';
export const NOT_UTF8_MESSAGE = 'Request body is not valid UTF-8';
export const TOO_DEEP_MESSAGE = `JSON in request body is nested more than ${MAX_JSON_DEPTH} levels deep`;
export const MALFORMED_FORM_MESSAGE = 'Malformed form data in request body';

// Every media type Hono's validator parses as JSON (a wider set than @hono/zod-openapi's gate lets
// through), read as Hono reads it: the part before any parameter, trimmed. Narrower, a body could
// reach a route's JSON parser unchecked.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const isJsonMediaType = (contentType: string) => JSON_MEDIA_TYPE.test(contentType.split(';')[0]!.trim());

// A field name in the answer: forbidden characters and line breaks shown as U+FFFD, kept short.
const FIELD_NAME_MAX_LENGTH = 64;

function displayName(name: string): string {
  let shown = '';
  for (const char of name) shown += forbiddenCharacterIndex(char) === -1 && isSingleLine(char) ? char : '\ufffd';
  return shown.length > FIELD_NAME_MAX_LENGTH ? `${shown.slice(0, FIELD_NAME_MAX_LENGTH - 1)}…` : shown;
}

function invalidCharacters(field: string): ApiError {
  return ApiError.localized(400, TEXT_MESSAGE_KEYS.invalidCharacters, { values: { field: displayName(field) } });
}

function checkText(text: string, field: () => string): void {
  if (forbiddenCharacterIndex(text) !== -1) throw invalidCharacters(field());
}

/** True when the JSON text opens more than MAX_JSON_DEPTH arrays/objects at once (strings skipped). */
function nestedTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return false;
}

/** Every key and string of a parsed body (at most MAX_JSON_DEPTH deep, so recursion is safe). */
function checkJsonValue(value: unknown, path: ReadonlyArray<string | number>): void {
  const field = () => (path.length === 0 ? 'body' : path.join('.'));
  if (typeof value === 'string') {
    checkText(value, field);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkJsonValue(item, [...path, index]));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      checkText(key, () => [...path, key].join('.'));
      checkJsonValue(item, [...path, key]);
    }
  }
}

async function checkJsonBody(c: Context<AppEnv>): Promise<void> {
  // Read through Hono so the routes' validators and handlers get the same bytes from its cache.
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength === 0) return; // routes that need a body say so with their own schema
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, NOT_UTF8_MESSAGE);
  }
  if (nestedTooDeep(text)) throw new ApiError(400, TOO_DEEP_MESSAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, MALFORMED_JSON_MESSAGE);
  }
  checkJsonValue(parsed, []);
}

async function checkFormBody(c: Context<AppEnv>): Promise<void> {
  let form: FormData;
  try {
    form = await formBody(c);
  } catch {
    throw new ApiError(400, MALFORMED_FORM_MESSAGE);
  }
  form.forEach((value, name) => {
    checkText(name, () => name);
    if (typeof value === 'string') checkText(value, () => name);
  });
}

export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.req.raw.headers.forEach((value, name) => checkText(value, () => name));
    const url = new URL(c.req.url);
    for (const segment of url.pathname.split('/')) checkText(tryDecodeURIComponent(segment), () => 'path');
    // Every name=value pair as written, including those the router's query parser skips (an empty name).
    for (const pair of url.search.slice(1).split('&')) {
      const equals = pair.indexOf('=');
      const decode = (part: string) => tryDecodeURIComponent(part.replace(/\+/g, ' '));
      const name = decode(equals === -1 ? pair : pair.slice(0, equals));
      const field = () => name || 'query';
      checkText(name, field);
      if (equals !== -1) checkText(decode(pair.slice(equals + 1)), field);
    }
    const contentType = c.req.header('content-type');
    if (c.req.raw.body !== null && contentType !== undefined && isJsonMediaType(contentType)) await checkJsonBody(c);
    else if (isFormRequest(c)) await checkFormBody(c);
    await next();
  };
}
