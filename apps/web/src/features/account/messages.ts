/**
 * Messages on the client side of the account forms. No translation runtime ships to
 * the browser (docs/decisions/005): the server page passes the localized texts — the
 * docs/product.md §5/§8 messages by message key, and the form labels — and templates with simple
 * `{name}` arguments are filled here.
 */
import { MESSAGE_KEYS } from '@kestrel/domain/messages';
// Relative: the unit tests run this module without the app's @/ alias.
import { ApiRequestError } from '../../lib/api/client';

/** Localized text of each message key of `@kestrel/domain` (e.g. 'validation.enterEmail'). */
export type MessageTexts = Readonly<Record<string, string>>;

/** The text of a message key, or the generic 'Error' for an unknown one. */
export function messageText(messages: MessageTexts, key: string): string {
  return messages[key] ?? messages['errors.generic'] ?? key;
}

/** Fills `{name}` arguments of a catalog template (no plurals or selects). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The text of a failed call: the API's message, or the generic 'Error' when the failure is not
 * the API's (a captcha that could not be solved…). The one fallback of every form.
 */
export function failureMessage(error: unknown, messages: MessageTexts): string {
  return error instanceof ApiRequestError ? error.message : messageText(messages, MESSAGE_KEYS.generic);
}

/**
 * Where a failed submit shows its message, ready for `fail(fields, summary)`: by the field the
 * API says it concerns (its `field`, a request field; `renamed` maps the request fields the form
 * names otherwise, e.g. `current_password` → `currentPassword`) when the form has that field,
 * else in the error summary.
 */
export function placedFailure<F extends string>(
  error: unknown,
  messages: MessageTexts,
  fields: readonly F[],
  renamed: Readonly<Partial<Record<string, F>>> = {},
): { fields: Partial<Record<F, string>>; summary: string | undefined } {
  const message = failureMessage(error, messages);
  const requested = error instanceof ApiRequestError ? error.field : undefined;
  const field = requested === undefined ? undefined : (renamed[requested] ?? fields.find((candidate) => candidate === requested));
  if (field === undefined) return { fields: {}, summary: message };
  const placed: Partial<Record<F, string>> = {};
  placed[field] = message;
  return { fields: placed, summary: undefined };
}

/** Every product message key, turned into its field by the zod schemas, per field. */
export function textsOf<F extends string>(errors: Record<string, string>, messages: MessageTexts): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, messageText(messages, key)])) as Partial<
    Record<F, string>
  >;
}
