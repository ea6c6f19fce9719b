import { sql } from 'drizzle-orm';
import type { Attribution } from '@kestrel/domain';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outboxColumns, outboxDueIndex } from './outbox';

// Every time is written by the app from its injected clock (deps.clock), never by the database's
// now(), so expiry rules can be tested.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Subscriber accounts. `email` is stored normalized (trimmed, lowercased: domain
 * `normalizeEmail`). `password_hash` is an argon2id PHC string, null for accounts created by an
 * app without a password (they set one with POST web/set_password).
 */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  /** The attribution in force when the account was created on the website (docs/product.md §3 "Attribution"). */
  attribution: jsonb('attribution').$type<Attribution>(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Devices bound to an account by an app login (docs/product.md §3 "Device (account)"): one row per
 * (account, app type, device user id).
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appType: integer('app_type').notNull(),
    deviceUserId: text('device_user_id').notNull(),
    name: text('name').notNull(),
    os: text('os').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [uniqueIndex('devices_account_app_user_unique').on(t.accountId, t.appType, t.deviceUserId)],
);

/** Why a session ended before its expiry: `logout` answers 50008 afterwards, the others 50012. */
export const SESSION_END_REASONS = ['logout', 'password_changed', 'password_reset', 'device_unbound', 'replaced'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * Sign-in sessions. Only the SHA-256 of the token is stored. A session is valid until
 * `expires_at` (absolute) and while `last_used_at` is younger than the idle period; an ended
 * session keeps its row (until it would have expired) so its token gets the right answer.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    appType: integer('app_type').notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason', { enum: SESSION_END_REASONS }),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    index('sessions_device_idx').on(t.deviceId),
    index('sessions_expires_idx').on(t.expiresAt),
    check(
      'sessions_end_reason_known',
      sql`${t.endReason} is null or ${t.endReason} in ('logout', 'password_changed', 'password_reset', 'device_unbound', 'replaced')`,
    ),
    check('sessions_ended_has_reason', sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
  ],
);

export const VERIFICATION_PURPOSES = ['signup', 'reset_password'] as const;

/**
 * Emailed verification codes: stored as an HMAC only, bound to email and purpose, single use
 * (`used_at`), dead after too many wrong tries (`attempts`). A new request replaces the
 * previous unused code of the same email and purpose.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (t) => [
    index('verification_codes_email_purpose_idx').on(t.email, t.purpose),
    check('verification_codes_purpose_known', sql`${t.purpose} in ('signup', 'reset_password')`),
    check('verification_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Mail waiting to be delivered, written in the same transaction as what caused it so a crash
 * after the commit loses nothing. The sender claims rows (`locked_until`), delivers, and marks
 * them sent; the bodies are erased once sent (a code mail carries the code in clear), and so are
 * the extra `headers` (a newsletter's List-Unsubscribe carries its unsubscribe token).
 */
export const pendingMail = pgTable(
  'pending_mail',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    ...outboxColumns(),
  },
  (t) => [outboxDueIndex('pending_mail_due_idx', t)],
);

/** ALTCHA challenges already redeemed, kept until they expire so a solution is accepted once. */
export const redeemedCaptchas = pgTable(
  'redeemed_captchas',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('redeemed_captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Keys generated on first use and shared by every API instance through the database (e.g. the
 * ALTCHA HMAC key when CAPTCHA_HMAC_KEY is not set). The first instance to insert wins.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});

export type AccountRow = typeof accounts.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type PendingMailRow = typeof pendingMail.$inferSelect;
