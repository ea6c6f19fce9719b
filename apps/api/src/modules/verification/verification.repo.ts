import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { verificationCodes, type VerificationCodeRow } from '../../db/schema';
import type { VerificationPurpose } from '@kestrel/domain';

/** Removes the unused codes of an email and purpose (a new code replaces them). */
export async function deleteOpenCodes(db: DbExecutor, email: string, purpose: VerificationPurpose): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
}

export async function insertCode(
  db: DbExecutor,
  code: { email: string; purpose: VerificationPurpose; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values({
    email: code.email,
    purpose: code.purpose,
    codeHash: code.codeHash,
    createdAt: code.now,
    expiresAt: code.expiresAt,
  });
}

/** The newest unused code of an email and purpose, locked until the transaction ends. */
export async function lockOpenCode(db: DbExecutor, email: string, purpose: VerificationPurpose): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countWrongTry(db: DbExecutor, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

export async function markCodeUsed(db: DbExecutor, id: number, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, id));
}

/** Codes past their expiry (used or not) have no further use. */
export async function purgeExpiredCodes(db: Database, before: Date): Promise<void> {
  await db.delete(verificationCodes).where(or(lt(verificationCodes.expiresAt, before), lt(verificationCodes.usedAt, before)));
}
