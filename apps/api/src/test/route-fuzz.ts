/**
 * Bad requests for every route, generated from the route's own zod schemas (the ones
 * @hono/zod-openapi validates with and documents): the app's OpenAPI registry lists the routes,
 * each schema becomes a JSON Schema (zod's `toJSONSchema`, input side) and then a fast-check
 * arbitrary of valid-shaped values, which are then mutated: wrong types, missing and extra
 * fields, huge strings, Unicode edge cases (NUL, other controls, lone surrogates…), deep JSON,
 * bodies that are not JSON or not UTF-8, wrong content types, oversized bodies; and, for an
 * upload route, multipart bodies of its fields (some holding those strings) and a file of any bytes.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { App } from '../app';

/** The subset of JSON Schema that zod writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** A route as registered: method, OpenAPI path (`/orders/{order_no}`), request and 200-answer schemas. */
export interface FuzzRoute {
  method: 'GET' | 'POST';
  path: string;
  params: JsonSchema | undefined;
  query: JsonSchema | undefined;
  headers: JsonSchema | undefined;
  body: JsonSchema | undefined;
  /** The fields of a multipart/form-data body (an upload), the file part included. */
  form: JsonSchema | undefined;
  /** The zod schema of the 200 answer's body; `html` for a page. */
  success: z.ZodType | 'html' | undefined;
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The schema of a media type entry, if it has one. */
function schemaOf(media: unknown): unknown {
  return typeof media === 'object' && media !== null && 'schema' in media ? media.schema : undefined;
}

/** Every route of the app's OpenAPI registry (so a new route is fuzzed without being listed here). */
export function registeredRoutes(app: App): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { route } = definition;
    const method = route.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new Error(`no fuzzing for ${method} ${route.path} yet`);
    // Our routes declare inline schemas, never `$ref`s: anything else reads as "none declared".
    const answer = route.responses[200];
    const content: Record<string, unknown> = answer && 'content' in answer ? (answer.content ?? {}) : {};
    const json = schemaOf(content['application/json']);
    const body = route.request?.body;
    routes.push({
      method,
      path: route.path,
      params: toJsonSchema(route.request?.params),
      query: toJsonSchema(route.request?.query),
      headers: toJsonSchema(route.request?.headers),
      body: toJsonSchema(body && 'content' in body ? schemaOf(body.content['application/json']) : undefined),
      form: toJsonSchema(body && 'content' in body ? schemaOf(body.content['multipart/form-data']) : undefined),
      success: json instanceof z.ZodType ? json : content['text/html'] ? 'html' : undefined,
    });
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Strings

/** Characters no request may hold (docs/architecture.md: refused at the edge); a request with one must fail. */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\ud800', '\udbff', '\udc00', '\udfff'];
/** Of those, what a header can carry at all (fetch refuses NUL; a header is Latin-1 bytes). */
const FORBIDDEN_IN_HEADERS = ['\u0001', '\u0008', '\u001b', '\u001f', '\u007f'];
/**
 * Of those, what a URL can carry (percent-encoded). A lone surrogate can only be sent as bytes
 * that are not UTF-8 (%ED%A0%80), which the router leaves undecoded: odd, but not forbidden.
 */
const FORBIDDEN_IN_URLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Unicode and injection edge cases that are allowed characters; any answer but a 5xx will do. */
const ODD_TEXT = [
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u0085',
  '\u2028',
  '\u00a0',
  '\ufeff',
  '\u200b',
  '\u202e',
  'e\u0301',
  '😀',
  '👩🏽‍💻',
  '\uffff',
  '\ufffd',
  '\u{10ffff}',
  'مرحبا',
  '日本語',
  "'; DROP TABLE accounts;--",
  '<script>alert(1)</script>',
  '%00',
  '%',
  '../../etc/passwd',
  '\\',
  '"',
  '{}',
  'null',
  '-1',
  '1e309',
  'NaN',
  '4111111111111111',
];

export interface Fuzzed<T> {
  value: T;
  /** True when the value holds a character the edge must refuse. */
  forbidden: boolean;
}

const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(1_000, 10_000, 100_000).map((n) => 'x'.repeat(n)),
  fc.constant('ü😀'.repeat(20_000)),
);

