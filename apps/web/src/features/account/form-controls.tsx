/**
 * Form pieces of the account pages, used inside their client components: labelled
 * fields whose error and hint are linked with aria-describedby, a password field with
 * a show/hide toggle, the error summary (a live region) and the submit button.
 * Styling uses logical properties only, so Arabic mirrors.
 */
import { ScriptButton } from '@/components/ui/script-button';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

const inputBase =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600';

function inputClass(error: string | undefined): string {
  return `${inputBase} ${error ? 'border-red-700' : 'border-slate-400'}`;
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
}

/** The hint and error under a field, by the ids its aria-describedby names (also under a group of checkboxes). */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/**
 * An email address field with the attributes every account form wants (mobile keyboard,
 * no auto-capitalising or spell-check). `autoComplete` defaults to "username" so password
 * managers pair it with the password; sign-up passes "email".
 */
export function EmailField({
  autoComplete = 'username',
  ...props
}: Omit<FieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>) {
  return <TextField type="email" autoComplete={autoComplete} inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** The address a reply goes to (the support forms): the `email` field, filled by the browser with the visitor's own address. */
export function ReplyEmailField(props: Omit<FieldProps, 'name' | 'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>) {
  return <EmailField name="email" autoComplete="email" {...props} />;
}

export function TextField({ id, label, error, hint, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`mt-1.5 ${inputClass(error)}`}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** Several lines of free text (an inquiry, a message), with the same label, hint and error wiring as TextField. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  rows = 5,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className'> & {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`mt-1.5 ${inputClass(error)}`}
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="1.8">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password input with a toggle that shows the characters. The toggle is a real button
 * (aria-pressed, aria-controls) placed after the input, so it never gets in the way of
 * typing, pasting or a password manager filling the field.
 */
export function PasswordField({ id, label, error, hint, showLabel, ...input }: Omit<FieldProps, 'type'> & { showLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputClass(error)} pe-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={showLabel}
          title={showLabel}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-700 hover:text-slate-900"
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface SummaryItem {
  /** Id of the field the message is about; none for a message about the whole form. */
  fieldId?: string;
  message: string;
}

/**
 * The errors of the last submit, above the form. The outer element is a live region that
 * is always present, so a screen reader announces the messages when they appear; each
 * field message is a link that moves focus to its field.
 */
export function ErrorSummary({ id, title, items }: { id: string; title: string; items: SummaryItem[] }) {
  return (
    <div role="alert" aria-atomic="true">
      {items.length > 0 ? (
        <div
          id={id}
          tabIndex={-1}
          data-error-summary=""
          aria-labelledby={`${id}-title`}
          className="mb-6 rounded-lg border-s-4 border-red-700 bg-red-50 p-4"
        >
          <h2 id={`${id}-title`} className="font-semibold text-red-900">
            {title}
          </h2>
          <ul className="mt-2 space-y-1">
            {items.map((item) => (
              <li key={`${item.fieldId ?? ''}:${item.message}`} className="text-red-900">
                {item.fieldId ? (
                  <a
                    href={`#${item.fieldId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(item.fieldId!)?.focus();
                    }}
                    className="underline underline-offset-2"
                  >
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The form's main button. While busy it stays focusable (aria-disabled), so focus is not lost.
 * Disabled until the page has hydrated (ScriptButton): before that, a click would submit the form
 * natively, writing its fields (a password among them) into the page's URL.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <ScriptButton
      type="submit"
      disabled={disabled}
      aria-disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {busy ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin fill-none stroke-current" strokeWidth="3">
          <path d="M12 3a9 9 0 1 0 9 9" />
        </svg>
      ) : null}
      {busy ? busyLabel : label}
    </ScriptButton>
  );
}

/** A confirmation or information message, announced politely. */
export function StatusMessage({ children, tone = 'success', id }: { children?: ReactNode; tone?: 'success' | 'info'; id?: string }) {
  const tones = { success: 'border-green-700 bg-green-50 text-green-900', info: 'border-brand-600 bg-brand-50 text-brand-900' };
  return (
    <div role="status" id={id}>
      {children ? <p className={`rounded-lg border-s-4 p-4 ${tones[tone]}`}>{children}</p> : null}
    </div>
  );
}

/** The "choose a password" pair (sign-up, reset, set password): new password with its hint, then confirmation. */
/** Labels of a form that sets a new password (NewPasswordFields) and submits it. */
export interface NewPasswordFormLabels {
  password: string;
  passwordHint: string;
  confirmPassword: string;
  submit: string;
  submitting: string;
  showPassword: string;
  errorTitle: string;
}

export function NewPasswordFields({
  fieldId,
  errors,
  labels,
}: {
  fieldId: (field: 'password' | 'confirmPassword') => string;
  errors: { password?: string; confirmPassword?: string };
  labels: Pick<NewPasswordFormLabels, 'password' | 'confirmPassword' | 'passwordHint' | 'showPassword'>;
}) {
  return (
    <>
      <PasswordField
        id={fieldId('password')}
        name="password"
        label={labels.password}
        hint={labels.passwordHint}
        autoComplete="new-password"
        showLabel={labels.showPassword}
        error={errors.password}
      />
      <PasswordField
        id={fieldId('confirmPassword')}
        name="confirmPassword"
        label={labels.confirmPassword}
        autoComplete="new-password"
        showLabel={labels.showPassword}
        error={errors.confirmPassword}
      />
    </>
  );
}
