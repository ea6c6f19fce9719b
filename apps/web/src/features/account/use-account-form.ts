/**
 * What every account form does on submit (docs/how-to.md "How to add a form"): check the
 * values with the shared schema and show its messages by the fields, or send them while the form
 * is busy and show a failure where it belongs (placedFailure). Error state and focus are
 * useFormErrors; the texts are messages.ts.
 */
import { useState, type FormEvent } from 'react';
import { ContactSchema, MESSAGE_KEYS, fieldErrors } from '@kestrel/domain';
import { messageText, placedFailure, textsOf, type MessageTexts } from './messages';
import { useFormErrors, type FieldErrorTexts } from './use-form-errors';

/** A form's values as checked in the browser: ready to send, or the texts to show by the fields. */
export type Checked<V, F extends string> = { values: V } | { errors: FieldErrorTexts<F> };

/** What a shared schema's `safeParse` answers. */
type SchemaResult<V> = { success: true; data: V } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/** A shared schema's verdict, its message keys turned into the page's texts (docs/product.md §5). */
export function checked<V, F extends string>(result: SchemaResult<V>, messages: MessageTexts): Checked<V, F> {
  return result.success ? { values: result.data } : { errors: textsOf<F>(fieldErrors(result.error), messages) };
}

/** The one field of the email-only steps (forgot password, sign-up's first step). */
export function checkedEmail(data: FormData, messages: MessageTexts): Checked<string, 'email'> {
  const result = ContactSchema.shape.email.safeParse(data.get('email') ?? '');
  if (result.success) return { values: result.data };
  return { errors: { email: messageText(messages, result.error.issues[0]?.message ?? MESSAGE_KEYS.generic) } };
}

export interface SubmitOptions {
  /** Success takes the visitor to another page: the form stays busy, its button saying so, until that page loads. */
  leavesPage?: boolean;
}

/**
 * `fields` in the order their errors are summarised; `renamed` maps the request's names of the
 * fields the form names otherwise (see placedFailure).
 */
export function useAccountForm<F extends string>(
  formId: string,
  fields: readonly F[],
  messages: MessageTexts,
  renamed?: Readonly<Partial<Record<string, F>>>,
) {
  const form = useFormErrors<F>(formId, fields);
  const { fail, reset } = form;
  const [busy, setBusy] = useState(false);

  /** The form's submit handler: `check` the values, then `send` them; a second submit while busy is ignored. */
  function submit<V>(
    check: (data: FormData) => Checked<V, F>,
    send: (values: V) => Promise<void>,
    { leavesPage = false }: SubmitOptions = {},
  ) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const result = check(new FormData(event.currentTarget));
      if ('errors' in result) {
        fail(result.errors);
        return;
      }
      reset();
      setBusy(true);
      try {
        await send(result.values);
        if (!leavesPage) setBusy(false);
      } catch (error) {
        setBusy(false);
        const placed = placedFailure(error, messages, fields, renamed);
        fail(placed.fields, placed.summary);
      }
    };
  }

  return { ...form, busy, submit };
}