/** A string with a forbidden character somewhere in it. */
const forbiddenString = (chars: readonly string[]) =>
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...chars), fc.string({ maxLength: 8 })).map(([a, bad, b]) => `${a}${bad}${b}`);

/** A string for any position: mostly odd but allowed there (`odd` adds to the usual cases), sometimes forbidden. */
function nastyString(chars: readonly string[] = FORBIDDEN, odd: readonly string[] = []): fc.Arbitrary<Fuzzed<string>> {
  const allowed = odd.length > 0 ? fc.oneof(oddString, forbiddenString(odd)) : oddString;
  return fc.oneof(
    { weight: 3, arbitrary: allowed.map((value) => ({ value, forbidden: false })) },
    { weight: 2, arbitrary: forbiddenString(chars).map((value) => ({ value, forbidden: true })) },
  );
}

// ---------------------------------------------------------------------------------------------
// Values from JSON Schema

const MAX_GENERATED_LENGTH = 40;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  // zod writes its own (stricter than RFC) email pattern next to the format: follow the pattern.
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    // Values a real client sends: a password of the product rule, an app type, a 6-digit code.
    fc.constantFrom('Secret#2024', '502', '101', '123456').filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000_000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1_000_000);
  // fc.integer stays within 32 bits; the bounds of the schema and of a 32-bit database column
  // (where an id or type ends up) come as edge cases of their own.
  const low = Math.max(min, -0x80000000);
  const high = Math.min(max, 0x7fffffff);
  const edges = [min, max, 0, -1, 0x7fffffff, 0x80000000, -0x80000001].filter((n) => n >= min && n <= max);
  return fc.oneof(
    // Small values hit real rows (plan ids 1–4).
    { weight: 2, arbitrary: fc.integer({ min: Math.max(low, -5), max: Math.min(high, 10) }) },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
  );
}

/** Valid-shaped values of a JSON Schema (refinements such as "passwords must match" aside). */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = arbitraryFor(property);
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations of a JSON value

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `depth` arrays nested in each other, built without recursion. */
export function deepArray(depth: number): Json {
  let value: Json = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

/** A value of a wrong or hostile kind for any field. */
const wrongValue: fc.Arbitrary<Fuzzed<Json>> = fc.oneof(
  nastyString(),
  fc
    .oneof(
      fc.constantFrom<Json>(null, true, false, 0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}, [1, 'a'], { a: { b: 1 } }),
      fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
      // Deeper than the edge allows (the 10,000-level case is a body of its own, built as text).
      fc.constant(deepArray(64)),
    )
    .map((value) => ({ value, forbidden: false })),
);

/** Keys an attacker likes, plus forbidden ones. */
const extraKey: fc.Arbitrary<Fuzzed<string>> = fc.oneof(
  fc
    .constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', 'recasign', 'amount', 'account_id', '$where')
    .map((value) => ({ value, forbidden: false })),
  nastyString(),
);

type Mutation =
  | { kind: 'set'; at: number; value: Fuzzed<Json> }
  | { kind: 'delete'; at: number }
  | { kind: 'add'; at: number; key: Fuzzed<string>; value: Fuzzed<Json> }
  | { kind: 'insert'; at: number; text: Fuzzed<string> };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: wrongValue }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: extraKey, value: wrongValue }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: nastyString() }),
);

interface Slot {
  parent: Json[] | { [key: string]: Json };
  key: string | number;
}

/** Every property and array item of `value`, parents before children. */
function slotsOf(value: Json, into: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      into.push({ parent: value, key: index });
      slotsOf(item, into);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push({ parent: value, key });
      slotsOf(item, into);
    }
  }
  return into;
}

function objectsOf(value: Json): Array<{ [key: string]: Json }> {
  const objects = typeof value === 'object' && value !== null && !Array.isArray(value) ? [value] : [];
  for (const slot of slotsOf(value)) {
    const item = (slot.parent as Record<string | number, Json>)[slot.key];
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) objects.push(item);
  }
  return objects;
}

