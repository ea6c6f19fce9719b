/**
 * Account rules: sign-in (with device binding for app logins), sign-up and password reset with
 * an emailed code, profile, password set/change, devices. HTTP concerns (captcha, rate limits,
 * cookies) stay in account.routes.ts.
 */
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGE_KEYS,
  appTypeName,
  MAX_DEVICES_PER_ACCOUNT,
  MESSAGE_KEYS,
  type Device,
  type LoginDevice,
  type Profile,
} from '@kestrel/domain';
import type { Attribution } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import type { DbExecutor } from '../../db/executor';
import { ApiError } from '../../lib/errors';
import type { AuthSession } from '../../lib/types';
import { endAccountSessions, endDeviceSessions, endSession } from '../sessions/sessions.repo';
import { openSession, sessionLifetime } from '../sessions/sessions.service';
import { codeError, type CodeFailure, type VerificationService } from '../verification/verification.service';
import {
  countDevices,
  deleteDevice,
  findAccountByEmail,
  findAccountById,
  findDevice,
  insertAccount,
  insertDevice,
  listDevices,
  lockAccount,
  setPasswordHash,
  updateDeviceSeen,
} from './account.repo';

/** Who is signing in: the app type of X-App-Type and, for an app, its device. */
export interface SignInClient {
  appType: number;
  /** Present for app logins (device binding); absent for browsers. */
  device: LoginDevice | undefined;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
}

/**
 * 'Incorrect username or password.': wrong password and unknown email alike. Which of the two is
 * wrong is deliberately not said; the password is the field to retype.
 */
export const incorrectCredentials = () => ApiError.localized(400, MESSAGE_KEYS.incorrectCredentials, { field: 'password' });

/** Change password: the current password is wrong. */
export const incorrectPassword = () => ApiError.localized(400, MESSAGE_KEYS.incorrectPassword, { field: 'current_password' });

/** Reset: a valid code for an email without an account (docs/decisions/013). */
export const emailNotRegistered = () => ApiError.localized(400, MESSAGE_KEYS.emailNotRegistered, { field: 'email' });

