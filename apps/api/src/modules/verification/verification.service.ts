/**
 * Emailed verification codes (docs/decisions/006): 6 random digits, valid 10 minutes, single
 * use, dead after 5 wrong tries, bound to the email and purpose. Only an HMAC-SHA256 of
 * purpose, email and code is stored (key: a random server secret in the database).
 *
 * A request always answers the same (`{ sent: true }`), and answers before the email is even
 * looked up (docs/decisions/013): the work runs after the answer. It is the same work for every
 * email — look the account up, render both mails of the purpose, store a new code, queue one
 * mail — and only which mail is queued differs:
 * sign-up to a free email and reset of a registered one get the code; sign-up to a registered
 * email gets "you already have an account", reset of an unknown one "no account uses this
 * address" (their codes are stored but never sent, so they can only fail, as wrong codes do).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import {
  MESSAGE_KEYS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  type LanguageCode,
  type VerificationPurpose,
} from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import type { DbExecutor } from '../../db/executor';
import { ApiError } from '../../lib/errors';
import { sharedSecret } from '../../lib/secrets';
import { findAccountByEmail } from '../account/account.repo';
import { renderAccountExistsMail, renderNoAccountMail, renderVerificationCodeMail } from '../mail/mail.templates';
import { countWrongTry, deleteOpenCodes, insertCode, lockOpenCode, markCodeUsed } from './verification.repo';

export const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

/** What checking a code found; anything but `ok` is answered with `codeError`. */
export type CodeCheck = 'ok' | 'failed' | 'expired';
export type CodeFailure = Exclude<CodeCheck, 'ok'>;

export function codeError(check: CodeFailure): ApiError {
  return ApiError.localized(400, check === 'expired' ? MESSAGE_KEYS.codeExpired : MESSAGE_KEYS.verificationFailed, { field: 'code' });
}

export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

export type VerificationService = ReturnType<typeof createVerificationService>;

export function createVerificationService(deps: Pick<AppDeps, 'database' | 'clock' | 'mail' | 'config'>) {
  const { clock, mail } = deps;
  const db = deps.database.db;
  let key: Promise<string> | undefined;
  const codeKey = () => {
    key ??= sharedSecret(db, 'verification_code_key', clock);
    key.catch(() => {
      key = undefined;
    });
    return key;
  };

  async function hashCode(email: string, purpose: VerificationPurpose, code: string): Promise<string> {
    return createHmac('sha256', await codeKey())
      .update(`${purpose}\n${email}\n${code}`)
      .digest('hex');
  }

  /**
   * Checks `code` against the open code of the email and purpose inside `tx`: a wrong code
   * counts a try (the caller must commit `tx` so the count sticks, and answer the error after);
   * with `consume` a right code is marked used.
   */
  async function checkCode(
    tx: DbExecutor,
    email: string,
    purpose: VerificationPurpose,
    code: string,
    options: { consume: boolean },
  ): Promise<CodeCheck> {
    const row = await lockOpenCode(tx, email, purpose);
    if (!row || row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return 'failed';
    const now = clock.now();
    if (now.getTime() >= row.expiresAt.getTime()) return 'expired';
    const given = Buffer.from(await hashCode(email, purpose, code), 'hex');
    const stored = Buffer.from(row.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      await countWrongTry(tx, row.id);
      return 'failed';
    }
    if (options.consume) await markCodeUsed(tx, row.id, now);
    return 'ok';
  }

  /**
   * The mail an email gets: the code, or the purpose's notice without it (see the module
   * comment). Both are rendered for every email, so even the work after the answer (which a
   * client could feel in its next request) does not depend on whether the email has an account.
   */
  async function mailFor(email: string, purpose: VerificationPurpose, language: LanguageCode, code: string) {
    const { siteUrl } = deps.config;
    const context = { language, testMode: deps.config.payments.testMode };
    const [account, codeMail, notice] = await Promise.all([
      findAccountByEmail(db, email),
      renderVerificationCodeMail({ ...context, code, purpose, minutes: VERIFICATION_CODE_TTL_MINUTES }),
      purpose === 'signup' ? renderAccountExistsMail({ ...context, siteUrl }) : renderNoAccountMail({ ...context, siteUrl }),
    ]);
    // The code is useful to a new account's owner (sign-up) or to a registered one (reset).
    if ((account !== undefined) === (purpose === 'reset_password')) return { kind: `code_${purpose}`, ...codeMail };
    return { kind: purpose === 'signup' ? 'account_exists' : 'no_account', ...notice };
  }

  /** The same statements for every email: replace the open code, queue one mail. */
  async function sendCode(email: string, purpose: VerificationPurpose, language: LanguageCode): Promise<void> {
    const code = newCode();
    const [codeHash, message] = await Promise.all([hashCode(email, purpose, code), mailFor(email, purpose, language, code)]);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await deleteOpenCodes(tx, email, purpose);
      await insertCode(tx, { email, purpose, codeHash, now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
      await mail.enqueue(tx, { to: email, ...message });
    });
    mail.wake();
  }

  return {
    checkCode,

    /**
     * Emails a code (or the notice that fits the account's state) after the answer; see the
     * module comment. Failures are logged to `log`.
     */
    requestCode(email: string, purpose: VerificationPurpose, language: LanguageCode, log: Logger): void {
      mail.later(() => sendCode(email, purpose, language), log);
    },

    /** Checks a code without using it up; throws 'Verification fail' or 'code expired.'. */
    async validateCode(email: string, purpose: VerificationPurpose, code: string): Promise<void> {
      const check = await db.transaction((tx) => checkCode(tx, email, purpose, code, { consume: false }));
      if (check !== 'ok') throw codeError(check);
    },
  };
}
