import { z } from './zod';
import { MESSAGE_KEYS as K, type MessageKey } from './messages';
import { checkPassword } from './password';
import { isSingleLine } from './text';

// Form schemas shared by the web forms and the API routes (docs/product.md §5). Every issue message is a
// message key, so each side shows it in the visitor's language.

export const EMAIL_MAX_LENGTH = 254;
/** Login accepts an email or a username; docs/product.md §5 only says it is trimmed. */
export const USERNAME_MAX_LENGTH = 254;
// An existing password is compared, not checked against today's rule (older accounts may
// predate it), but it is bounded so hashing cost stays bounded.
export const PASSWORD_INPUT_MAX_LENGTH = 256;
// Room for a reCAPTCHA token (about 2 KB) or a proof-of-work solution.
export const CAPTCHA_MAX_LENGTH = 4096;
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 5000;
export const DEVICE_USER_ID_MAX_LENGTH = 100;
export const VERIFICATION_CODE_MAX_LENGTH = 64;

/**
 * The form in which emails are stored and compared: trimmed and lowercased, because mail
 * providers treat addresses case-insensitively and users type them in any case.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Trimmed text that must not be empty; a missing or non-string value gets the same key. */
function requiredText(required: MessageKey) {
  return z.string({ error: required }).trim().min(1, { error: required });
}

/**
 * Trimmed one-line text that must not be empty (names, usernames, codes, ids): a line break
 * inside is refused; one at either end is trimmed away like a space.
 */
export function requiredLine(required: MessageKey) {
  return requiredText(required).refine(isSingleLine, { error: K.singleLine });
}

/** Passwords are never trimmed: spaces are valid password characters. */
function requiredPassword(required: MessageKey) {
  return z.string({ error: required }).min(1, { error: required });
}

// An email is one line by its own rule: z.email refuses a line break inside with `invalid`.
function emailField(invalid: MessageKey) {
  return requiredText(K.enterEmail)
    .max(EMAIL_MAX_LENGTH, { error: invalid })
    .pipe(z.email({ error: invalid }))
    .transform(normalizeEmail);
}

/** A new password: required, then the docs/product.md §5 rule; the issue is the first problem found. */
function newPasswordField(required: MessageKey) {
  return requiredPassword(required).superRefine((password, ctx) => {
    const [problem] = checkPassword(password);
    if (password !== '' && problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** POST /api/mms/account/v1/web/login body (docs/product.md §7); login trims the username (docs/product.md §5). */
export const LoginSchema = z.object({
  username: requiredLine(K.enterEmail).max(USERNAME_MAX_LENGTH, { error: K.incorrectCredentials }),
  password: requiredPassword(K.enterPassword).max(PASSWORD_INPUT_MAX_LENGTH, { error: K.incorrectCredentials }),
  captcha: z.string({ error: K.generic }).max(CAPTCHA_MAX_LENGTH, { error: K.generic }).optional(),
});
export type LoginInput = z.input<typeof LoginSchema>;
export type Login = z.output<typeof LoginSchema>;

/** Contact form (docs/product.md §5): email, name and inquiry required. */
export const ContactSchema = z.object({
  email: emailField(K.invalidEmail),
  name: requiredLine(K.enterName).max(NAME_MAX_LENGTH, { error: K.maximum100 }),
  inquiry: requiredText(K.enterInquiry).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
});
export type Contact = z.output<typeof ContactSchema>;

/** Refund request (docs/product.md §3, §5): reason, device user ID and official receipt required. */
export const RefundSchema = z.object({
  reason: requiredText(K.enterRefundReason).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
  deviceUserId: requiredLine(K.enterDeviceUserId).max(DEVICE_USER_ID_MAX_LENGTH, { error: K.maximum100 }),
  receipt: requiredText(K.enterReceipt).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
});
export type Refund = z.output<typeof RefundSchema>;

/**
 * Forgot password (docs/product.md §5): email, the emailed verification code, a new password that meets
 * the password rule, and its confirmation, which must match.
 */
export const ResetPasswordSchema = z
  .object({
    email: emailField(K.invalidEmail),
    code: requiredLine(K.enterCode).max(VERIFICATION_CODE_MAX_LENGTH, { error: K.verificationFailed }),
    password: newPasswordField(K.enterPassword),
    confirmPassword: requiredPassword(K.enterConfirmPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: K.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPassword = z.output<typeof ResetPasswordSchema>;

/** My account password change (docs/product.md §5): both required; the new one must differ. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: requiredPassword(K.enterCurrentPassword).max(PASSWORD_INPUT_MAX_LENGTH, {
      error: K.incorrectPassword,
    }),
    newPassword: newPasswordField(K.enterNewPassword),
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    error: K.passwordNoChange,
    path: ['newPassword'],
  });
export type ChangePassword = z.output<typeof ChangePasswordSchema>;

/** The PayPal payer email (docs/product.md §5), with its own 'Invalid Email provide!' message. */
export const PaypalEmailSchema = z.object({ email: emailField(K.invalidEmailPaypal) });
export type PaypalEmail = z.output<typeof PaypalEmailSchema>;

/**
 * The first issue message per field, keyed by the dotted field path ('' for the form itself),
 * e.g. { email: 'validation.enterEmail' }. With the schemas above each message is a MessageKey.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
