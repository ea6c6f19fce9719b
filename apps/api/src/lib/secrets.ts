import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';
import type { Clock } from '../deps';

/**
 * A random secret shared by every API instance through the database: the first instance to ask
 * generates and inserts it, the others read the stored one. 32 random bytes, base64url.
 */
export async function sharedSecret(db: Database, name: string, clock: Clock): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: clock.now() })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
