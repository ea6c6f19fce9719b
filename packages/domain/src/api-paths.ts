/**
 * The shape of an API endpoint and how to fill its path, without the schemas themselves: the
 * web's API client imports this (zod-free) and gets the schemas with the endpoint it is handed
 * (the table is endpoints.ts).
 */
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post';

/**
 * A multipart/form-data body (an upload): the schema of its text fields, and its one file part,
 * by name, with the file's rule (size; its type is checked from its content by the API).
 */
export interface MultipartForm {
  readonly fields: z.ZodObject;
  readonly file: { readonly name: string; readonly schema: z.ZodType };
}

export interface Endpoint {
  readonly method: HttpMethod;
  /** The API's path, `{name}` for a path parameter. */
  readonly path: string;
  /** The JSON body it takes, if any (a POST without one is sent `{}`). */
  readonly body?: z.ZodType;
  /** Instead of a JSON body, a multipart/form-data one. */
  readonly form?: MultipartForm;
  /** The query parameters it reads, if any. */
  readonly query?: z.ZodObject;
  /** The `data` of its success envelope. */
  readonly response: z.ZodType;
}

/** The names of the `{name}` parameters of a path: `'order_no'` for `…/orders/{order_no}/capture`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** The values of a path's parameters, by name. */
export type PathParams<P extends string> = Readonly<Record<PathParamName<P>, string>>;

/** The body an endpoint takes (its schema's input), or undefined. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;

/** The file part of a multipart body, by name: left out where its schema takes undefined. */
type FilePart<F extends MultipartForm['file']> =
  undefined extends z.input<F['schema']> ? Readonly<Partial<Record<F['name'], Blob>>> : Readonly<Record<F['name'], Blob>>;

/** What a multipart endpoint is sent: its text fields (the schema's input) and the file under its part name. */
export type EndpointForm<E extends Endpoint> = E['form'] extends MultipartForm
  ? z.input<E['form']['fields']> & FilePart<E['form']['file']>
  : undefined;

/** The query an endpoint reads (its schema's input), or undefined. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;

/** The `data` of an endpoint's success envelope, as its schema parses it. */
export type EndpointData<E extends Endpoint> = z.output<E['response']>;

/** The path with each `{name}` replaced by its value, URL-encoded. */
export function pathOf<P extends string>(path: P, params: PathParams<P>): string {
  const values: Readonly<Record<string, string>> = params;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}
