/**
 * A form's values checked in the browser with the shared schema (docs/product.md §5), its message
 * keys turned into the page's texts. Kept apart from the submit hook because it carries the
 * schemas: a form on a marketing page loads it on first use (docs/decisions/005).
 */
import { ContactSchema, MESSAGE_KEYS, fieldErrors } from '@kestrel/domain';
import { messageText, textsOf, type MessageTexts } from './messages';
import type { FieldErrorTexts } from './use-form-errors';

/** A form's values as checked in the browser: ready to send, or the texts to show by the fields. */
export type Checked<V, F extends string> = { values: V } | { errors: FieldErrorTexts<F> };

/** What a shared schema's `safeParse` answers. */
type SchemaResult<V> = { success: true; data: V } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/** A shared schema's verdict, its message keys turned into the page's texts (docs/product.md §5). */
export function checked<V, F extends string>(result: SchemaResult<V>, messages: MessageTexts): Checked<V, F> {
  return result.success ? { values: result.data } : { errors: textsOf<F>(fieldErrors(result.error), messages) };
}

/**
 * A form's text fields by name, as the shared schemas read them: a field the form lacks reads as
 * empty, so the schema answers its "Please Enter …" message rather than a type error.
 */
export function formFields<F extends string>(data: FormData, names: readonly F[]): Record<F, FormDataEntryValue> {
  return Object.fromEntries(names.map((name) => [name, data.get(name) ?? ''])) as Record<F, FormDataEntryValue>;
}

/** The one field of the email-only steps (forgot password, sign-up's first step). */
export function checkedEmail(data: FormData, messages: MessageTexts): Checked<string, 'email'> {
  const result = ContactSchema.shape.email.safeParse(data.get('email') ?? '');
  if (result.success) return { values: result.data };
  return { errors: { email: messageText(messages, result.error.issues[0]?.message ?? MESSAGE_KEYS.generic) } };
}
