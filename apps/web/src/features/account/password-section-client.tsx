'use client';
/**
 * My account, password: change it (current + new, docs/product.md §5: both required, the new must
 * differ), or set one when the account has none yet (accounts created in an app).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChangePasswordSchema, ENDPOINTS, MESSAGE_KEYS, ResetPasswordSchema, fieldErrors } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { ErrorSummary, NewPasswordFields, PasswordField, StatusMessage, SubmitButton } from './form-controls';
import { placedFailure, textsOf, type MessageTexts } from './messages';
import { useFormErrors } from './use-form-errors';

export interface PasswordSectionLabels {
  changeLead: string;
  current: string;
  new: string;
  submit: string;
  submitting: string;
  changed: string;
  setLead: string;
  set: string;
  confirm: string;
  setSubmit: string;
  setSubmitting: string;
  setDone: string;
  passwordHint: string;
  showPassword: string;
  errorTitle: string;
}

type Props = { email: string; labels: PasswordSectionLabels; messages: MessageTexts };

const CHANGE_FIELDS = ['currentPassword', 'newPassword'] as const;
type ChangeField = (typeof CHANGE_FIELDS)[number];
/** The request's names of the fields the form names otherwise. */
const CHANGE_REQUEST_FIELDS = { current_password: 'currentPassword', new_password: 'newPassword' } as const;

const SET_FIELDS = ['password', 'confirmPassword'] as const;
type SetField = (typeof SET_FIELDS)[number];

/** The set-password form's rules: the shared new-password field, its confirmation, and a match. */
function checkNewPassword(password: string, confirmPassword: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const first = ResetPasswordSchema.shape.password.safeParse(password);
  if (!first.success) errors.password = first.error.issues[0]!.message;
  const second = ResetPasswordSchema.shape.confirmPassword.safeParse(confirmPassword);
  if (!second.success) errors.confirmPassword = second.error.issues[0]!.message;
  else if (first.success && password !== confirmPassword) errors.confirmPassword = MESSAGE_KEYS.passwordsDontMatch;
  return errors;
}

function ChangePasswordForm({ email, labels, messages, notice }: Props & { notice?: string }) {
  const { formRef, errors, fail, reset, fieldId, summary } = useFormErrors<ChangeField>('change-password', CHANGE_FIELDS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>(notice);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = ChangePasswordSchema.safeParse({
      currentPassword: data.get('currentPassword') ?? '',
      newPassword: data.get('newPassword') ?? '',
    });
    setDone(undefined);
    if (!parsed.success) {
      fail(textsOf<ChangeField>(fieldErrors(parsed.error), messages));
      return;
    }
    reset();
    setBusy(true);
    try {
      await api.call(ENDPOINTS.changePassword, {
        body: { current_password: parsed.data.currentPassword, new_password: parsed.data.newPassword },
        quiet: true,
      });
      form.reset();
      setDone(labels.changed);
    } catch (error) {
      const { fields, summary } = placedFailure(error, messages, CHANGE_FIELDS, CHANGE_REQUEST_FIELDS);
      fail(fields, summary);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
      <p className="text-slate-700">{labels.changeLead}</p>
      <StatusMessage>{done}</StatusMessage>
      <ErrorSummary id="change-password-errors" title={labels.errorTitle} items={summary} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id={fieldId('currentPassword')}
        name="currentPassword"
        label={labels.current}
        autoComplete="current-password"
        showLabel={labels.showPassword}
        error={errors.currentPassword}
      />
      <PasswordField
        id={fieldId('newPassword')}
        name="newPassword"
        label={labels.new}
        hint={labels.passwordHint}
        autoComplete="new-password"
        showLabel={labels.showPassword}
        error={errors.newPassword}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
      </div>
    </form>
  );
}

function SetPasswordForm({ email, labels, messages, onDone }: Props & { onDone: () => void }) {
  const { formRef, errors, fail, reset, fieldId, summary } = useFormErrors<SetField>('set-password', SET_FIELDS);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const problems = checkNewPassword(password, String(data.get('confirmPassword') ?? ''));
    if (Object.keys(problems).length > 0) {
      fail(textsOf<SetField>(problems, messages));
      return;
    }
    reset();
    setBusy(true);
    try {
      await api.call(ENDPOINTS.setPassword, { body: { password }, quiet: true });
      onDone();
    } catch (error) {
      setBusy(false);
      const { fields, summary } = placedFailure(error, messages, SET_FIELDS);
      fail(fields, summary);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
      <p className="text-slate-700">{labels.setLead}</p>
      <ErrorSummary id="set-password-errors" title={labels.errorTitle} items={summary} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        fieldId={fieldId}
        errors={errors}
        labels={{
          password: labels.set,
          confirmPassword: labels.confirm,
          passwordHint: labels.passwordHint,
          showPassword: labels.showPassword,
        }}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy} label={labels.setSubmit} busyLabel={labels.setSubmitting} />
      </div>
    </form>
  );
}

export function PasswordSection({ isPasswordSet, ...props }: Props & { isPasswordSet: boolean }) {
  const [hasPassword, setHasPassword] = useState(isPasswordSet);
  const [justSet, setJustSet] = useState(false);
  const region = useRef<HTMLDivElement>(null);

  // After setting a password the change form replaces the set form: focus stays in the section.
  useEffect(() => {
    if (justSet) region.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }, [justSet]);

  return (
    <div ref={region}>
      {hasPassword ? (
        <ChangePasswordForm {...props} notice={justSet ? props.labels.setDone : undefined} />
      ) : (
        <SetPasswordForm
          {...props}
          onDone={() => {
            setHasPassword(true);
            setJustSet(true);
          }}
        />
      )}
    </div>
  );
}
