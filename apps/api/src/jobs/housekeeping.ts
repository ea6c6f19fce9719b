/**
 * Periodic clean-up of rows nothing needs any more: sessions a month past their absolute expiry
 * (until then their token still answers 50014), used or expired verification codes, redeemed
 * captcha challenges past their expiry, delivered mail after a week, abandoned mail after a month,
 * Idempotency-Key answers after 48 hours.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { every } from './periodic';
import { purgeRedeemedChallenges } from '../modules/captcha/captcha.repo';
import { purgeOldMail } from '../modules/mail/mail.repo';
import { IDEMPOTENCY_KEEP_MS, purgeIdempotencyKeys } from '../modules/payments/payments.idempotency';
import { purgeExpiredSessions } from '../modules/sessions/sessions.repo';
import { purgeExpiredCodes } from '../modules/verification/verification.repo';

const DAY_MS = 86_400_000;

export async function purgeExpired(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await purgeExpiredSessions(db, new Date(now - 30 * DAY_MS));
  await purgeExpiredCodes(db, new Date(now - DAY_MS));
  await purgeRedeemedChallenges(db, new Date(now));
  await purgeOldMail(db, new Date(now - 7 * DAY_MS), new Date(now - 30 * DAY_MS));
  await purgeIdempotencyKeys(db, new Date(now - IDEMPOTENCY_KEEP_MS));
}

/** Runs `purgeExpired` every `intervalMs` (first run after one interval); returns the stop function. */
export function startHousekeeping(deps: { db: Database; clock: Clock; logger: Logger }, intervalMs = 15 * 60_000): () => Promise<void> {
  return every(intervalMs, () => purgeExpired(deps.db, deps.clock), { logger: deps.logger, name: 'housekeeping' });
}
