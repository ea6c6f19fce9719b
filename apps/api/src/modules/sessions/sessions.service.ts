/**
 * Session tokens (docs/architecture.md "Auth"): 256 random bits, base64url (43 characters), given to the
 * client once; only their SHA-256 is stored. A session ends at `expires_at` (absolute lifetime,
 * SESSION_ABSOLUTE_DAYS) or after SESSION_IDLE_DAYS without use; `last_used_at` is written at
 * most once a minute. A token is answered, with status 200 (docs/product.md §8 "Confirm logout"):
 * 50008 when malformed, unknown or logged out; 50012 when the session was ended by something
 * done elsewhere (password change or reset, device unbound, a newer sign-in on the same device);
 * 50014 when expired. Those answers also clear the paypal_token cookie and its "signed in" hint.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LOGOUT_CODES, MESSAGE_KEYS, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@kestrel/domain';
import type { Config } from '../../config';
import type { DbExecutor } from '../../db/executor';
import type { Clock } from '../../deps';
import { ApiError } from '../../lib/errors';
import type { AuthSession } from '../../lib/types';
import type { SessionCache, SessionSnapshot } from './session-cache';
import { findSessionByTokenHash, insertSession, touchSession } from './sessions.repo';

const DAY_MS = 86_400_000;
/** `last_used_at` is refreshed at most this often, so most authenticated reads write nothing. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A Set-Cookie value that removes the session cookie. */
export const CLEAR_SESSION_COOKIE = `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;
/** A Set-Cookie value that removes the "signed in" hint (docs/product.md §3), wherever the session cookie goes. */
export const CLEAR_SESSION_HINT_COOKIE = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
/** Both Set-Cookie values of a session that ends. */
export const CLEAR_SESSION_COOKIES: readonly string[] = [CLEAR_SESSION_COOKIE, CLEAR_SESSION_HINT_COOKIE];

/** The 200 answer that makes the client show "Confirm logout" (docs/product.md §8), clearing the cookies. */
export function sessionEnded(code: (typeof LOGOUT_CODES)[keyof typeof LOGOUT_CODES]): ApiError {
  return ApiError.localized(200, MESSAGE_KEYS.logoutBody, { code, headers: { 'Set-Cookie': CLEAR_SESSION_COOKIES } });
}

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

export function sessionLifetime(config: Pick<Config, 'session'>): SessionLifetime {
  return { idleMs: config.session.idleDays * DAY_MS, absoluteMs: config.session.absoluteDays * DAY_MS };
}

/** Opens a session; returns the token (shown once) and the absolute expiry. */
export async function openSession(
  db: DbExecutor,
  clock: Clock,
  lifetime: SessionLifetime,
  session: { accountId: number; appType: number; deviceId: number | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + lifetime.absoluteMs);
  await insertSession(db, { ...session, tokenHash: hashSessionToken(token), now, expiresAt });
  return { token, expiresAt };
}

function toAuthSession(snapshot: SessionSnapshot, via: AuthSession['via']): AuthSession {
  return {
    id: snapshot.id,
    accountId: snapshot.accountId,
    appType: snapshot.appType,
    deviceId: snapshot.deviceId,
    via,
    email: snapshot.email,
    passwordSet: snapshot.passwordSet,
    accountCreatedAt: snapshot.accountCreatedAt,
    premiumUntil: snapshot.premiumUntil,
  };
}

/**
 * The session of a token, or the ApiError to answer (50008, 50012, 50014). A recent answer is
 * served from `cache` while it needs no database work (see session-cache.ts).
 */
export async function authenticate(
  db: DbExecutor,
  clock: Clock,
  lifetime: SessionLifetime,
  cache: SessionCache,
  token: string,
  via: AuthSession['via'],
): Promise<AuthSession> {
  if (!TOKEN_PATTERN.test(token)) throw sessionEnded(LOGOUT_CODES.ILLEGAL_TOKEN);
  const tokenHash = hashSessionToken(token);
  const now = clock.now().getTime();
  const cached = cache.get(tokenHash);
  if (
    cached &&
    now < cached.expiresAt &&
    now < cached.lastUsedAt + lifetime.idleMs &&
    now - cached.lastUsedAt < SESSION_TOUCH_INTERVAL_MS
  ) {
    return toAuthSession(cached, via);
  }
  const found = await findSessionByTokenHash(db, tokenHash);
  if (!found) throw sessionEnded(LOGOUT_CODES.ILLEGAL_TOKEN);
  const row = found.session;
  if (row.endReason !== null) {
    throw sessionEnded(row.endReason === 'logout' ? LOGOUT_CODES.ILLEGAL_TOKEN : LOGOUT_CODES.OTHER_CLIENT_LOGGED_IN);
  }
  if (now >= row.expiresAt.getTime() || now >= row.lastUsedAt.getTime() + lifetime.idleMs) {
    throw sessionEnded(LOGOUT_CODES.TOKEN_EXPIRED);
  }
  let lastUsedAt = row.lastUsedAt.getTime();
  if (now - lastUsedAt >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, row.id, row.deviceId, new Date(now));
    lastUsedAt = now;
  }
  const snapshot: SessionSnapshot = {
    id: row.id,
    accountId: row.accountId,
    appType: row.appType,
    deviceId: row.deviceId,
    lastUsedAt,
    expiresAt: row.expiresAt.getTime(),
    email: found.email,
    passwordSet: found.passwordSet,
    accountCreatedAt: found.accountCreatedAt,
    premiumUntil: found.premiumUntil,
  };
  cache.set(tokenHash, snapshot);
  return toAuthSession(snapshot, via);
}
