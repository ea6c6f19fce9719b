/**
 * The fields of the two partner application forms, in the order the form shows them and the error
 * summary lists them: those of the program's schema (packages/domain/src/forms.ts), by the same names.
 */
export const APPLICATION_FIELDS = {
  influencer: ['email', 'name', 'links', 'audience', 'message'],
  affiliate: ['email', 'name', 'website', 'promotionMethods', 'message'],
} as const;

export type ApplicationKind = keyof typeof APPLICATION_FIELDS;
export type ApplicationField = (typeof APPLICATION_FIELDS)[ApplicationKind][number];

/** A form's text fields by name, as the schema checks them (an absent field is empty). */
export function formValues(data: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
}
