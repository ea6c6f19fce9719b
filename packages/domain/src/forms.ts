import { z } from './zod';
import { MESSAGE_KEYS as K, type MessageKey } from './messages';
import { ORDER_NO_PATTERN } from './order-ids';
import { checkPassword } from './password';
import { isSingleLine } from './text';
import { RECEIPT_MAX_BYTES, RECEIPT_SNIFF_BYTES, receiptTypeOf } from './uploads';

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

/** Trimmed free text that may be left out: empty when absent or blank. */
function optionalText() {
  return z.string({ error: K.generic }).trim().max(TEXT_MAX_LENGTH, { error: K.maximum5000 }).default('');
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

/**
 * The official receipt of a refund request: a file (docs/decisions/018), not empty, at most
 * RECEIPT_MAX_BYTES. Its type is told from its content, which needs its bytes: `receiptProblem`
 * (the form, before sending) and the API (on what it received) check that part.
 */
export const ReceiptFileSchema = z
  .file({ error: K.enterReceipt })
  .min(1, { error: K.enterReceipt })
  .max(RECEIPT_MAX_BYTES, { error: K.receiptTooLarge });

/**
 * The message of a receipt whose content is not a PNG, JPEG, WebP or PDF (uploads.ts
 * `receiptTypeOf`), or undefined. Reads only the first bytes, so a form can check before uploading.
 */
export async function receiptProblem(file: Blob): Promise<MessageKey | undefined> {
  const head = new Uint8Array(await file.slice(0, RECEIPT_SNIFF_BYTES).arrayBuffer());
  return receiptTypeOf(head) === undefined ? K.receiptType : undefined;
}

/**
 * No file chosen: nothing, or the part a browser sends for a file input left empty (a file with no
 * name and no bytes). A named empty file is a file, and `ReceiptFileSchema` refuses it.
 */
function noFileChosen(value: unknown): boolean {
  return (
    value === undefined || value === null || (value instanceof Blob && value.size === 0 && (!(value instanceof File) || value.name === ''))
  );
}

/**
 * The receipt where it may be left out (docs/product.md §5: with an order number of ours): undefined
 * when no file was chosen, else a file `ReceiptFileSchema` accepts.
 */
export const OptionalReceiptFileSchema = z.preprocess((value) => (noFileChosen(value) ? undefined : value), ReceiptFileSchema.optional());

/**
 * Whether a refund request names its payment (docs/product.md §3, §5): by an order number of ours,
 * or, for a payment made anywhere else (an app store), with the official receipt. Without an
 * order number the receipt is required; whether the order number is really the sender's, only the
 * API can tell (docs/product.md §3 "Refund request").
 */
export function namesPayment(request: { orderNo?: string | undefined; receipt?: Blob | undefined }): boolean {
  return request.orderNo !== undefined || request.receipt !== undefined;
}

/** The message of a refund request that names no payment (`namesPayment`), at the receipt's field. */
export const MISSING_RECEIPT = { key: K.enterReceipt, field: 'receipt' } as const;

/**
 * An optional order number (ours: 'KV' and 20 hex digits, order-ids.ts), typed in any case; empty
 * means none. The website fills it with the signed-in buyer's last payment.
 */
const optionalOrderNo = z
  .string({ error: K.invalidOrderNo })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || ORDER_NO_PATTERN.test(value), { error: K.invalidOrderNo })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Refund request (docs/product.md §3, §5): reason and device user ID required, the email the
 * acknowledgement with the reference number goes to, and the payment it is about: an order number
 * of ours or the official receipt (`namesPayment`). The text fields are `RefundFieldsSchema`, the
 * file `OptionalReceiptFileSchema`.
 */
export const RefundFieldsSchema = z.object({
  email: emailField(K.invalidEmail),
  reason: requiredText(K.enterRefundReason).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
  deviceUserId: requiredLine(K.enterDeviceUserId).max(DEVICE_USER_ID_MAX_LENGTH, { error: K.maximum100 }),
  orderNo: optionalOrderNo,
});
export const RefundSchema = RefundFieldsSchema.extend({ receipt: OptionalReceiptFileSchema }).refine(namesPayment, {
  error: MISSING_RECEIPT.key,
  path: [MISSING_RECEIPT.field],
  // Said with the other fields' problems, unless the order number or the file has one of its own.
  when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'orderNo' && issue.path?.[0] !== 'receipt'),
});
export type Refund = z.output<typeof RefundSchema>;

/** Influencer application (docs/product.md §5): who, where they publish, their audience, and an optional message. */
export const InfluencerApplicationSchema = z.object({
  email: emailField(K.invalidEmail),
  name: requiredLine(K.enterName).max(NAME_MAX_LENGTH, { error: K.maximum100 }),
  links: requiredText(K.enterLinks).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
  audience: requiredText(K.enterAudience).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
  message: optionalText(),
});
export type InfluencerApplication = z.output<typeof InfluencerApplicationSchema>;

/** Affiliate application (docs/product.md §5): who, their website, how they would promote us, and an optional message. */
export const AffiliateApplicationSchema = z.object({
  email: emailField(K.invalidEmail),
  name: requiredLine(K.enterName).max(NAME_MAX_LENGTH, { error: K.maximum100 }),
  website: requiredLine(K.enterWebsite).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
  promotionMethods: requiredText(K.enterPromotionMethods).max(TEXT_MAX_LENGTH, { error: K.maximum5000 }),
  message: optionalText(),
});
export type AffiliateApplication = z.output<typeof AffiliateApplicationSchema>;

/** Newsletter sign-up (docs/product.md §4 "Newsletter"): the email only. */
export const NewsletterSchema = z.object({ email: emailField(K.invalidEmail) });

/** Why a browser extension was removed: the fixed list of the uninstall survey (docs/product.md §5). */
export const UNINSTALL_REASONS = [
  'too_slow',
  'connection_problems',
  'too_many_ads',
  'missing_location',
  'site_not_working',
  'privacy_concerns',
  'temporary_need',
  'switched_vpn',
  'other',
] as const;
export type UninstallReason = (typeof UNINSTALL_REASONS)[number];

/** Browser-extension uninstall survey: at least one reason of the list (each once), and an optional comment. */
export const UninstallSurveySchema = z.object({
  reasons: z
    .array(z.enum(UNINSTALL_REASONS, { error: K.generic }), { error: K.chooseReason })
    .min(1, { error: K.chooseReason })
    .max(UNINSTALL_REASONS.length * 2, { error: K.generic })
    .transform((reasons) => [...new Set(reasons)]),
  comment: optionalText(),
});
export type UninstallSurvey = z.output<typeof UninstallSurveySchema>;

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
