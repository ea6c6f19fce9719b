/**
 * Reads the API's answers in tests through the domain's schemas, as a client reads them: the
 * success envelope with the endpoint's `data` schema from the endpoint table
 * (packages/domain/src/endpoints.ts), a failure with the failure schema. A body that does not
 * match fails the test that got it, naming the endpoint: every test that reads an answer is also
 * a check of the contract the OpenAPI document and the web client rely on.
 *
 * What they return is the body as the server sent it, typed by the schema: the answers' schemas
 * transform nothing, and a whole-value assertion (`toEqual`) still sees a key the schema does not
 * list, where a parsed copy would have dropped it.
 */
import { ApiFailureSchema, envelopeSchema, type Endpoint } from '@kestrel/domain';
import { z } from 'zod';

/** Enough of a body to recognise it in a failed test, without pages of catalog text. */
function excerpt(body: unknown): string {
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

function check(schema: z.ZodType, body: unknown, what: string): void {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${what}\n${z.prettifyError(result.error)}\nbody: ${excerpt(body)}`);
}

/**
 * The `data` of `body`, which must be `endpoint`'s success envelope (`{ code: 200, message:
 * 'success', data }`, docs/architecture.md "API conventions").
 * @throws naming the endpoint and what does not match (a failure body included).
 */
export function dataOf<E extends Endpoint>(endpoint: E, body: unknown): z.input<E['response']> {
  check(envelopeSchema(endpoint.response), body, `${endpoint.method.toUpperCase()} ${endpoint.path}: not its success envelope`);
  return (body as { data: z.input<E['response']> }).data;
}

/**
 * `body` as a failure (`{ code, message }` with `err_code`, `key` and `field` where they apply,
 * docs/product.md §8).
 * @throws when it is a success or not a failure body, saying what does not match.
 */
export function failureOf(body: unknown): z.input<typeof ApiFailureSchema> {
  check(ApiFailureSchema, body, 'not a failure body');
  return body as z.input<typeof ApiFailureSchema>;
}
