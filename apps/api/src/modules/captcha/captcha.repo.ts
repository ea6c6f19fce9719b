import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { redeemedCaptchas } from '../../db/schema';

/** Records a redeemed challenge; true only for the first redemption. */
export async function claimChallenge(db: Database, challenge: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(redeemedCaptchas)
    .values({ challenge, expiresAt })
    .onConflictDoNothing({ target: redeemedCaptchas.challenge })
    .returning({ challenge: redeemedCaptchas.challenge });
  return rows.length === 1;
}

/** Expired challenges fail on their expiry anyway; their records can go. */
export async function purgeRedeemedChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(redeemedCaptchas).where(lt(redeemedCaptchas.expiresAt, now));
}
