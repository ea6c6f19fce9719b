import type { Attribution } from '@kestrel/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { accounts, devices, type AccountRow, type DeviceRow } from '../../db/schema';

export async function findAccountByEmail(db: DbExecutor, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

export async function findAccountById(db: DbExecutor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** Locks the account row until the transaction ends (serialises device binding and password changes). */
export async function lockAccount(db: DbExecutor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1).for('update');
  return row;
}

/** Inserts an account; undefined when the email is taken. */
export async function insertAccount(
  db: DbExecutor,
  email: string,
  passwordHash: string | null,
  now: Date,
  attribution?: Attribution,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .insert(accounts)
    .values({ email, passwordHash, attribution: attribution ?? null, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row;
}

export async function setPasswordHash(db: DbExecutor, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, id));
}

export async function findDevice(db: DbExecutor, accountId: number, appType: number, deviceUserId: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.accountId, accountId), eq(devices.appType, appType), eq(devices.deviceUserId, deviceUserId)))
    .limit(1);
  return row;
}

export async function countDevices(db: DbExecutor, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertDevice(
  db: DbExecutor,
  device: { accountId: number; appType: number; deviceUserId: string; name: string; os: string; now: Date },
): Promise<DeviceRow> {
  const [row] = await db
    .insert(devices)
    .values({
      accountId: device.accountId,
      appType: device.appType,
      deviceUserId: device.deviceUserId,
      name: device.name,
      os: device.os,
      createdAt: device.now,
      lastSeenAt: device.now,
    })
    .returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

export async function updateDeviceSeen(db: DbExecutor, id: number, name: string, os: string, now: Date): Promise<void> {
  await db.update(devices).set({ name, os, lastSeenAt: now }).where(eq(devices.id, id));
}

export async function listDevices(db: DbExecutor, accountId: number): Promise<DeviceRow[]> {
  return db.select().from(devices).where(eq(devices.accountId, accountId)).orderBy(asc(devices.createdAt), asc(devices.id));
}

export async function deleteDevice(db: DbExecutor, id: number): Promise<void> {
  await db.delete(devices).where(eq(devices.id, id));
}