export function deviceLimitReached(): ApiError {
  return ApiError.localized(400, ACCOUNT_MESSAGE_KEYS.deviceLimit, { code: ACCOUNT_ERROR_CODES.DEVICE_LIMIT });
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'passwords' | 'sessionCache'>,
  verification: VerificationService,
) {
  const { clock, passwords, sessionCache } = deps;
  const db = deps.database.db;
  const lifetime = sessionLifetime(deps.config);

  /**
   * Opens a session inside `tx`. An app login binds its device (app type + device user id),
   * refreshing name, OS and last seen, and ends that device's previous session; a new device
   * beyond MAX_DEVICES_PER_ACCOUNT is refused.
   */
  async function signIn(tx: DbExecutor, accountId: number, client: SignInClient): Promise<SignedIn> {
    let deviceId: number | null = null;
    if (client.device) {
      const now = clock.now();
      await lockAccount(tx, accountId);
      const existing = await findDevice(tx, accountId, client.appType, client.device.user_id);
      if (existing) {
        await updateDeviceSeen(tx, existing.id, client.device.name, client.device.os, now);
        await endDeviceSessions(tx, existing.id, 'replaced', now);
        deviceId = existing.id;
      } else {
        if ((await countDevices(tx, accountId)) >= MAX_DEVICES_PER_ACCOUNT) throw deviceLimitReached();
        const device = await insertDevice(tx, {
          accountId,
          appType: client.appType,
          deviceUserId: client.device.user_id,
          name: client.device.name,
          os: client.device.os,
          now,
        });
        deviceId = device.id;
      }
    }
    return openSession(tx, clock, lifetime, { accountId, appType: client.appType, deviceId });
  }

  return {
    /** Email + password. Unknown email and wrong password answer alike, after the same work. */
    async login(email: string, password: string, client: SignInClient): Promise<SignedIn> {
      const account = await findAccountByEmail(db, email);
      if (!account?.passwordHash) {
        await passwords.verifyNothing(password);
        throw incorrectCredentials();
      }
      if (!(await passwords.verify(account.passwordHash, password))) throw incorrectCredentials();
      // A browser sign-in is one insert; an app sign-in binds its device in a transaction.
      const signedIn = client.device ? await db.transaction((tx) => signIn(tx, account.id, client)) : await signIn(db, account.id, client);
      // An app sign-in may have ended the device's previous session.
      if (client.device) sessionCache.invalidateAccount(account.id);
      return signedIn;
    },

    /**
     * Creates the account with an emailed sign-up code, then signs in. The code is checked before
     * the password is hashed (a wrong code costs no hash, for any email: docs/decisions/013), and
     * used up in the transaction that creates the account.
     */
    async signup(email: string, code: string, password: string, client: SignInClient, attribution?: Attribution): Promise<SignedIn> {
      await verification.validateCode(email, 'signup', code);
      const passwordHash = await passwords.hash(password);
      const outcome = await db.transaction(async (tx): Promise<{ failure: CodeFailure } | { signedIn: SignedIn }> => {
        const check = await verification.checkCode(tx, email, 'signup', code, { consume: true });
        if (check !== 'ok') return { failure: check };
        const account = await insertAccount(tx, email, passwordHash, clock.now(), attribution);
        // Taken meanwhile, or a registered email's code (never sent; see verification.service.ts): roll back the code use.
        if (!account) throw codeError('failed');
        return { signedIn: await signIn(tx, account.id, client) };
      });
      if ('failure' in outcome) throw codeError(outcome.failure);
      return outcome.signedIn;
    },

    /**
     * Forgot password: code + new password; ends every session of the account. The code is
     * checked first, the same way for every email, so a wrong one answers the same whether or not
     * the email has an account (docs/decisions/013). The product rules' 'email not registered' is answered
     * only to the holder of a valid code, who has read it in that mailbox.
     */
    async resetPassword(email: string, code: string, password: string): Promise<void> {
      await verification.validateCode(email, 'reset_password', code);
      const passwordHash = await passwords.hash(password);
      const outcome = await db.transaction(async (tx): Promise<{ failure: CodeFailure } | { accountId: number }> => {
        const check = await verification.checkCode(tx, email, 'reset_password', code, { consume: true });
        if (check !== 'ok') return { failure: check };
        const account = await findAccountByEmail(tx, email);
        // Thrown, so the transaction rolls back and the code stays unused.
        if (!account) throw emailNotRegistered();
        const now = clock.now();
        await setPasswordHash(tx, account.id, passwordHash, now);
        await endAccountSessions(tx, account.id, 'password_reset', now);
        return { accountId: account.id };
      });
      if ('failure' in outcome) throw codeError(outcome.failure);
      sessionCache.invalidateAccount(outcome.accountId);
    },

    /** From the fields read with the session, premium end included (see session-cache.ts): no further query. */
    profile(session: AuthSession): Profile {
      const premium = session.premiumUntil !== null && session.premiumUntil > clock.now();
      return {
        email: session.email,
        is_password_set: session.passwordSet,
        created_at: session.accountCreatedAt.toISOString(),
        plan: premium ? 'premium' : 'free',
        premium_until: premium ? session.premiumUntil!.toISOString() : null,
      };
    },

    async logout(session: AuthSession): Promise<void> {
      await endSession(db, session.id, 'logout', clock.now());
      sessionCache.invalidateAccount(session.accountId);
    },

    /** For accounts created without a password (by an app); refused once one is set. */
    async setPassword(session: AuthSession, password: string): Promise<void> {
      const account = await findAccountById(db, session.accountId);
      if (!account) throw new ApiError(500, 'session without account');
      if (account.passwordHash !== null) throw ApiError.localized(400, ACCOUNT_MESSAGE_KEYS.passwordAlreadySet);
      const passwordHash = await passwords.hash(password);
      const done = await db.transaction(async (tx) => {
        const locked = await lockAccount(tx, session.accountId);
        if (!locked || locked.passwordHash !== null) return false;
        await setPasswordHash(tx, session.accountId, passwordHash, clock.now());
        return true;
      });
      if (!done) throw ApiError.localized(400, ACCOUNT_MESSAGE_KEYS.passwordAlreadySet);
      sessionCache.invalidateAccount(session.accountId);
    },

    /** Needs the current password; ends every other session (they get 50012), keeps this one. */
    async changePassword(session: AuthSession, currentPassword: string, newPassword: string): Promise<void> {
      const account = await findAccountById(db, session.accountId);
      if (!account) throw new ApiError(500, 'session without account');
      const matches =
        account.passwordHash === null
          ? await passwords.verifyNothing(currentPassword)
          : await passwords.verify(account.passwordHash, currentPassword);
      if (!matches) throw incorrectPassword();
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        const now = clock.now();
        await setPasswordHash(tx, session.accountId, passwordHash, now);
        await endAccountSessions(tx, session.accountId, 'password_changed', now, session.id);
      });
      sessionCache.invalidateAccount(session.accountId);
    },

    async devices(session: AuthSession): Promise<Device[]> {
      const rows = await listDevices(db, session.accountId);
      return rows.map((row) => ({
        app_type: row.appType,
        app_type_name: appTypeName(row.appType) ?? String(row.appType),
        user_id: row.deviceUserId,
        name: row.name,
        os: row.os,
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === session.deviceId,
      }));
    },

    /** Removes a bound device and ends its sessions (they get 50012). */
    async unbindDevice(session: AuthSession, appType: number, deviceUserId: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const device = await findDevice(tx, session.accountId, appType, deviceUserId);
        if (!device) return false;
        await endDeviceSessions(tx, device.id, 'device_unbound', clock.now());
        await deleteDevice(tx, device.id);
        return true;
      });
      if (!removed) throw ApiError.localized(400, ACCOUNT_MESSAGE_KEYS.deviceNotFound);
      sessionCache.invalidateAccount(session.accountId);
    },
  };
}
