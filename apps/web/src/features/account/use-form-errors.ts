/**
 * Error state of one account form. After every failed submit, focus moves to the first
 * field in error, or to the error summary when the problem concerns the whole form.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummaryItem } from './form-controls';

export type FieldErrorTexts<F extends string> = Partial<Record<F, string>>;

export function useFormErrors<F extends string>(formId: string, order: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrorTexts<F>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-error-summary]');
    target?.focus();
  }, [attempt]);

  /** Shows the errors of a failed submit and moves focus to the first. */
  const fail = useCallback((fields: FieldErrorTexts<F>, message?: string) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  }, []);

  const reset = useCallback(() => {
    setErrors({});
    setFormError(undefined);
  }, []);

  const fieldId = (field: F) => `${formId}-${field}`;
  const summary: SummaryItem[] = [
    ...(formError ? [{ message: formError }] : []),
    ...order.flatMap((field) => (errors[field] ? [{ fieldId: fieldId(field), message: errors[field]! }] : [])),
  ];

  return { formRef, errors, fail, reset, fieldId, summary };
}
