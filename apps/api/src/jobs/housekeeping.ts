/**
 * Periodic clean-up of rows nothing needs any more: sessions a month past their absolute expiry
 * (until then their token still answers 50014), used or expired verification codes, redeemed
 * captcha challenges past their expiry, delivered mail after a week, abandoned mail after a month,
 * Idempotency-Key answers after 48 hours. The periods are those the privacy policy states
 * (@kestrel/domain/retention).
 */
import {
  FAILED_MAIL_KEEP_DAYS,
  IDEMPOTENCY_KEEP_MS,
  SENT_MAIL_KEEP_DAYS,
  SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS,
  VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS,
} from '@kestrel/domain/retention';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { every } from './periodic';
import { purgeRedeemedChallenges } from '../modules/captcha/captcha.repo';
import { purgeOldMail } from '../modules/mail/mail.repo';
import { purgeIdempotencyKeys } from '../modules/payments/payments.idempotency';
import { purgeExpiredSessions } from '../modules/sessions/sessions.repo';
import { purgeExpiredCodes } from '../modules/verification/verification.repo';

const DAY_MS = 86_400_000;

export async function purgeExpired(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await purgeExpiredSessions(db, new Date(now - SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS * DAY_MS));
  await purgeExpiredCodes(db, new Date(now - VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS * DAY_MS));
  await purgeRedeemedChallenges(db, new Date(now));
  await purgeOldMail(db, new Date(now - SENT_MAIL_KEEP_DAYS * DAY_MS), new Date(now - FAILED_MAIL_KEEP_DAYS * DAY_MS));
  await purgeIdempotencyKeys(db, new Date(now - IDEMPOTENCY_KEEP_MS));
}

/** Runs `purgeExpired` every `intervalMs` (first run after one interval); returns the stop function. */
export function startHousekeeping(deps: { db: Database; clock: Clock; logger: Logger }, intervalMs = 15 * 60_000): () => Promise<void> {
  return every(intervalMs, () => purgeExpired(deps.db, deps.clock), { logger: deps.logger, name: 'housekeeping' });
}