/** Applies the mutations to a copy of `value`; `forbidden` tells whether one put a forbidden character in. */
export function mutate(value: unknown, mutations: readonly Mutation[]): Fuzzed<Json> {
  const root = { value: structuredClone(value ?? {}) as Json };
  let forbidden = false;
  for (const change of mutations) {
    const slots = slotsOf(root.value);
    if (change.kind === 'add') {
      const objects = objectsOf(root.value);
      const target = objects[change.at % Math.max(objects.length, 1)];
      if (!target) continue;
      // defineProperty, so that "__proto__" becomes a real key of the JSON as a client would send it.
      // Values are cloned: fast-check hands out the same constant object to many runs.
      Object.defineProperty(target, change.key.value, {
        value: structuredClone(change.value.value),
        enumerable: true,
        configurable: true,
        writable: true,
      });
      forbidden ||= change.key.forbidden || change.value.forbidden;
      continue;
    }
    const slot = slots[change.at % Math.max(slots.length, 1)];
    if (!slot) continue;
    const parent = slot.parent as Record<string | number, Json>;
    if (change.kind === 'set') {
      parent[slot.key] = structuredClone(change.value.value);
      forbidden ||= change.value.forbidden;
    } else if (change.kind === 'delete') {
      if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
      else delete parent[slot.key];
    } else {
      const current = parent[slot.key];
      const text = typeof current === 'string' ? current : '';
      const cut = change.at % (text.length + 1);
      parent[slot.key] = text.slice(0, cut) + change.text.value + text.slice(cut);
      forbidden ||= change.text.forbidden;
    }
  }
  // A forbidden character set earlier may have been deleted or overwritten since.
  return { value: root.value, forbidden: forbidden && containsForbidden(root.value) };
}

function containsForbidden(value: Json): boolean {
  const check = (text: string) =>
    FORBIDDEN.some((char) => text.includes(char)) || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
  if (typeof value === 'string') return check(value);
  if (Array.isArray(value)) return value.some(containsForbidden);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => check(key) || containsForbidden(item));
  return false;
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface FuzzRequest {
  method: 'GET' | 'POST';
  /** Path and query string, percent-encoded as a client would send them. */
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  /** The request holds something the edge must refuse: any answer but a 4xx is wrong. */
  mustFail: boolean;
  /** What was generated, for the failure report. */
  shape: string;
}

/** Percent-encoding that can also carry a lone surrogate, as the bytes a broken client sends. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A header value as the bytes of its UTF-8 text (what a client puts on the wire), minus what fetch cannot send. */
function headerValue(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[\0\r\n]/g, '')
    .trim();
}

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, item] of Object.entries(value))
    if (item !== undefined) out[key] = typeof item === 'string' ? item : JSON.stringify(item);
  return out;
}

interface Variants<T> {
  valid: fc.Arbitrary<T>;
  mutated: fc.Arbitrary<T>;
}

/**
 * Valid-shaped and mutated string maps (path parameters, query, headers); `extras` adds names
 * the schema does not know (not for path parameters: a path has no room for them).
 */
function stringMap(
  schema: JsonSchema | undefined,
  nasty: fc.Arbitrary<Fuzzed<string>>,
  extras: boolean,
): Variants<Fuzzed<Record<string, string>>> {
  const valid = schema ? arbitraryFor(schema).map(stringRecord) : fc.constant<Record<string, string>>({});
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom('lang', 'token', 'channel', 'x'), fc.string({ maxLength: 6 })), nasty), {
    minLength: extras ? 1 : 0,
    maxLength: extras ? 2 : 0,
  });
  return {
    valid: valid.map((value) => ({ value, forbidden: false })),
    mutated: fc.oneof(
      fc.tuple(valid, fc.nat(), nasty).map(([value, at, text]) => {
        const keys = Object.keys(value);
        const key = keys[at % Math.max(keys.length, 1)];
        if (key === undefined) return { value, forbidden: false };
        return { value: { ...value, [key]: text.value }, forbidden: text.forbidden };
      }),
      fc.tuple(valid, extra).map(([value, more]) => {
        // The last of two extras with one name wins, as in Object.fromEntries.
        const added = new Map(more.filter(([key]) => !(key in value)));
        return {
          value: { ...Object.fromEntries([...added].map(([key, text]) => [key, text.value])), ...value },
          forbidden: [...added.values()].some((text) => text.forbidden),
        };
      }),
    ),
  };
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/merge-patch+json'];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''];

