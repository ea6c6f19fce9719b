import { z } from './zod';
import { CAPTCHA_LEVELS } from './constants';
import { DEVICE_USER_ID_MAX_LENGTH, LoginSchema, NAME_MAX_LENGTH, ChangePasswordSchema, ResetPasswordSchema, requiredLine } from './forms';
import { MESSAGE_KEYS as K } from './messages';
import { isSingleLine } from './text';

// Request and response bodies of the account API (docs/product.md §7, docs/architecture.md "API conventions"; the paths
// are in endpoints.ts), shared by the API routes and the web forms. Field rules come from
// forms.ts, so a message key reported here is the same one the form shows; bodies use the API's
// snake_case names.

/** Body codes of account failures besides the HTTP-status ones (docs/architecture.md reserves 50008/50012/50014, 20104). */
export const ACCOUNT_ERROR_CODES = Object.freeze({
  /** The account already has MAX_DEVICES_PER_ACCOUNT devices bound (answered with status 400). */
  DEVICE_LIMIT: 40010,
} as const);

/**
 * Devices one account may have bound at a time, premium or not (the "5" of docs/product.md §9's
 * device-count display; docs/decisions/006).
 */
export const MAX_DEVICES_PER_ACCOUNT = 5;

/** An emailed verification code: this many digits, valid this long, dead after this many wrong tries. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

export const VERIFICATION_PURPOSES = ['signup', 'reset_password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

const reset = ResetPasswordSchema.shape;
const change = ChangePasswordSchema.shape;

/**
 * The captcha proof of a plain /api/mms call (an ALTCHA payload). Optional in the schema because
 * the /ws/mm/reca/ variants carry `recasign` instead; the API refuses a protected call with
 * neither (docs/product.md §8 captcha failure).
 */
const captchaField = LoginSchema.shape.captcha;

export const VerificationPurposeSchema = z.enum(VERIFICATION_PURPOSES, { error: K.generic });

/** The app's own id for one install (docs/product.md §3 device user ID), as login binds it and unbind names it. */
const deviceUserIdField = requiredLine(K.enterDeviceUserId).max(DEVICE_USER_ID_MAX_LENGTH, { error: K.maximum100 });

/** An optional one-line device detail (name, OS); empty when absent. */
const deviceDetailField = z
  .string({ error: K.generic })
  .trim()
  .refine(isSingleLine, { error: K.singleLine })
  .max(NAME_MAX_LENGTH, { error: K.maximum100 })
  .default('');

/** Device of an app login (docs/product.md §3): the app's own id for this install, its name and OS. */
export const LoginDeviceSchema = z.object({ user_id: deviceUserIdField, name: deviceDetailField, os: deviceDetailField });
export type LoginDevice = z.output<typeof LoginDeviceSchema>;

/** POST web/login. `device` is required from apps (X-App-Type of a non-web app), ignored from browsers. */
export const LoginRequestSchema = LoginSchema.extend({ device: LoginDeviceSchema.optional() });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** Answer of login and sign-up: the session token and when it ends at the latest (ISO 8601). */
export const LoginResponseSchema = z.object({ token: z.string(), expires_at: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST verification/request: emails a code. Always answers `{ sent: true }` (no account enumeration). */
export const VerificationRequestSchema = z.object({ email: reset.email, purpose: VerificationPurposeSchema, captcha: captchaField });
export const VerificationRequestResponseSchema = z.object({ sent: z.literal(true) });

/** POST verification/validate: checks a code without using it up (a wrong code counts as a try). */
export const VerificationValidateSchema = z.object({ email: reset.email, purpose: VerificationPurposeSchema, code: reset.code });
export const VerificationValidateResponseSchema = z.object({ valid: z.literal(true) });

/** POST web/signup: creates the account with an emailed code and signs in (answers like login; `device` as for login). */
export const SignupRequestSchema = z.object({
  email: reset.email,
  code: reset.code,
  password: reset.password,
  captcha: captchaField,
  device: LoginDeviceSchema.optional(),
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/** POST web/reset_password (docs/product.md §5 forgot password). Ends every session of the account. */
export const ResetPasswordRequestSchema = z
  .object({
    email: reset.email,
    code: reset.code,
    password: reset.password,
    confirm_password: reset.confirmPassword,
    captcha: captchaField,
  })
  .refine((form) => form.password === form.confirm_password, { error: K.passwordsDontMatch, path: ['confirm_password'] });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = z.object({ reset: z.literal(true) });

/** POST web/set_password: only for an account without a password. */
export const SetPasswordRequestSchema = z.object({ password: reset.password });
export const SetPasswordResponseSchema = z.object({ is_password_set: z.literal(true) });

/** POST web/change_password (docs/product.md §5 my account). Ends every other session of the account. */
export const ChangePasswordRequestSchema = z
  .object({ current_password: change.currentPassword, new_password: change.newPassword })
  .refine((form) => form.new_password !== form.current_password, { error: K.passwordNoChange, path: ['new_password'] });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true) });

/** GET web/profile (docs/product.md §7: email, is_password_set), with the plan and, while premium, its end. */
export const ProfileSchema = z.object({
  email: z.string(),
  is_password_set: z.boolean(),
  created_at: z.string(),
  plan: z.enum(['free', 'premium']),
  premium_until: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const LogoutResponseSchema = z.object({ logged_out: z.literal(true) });

/** One bound device of GET web/device/list; `current` marks the device of the calling session. */
export const DeviceSchema = z.object({
  app_type: z.int(),
  app_type_name: z.string(),
  user_id: z.string(),
  name: z.string(),
  os: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const DeviceListResponseSchema = z.object({ devices: z.array(DeviceSchema) });

/**
 * POST web/device/unbind (docs/product.md §3, §7). The app type may come as a number or a decimal string,
 * of at most four digits either way (docs/product.md §3's ids go up to 512; a larger number never names a
 * device and would not fit the database column).
 */
export const UnbindDeviceRequestSchema = z.object({
  unbind_app_type: z.union(
    [
      z.int().min(0).max(9999),
      z
        .string()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ],
    { error: K.generic },
  ),
  unbind_user_id: deviceUserIdField,
});
export const UnbindDeviceResponseSchema = z.object({ unbound: z.literal(true) });

/** GET captcha/challenge: an ALTCHA challenge (proof of work), as the ALTCHA widget takes it. */
export const CaptchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/** Query of GET captcha/challenge: `hard` asks for ten times the work (docs/decisions/014). */
export const CaptchaChallengeQuerySchema = z.object({
  level: z
    .enum(CAPTCHA_LEVELS)
    .default('normal')
    .meta({ description: '`hard` after a login answered 20105 (too many failed sign-ins of that account)', example: 'hard' }),
});
