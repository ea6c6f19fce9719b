/**
 * Messages on the client side of the account forms. No translation runtime ships to
 * the browser (docs/decisions/005): the server page passes the localized texts — the
 * SPEC §5/§8 messages by message key, and the form labels — and templates with simple
 * `{name}` arguments are filled here.
 */

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
 * The field a message from the API is about. The API answers in the visitor's language
 * from the same catalogs, so its text is compared with the texts of the keys in `fields`.
 */
export function fieldOfServerMessage<F extends string>(
  message: string,
  messages: MessageTexts,
  fields: Partial<Record<string, F>>,
): F | undefined {
  for (const [key, field] of Object.entries(fields)) {
    if (field && messages[key] === message) return field;
  }
  return undefined;
}

/** Every SPEC message key, turned into its field by the zod schemas, per field. */
export function textsOf<F extends string>(errors: Record<string, string>, messages: MessageTexts): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, messageText(messages, key)])) as Partial<
    Record<F, string>
  >;
}