interface BodyCase {
  body: string | Uint8Array;
  contentType: string;
  mustFail: boolean;
  shape: string;
}

const BOUNDARY = 'fuzz-9c1e7a';

/** A multipart/form-data body as a browser writes it: text fields, then binary file parts. */
function multipartBody(fields: Record<string, string>, files: Record<string, Uint8Array>): Uint8Array {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`),
    );
    parts.push(Buffer.from(bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/** A file's bytes: any, or behind a PNG or PDF signature (past the type check, into the route). */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.uint8Array({ maxLength: 64 }).map((rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest])),
  fc.uint8Array({ maxLength: 64 }).map((rest) => new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...rest])),
);

/** Multipart bodies for an upload route: valid-shaped fields, or one field holding a hostile string; its file parts of any bytes. */
function multipartArbitrary(form: JsonSchema): Variants<BodyCase> {
  const properties = form.properties ?? {};
  const fileNames = Object.keys(properties).filter((name) => properties[name]?.format === 'binary');
  const textSchema: JsonSchema = {
    ...form,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !fileNames.includes(name))),
  };
  const fields = arbitraryFor(textSchema).map(stringRecord);
  const files = fc
    .tuple(...fileNames.map(() => fileBytes))
    .map((contents) => Object.fromEntries(fileNames.map((name, i) => [name, contents[i]!])));
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  return {
    valid: fc
      .tuple(fields, files)
      .map(([text, file]) => ({ body: multipartBody(text, file), contentType, mustFail: false, shape: 'multipart valid-shaped' })),
    // A text part is UTF-8 bytes: a lone surrogate cannot be sent, it arrives as U+FFFD.
    mutated: fc.tuple(fields, files, fc.nat(), nastyString(FORBIDDEN_IN_URLS, LONE_SURROGATES)).map(([text, file, at, nasty]) => {
      const names = Object.keys(textSchema.properties ?? {});
      const name = names[at % Math.max(names.length, 1)] ?? 'x';
      return {
        body: multipartBody({ ...text, [name]: nasty.value }, file),
        contentType,
        mustFail: nasty.forbidden,
        shape: `multipart (${name} mutated)`,
      };
    }),
  };
}

function bodyArbitrary(schema: JsonSchema | undefined, maxBodyBytes: number): Variants<BodyCase> {
  const valid = schema ? arbitraryFor(schema) : fc.jsonValue({ maxDepth: 2 });
  const json = fc.constantFrom(...JSON_TYPES);
  const asJson = (shape: string, mustFail: boolean) => (value: unknown, contentType: string) => ({
    body: JSON.stringify(value) ?? '',
    contentType,
    mustFail,
    shape,
  });
  return {
    valid: fc.tuple(valid, json).map(([value, type]) => asJson('valid-shaped', false)(value, type)),
    mutated: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }), json).map(([value, mutations, type]) => {
          const mutated = mutate(value, mutations);
          return asJson(`mutated (${mutations.map((m) => m.kind).join(', ')})`, mutated.forbidden)(mutated.value, type);
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom<Json>([], 0, 'text', null, true, [{}]), json)
          .map(([value, type]) => asJson('not an object', false)(value, type)),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.nat(), json).map(([value, cut, contentType]) => {
          const text = JSON.stringify(value) ?? '{}';
          return { body: `${text.slice(0, cut % Math.max(text.length, 1))}\u0000}`, contentType, mustFail: true, shape: 'malformed JSON' };
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]), json)
          .map(([value, bad, contentType]) => {
            const text = JSON.stringify({ ...(typeof value === 'object' && value !== null ? value : {}), note: 'X' });
            const [before, after] = text.split('X') as [string, string];
            return {
              body: Buffer.concat([Buffer.from(before), Buffer.from(bad), Buffer.from(after)]),
              contentType,
              mustFail: true,
              shape: 'not UTF-8',
            };
          }),
      },
      {
        weight: 1,
        arbitrary: json.map((contentType) => ({
          body: '['.repeat(10_000) + ']'.repeat(10_000),
          contentType,
          mustFail: true,
          shape: 'nested 10,000 deep',
        })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.constantFrom(...OTHER_TYPES)).map(([value, contentType]) => ({
          body: JSON.stringify(value) ?? '',
          contentType,
          mustFail: false,
          shape: `content type "${contentType}"`,
        })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), fc.constantFrom(1, 4096)).map(([contentType, extra]) => ({
          body: `{"x":"${'a'.repeat(maxBodyBytes + extra)}"}`,
          contentType,
          mustFail: true,
          shape: 'oversized',
        })),
      },
    ),
  };
}

/** The bodies of an upload route: mostly multipart (what it takes), sometimes the JSON cases. */
function withMultipart(json: Variants<BodyCase>, multipart: Variants<BodyCase>): Variants<BodyCase> {
  return {
    valid: multipart.valid,
    mutated: fc.oneof({ weight: 2, arbitrary: multipart.mutated }, { weight: 1, arbitrary: json.mutated }),
  };
}

/** Requests for `route`: path parameters, query, headers and body, each valid-shaped or mutated. */
export function requestArbitrary(route: FuzzRoute, maxBodyBytes: number): fc.Arbitrary<FuzzRequest> {
  const params = stringMap(route.params, nastyString(FORBIDDEN_IN_URLS, LONE_SURROGATES), false);
  const query = stringMap(route.query, nastyString(FORBIDDEN_IN_URLS, LONE_SURROGATES), true);
  const headers = stringMap(route.headers, nastyString(FORBIDDEN_IN_HEADERS), true);
  const body: Variants<BodyCase | undefined> =
    route.method !== 'POST'
      ? { valid: fc.constant(undefined), mutated: fc.constant(undefined) }
      : route.form
        ? withMultipart(bodyArbitrary(route.body, maxBodyBytes), multipartArbitrary(route.form))
        : bodyArbitrary(route.body, maxBodyBytes);
  // One part is mutated at a time, so the others are valid-shaped and the request gets as far
  // into the route as that part lets it.
  type Part = 'params' | 'query' | 'headers' | 'body';
  const request = (mutated: Part | undefined) =>
    fc.record({
      params: mutated === 'params' ? params.mutated : params.valid,
      query: mutated === 'query' ? query.mutated : query.valid,
      headers: mutated === 'headers' ? headers.mutated : headers.valid,
      body: mutated === 'body' ? body.mutated : body.valid,
    });
  return fc
    .oneof(
      { weight: 3, arbitrary: request(undefined) },
      { weight: route.params ? 1 : 0, arbitrary: request('params') },
      { weight: 2, arbitrary: request('query') },
      { weight: 2, arbitrary: request('headers') },
      { weight: route.method === 'POST' ? 5 : 0, arbitrary: request('body') },
    )
    .map(({ params, query, headers, body: payload }) => {
      let path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(params.value[name] ?? ''));
      const search = Object.entries(query.value)
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&');
      if (search) path += `?${search}`;
      const sent: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers.value)) {
        if (/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) sent[name] = headerValue(value);
      }
      if (payload?.contentType) sent['content-type'] = payload.contentType;
      const jsonBody = payload !== undefined && JSON_TYPES.includes(payload.contentType);
      return {
        method: route.method,
        url: path,
        headers: sent,
        body: payload?.body,
        // A forbidden character in a parameter, the query, a header or a JSON body, or a body
        // that is not UTF-8 JSON of sane depth and size, must be refused (content types other
        // than JSON are refused too, with 415, by routes with a body, or ignored by the others).
        mustFail:
          params.forbidden ||
          query.forbidden ||
          (headers.forbidden && Object.values(sent).some((v) => FORBIDDEN_IN_HEADERS.some((c) => v.includes(c)))) ||
          (payload !== undefined &&
            payload.mustFail &&
            (jsonBody || payload.shape === 'oversized' || payload.shape.startsWith('multipart'))),
        shape: `params ${JSON.stringify(params.value)}, query ${JSON.stringify(query.value)}, headers ${JSON.stringify(headers.value)}, body ${payload?.shape ?? 'none'} (${payload?.contentType ?? ''})`,
      };
    });
}
