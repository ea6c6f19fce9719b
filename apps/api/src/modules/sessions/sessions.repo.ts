import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { accounts, entitlements, devices, sessions, type SessionEndReason, type SessionRow } from '../../db/schema';

export interface NewSession {
  accountId: number;
  tokenHash: string;
  appType: number;
  deviceId: number | null;
  now: Date;
  expiresAt: Date;
}

export async function insertSession(db: DbExecutor, session: NewSession): Promise<void> {
  await db.insert(sessions).values({
    accountId: session.accountId,
    tokenHash: session.tokenHash,
    appType: session.appType,
    deviceId: session.deviceId,
    createdAt: session.now,
    lastUsedAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export interface SessionWithAccount {
  session: SessionRow;
  email: string;
  passwordSet: boolean;
  accountCreatedAt: Date;
  /** End of the account's premium time, if it ever had any (the profile says whether it still runs). */
  premiumUntil: Date | null;
}

/** A session by token hash, with the account fields a signed-in read needs (one query). */
export async function findSessionByTokenHash(db: DbExecutor, tokenHash: string): Promise<SessionWithAccount | undefined> {
  const [row] = await db
    .select({
      session: sessions,
      email: accounts.email,
      passwordSet: sql<boolean>`${accounts.passwordHash} is not null`,
      accountCreatedAt: accounts.createdAt,
      premiumUntil: entitlements.expiresAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(entitlements, eq(entitlements.accountId, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Records use of a session and, for an app session, that its device was seen. */
export async function touchSession(db: DbExecutor, id: number, deviceId: number | null, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
  if (deviceId !== null) await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, deviceId));
}

export async function endSession(db: DbExecutor, id: number, reason: SessionEndReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** Ends the account's open sessions, except `keepId` when given. */
export async function endAccountSessions(
  db: DbExecutor,
  accountId: number,
  reason: SessionEndReason,
  now: Date,
  keepId?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt), keepId === undefined ? undefined : ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function endDeviceSessions(db: DbExecutor, deviceId: number, reason: SessionEndReason, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Sessions past their absolute expiry (ended or not): their tokens can only answer 50014 by now. */
export async function purgeExpiredSessions(db: Database, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
