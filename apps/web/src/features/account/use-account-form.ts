/**
 * What every account form does on submit (docs/how-to.md "How to add a form"): check the
 * values with the shared schema and show its messages by the fields, or send them while the form
 * is busy and show a failure where it belongs (placedFailure). Error state and focus are
 * useFormErrors; the texts are messages.ts. It ships no schema itself (./checked.ts does), so a
 * form on a marketing page can load its schema on first use.
 */
import { useState, type FormEvent } from 'react';
import type { Checked } from './checked';
import { placedFailure, type MessageTexts } from './messages';
import { useFormErrors } from './use-form-errors';

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

  /**
   * The form's submit handler: `check` the values, then `send` them; a second submit while busy is
   * ignored. `check` may be asynchronous when its schema is loaded on first use.
   */
  function submit<V>(
    check: (data: FormData) => Checked<V, F> | Promise<Checked<V, F>>,
    send: (values: V) => Promise<void>,
    { leavesPage = false }: SubmitOptions = {},
  ) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const result = await check(new FormData(event.currentTarget));
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
