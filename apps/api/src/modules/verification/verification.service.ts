/**
 * Emailed verification codes (docs/decisions/006): 6 random digits, valid 10 minutes, single
 * use, dead after 5 wrong tries, bound to the email and purpose. Only an HMAC-SHA256 of
 * purpose, email and code is stored (key: a random server secret in the database).
 *
 * A request always answers the same (`{ sent: true }`), whether or not the email has an
 * account: sign-up to a free email sends a code, sign-up to a registered email sends "you
 * already have an account" instead, reset to a registered email sends a code, reset to an
 * unknown email sends nothing. Every branch does comparable work (a mail is rendered in each),
 * and the endpoint is captcha-protected and rate limited, so timing tells little either.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
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
import { forgotPasswordUrl, renderAccountExistsMail, renderVerificationCodeMail } from '../mail/mail.templates';
import { countWrongTry, deleteOpenCodes, insertCode, lockOpenCode, markCodeUsed } from './verification.repo';

export const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

/** What checking a code found; anything but `ok` is answered with `codeError`. */
export type CodeCheck = 'ok' | 'failed' | 'expired';

export function codeError(check: Exclude<CodeCheck, 'ok'>): ApiError {
  return ApiError.localized(400, check === 'expired' ? MESSAGE_KEYS.codeExpired : MESSAGE_KEYS.verificationFailed);
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

  return {
    checkCode,

    /** Emails a code (or the "already registered" notice); see the module comment. */
    async requestCode(email: string, purpose: VerificationPurpose, language: LanguageCode): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (purpose === 'reset_password' && !account) {
        // Nothing to send; render anyway so the answer takes about as long as when there is.
        await renderVerificationCodeMail({ language, code: newCode(), purpose, minutes: VERIFICATION_CODE_TTL_MINUTES });
        return;
      }
      if (purpose === 'signup' && account) {
        const rendered = await renderAccountExistsMail({ language, resetUrl: forgotPasswordUrl(deps.config.siteUrl, language) });
        await mail.enqueue(db, { kind: 'account_exists', to: email, ...rendered });
        mail.wake();
        return;
      }
      const code = newCode();
      const [codeHash, rendered] = await Promise.all([
        hashCode(email, purpose, code),
        renderVerificationCodeMail({ language, code, purpose, minutes: VERIFICATION_CODE_TTL_MINUTES }),
      ]);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await deleteOpenCodes(tx, email, purpose);
        await insertCode(tx, { email, purpose, codeHash, now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
        await mail.enqueue(tx, { kind: `code_${purpose}`, to: email, ...rendered });
      });
      mail.wake();
    },

    /** Checks a code without using it up; throws 'Verification fail' or 'code expired.'. */
    async validateCode(email: string, purpose: VerificationPurpose, code: string): Promise<void> {
      const check = await db.transaction((tx) => checkCode(tx, email, purpose, code, { consume: false }));
      if (check !== 'ok') throw codeError(check);
    },
  };
}
