/**
 * Periodic clean-up of rows nothing needs any more: sessions a month past their absolute expiry
 * (until then their token still answers 50014), used or expired verification codes, redeemed
 * captcha challenges past their expiry, delivered mail after a week, abandoned mail after a month,
 * Idempotency-Key answers after 48 hours, newsletter sign-ups never confirmed a month after their
 * last request. The periods are those the privacy policy states (@kestrel/domain/retention).
 *
 * And of the forms' data at the end of its period: contact messages, partner applications, survey
 * answers, refund requests with their receipt files (docs/decisions/018), and receipt files no
 * request names a day after they were written (a process that stopped between writing a receipt
 * and storing its request).
 */
import {
  GIFT_CODE_SHOW_HOURS,
  FAILED_MAIL_KEEP_DAYS,
  IDEMPOTENCY_KEEP_MS,
  SENT_MAIL_KEEP_DAYS,
  SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS,
  VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS,
} from '@kestrel/domain/retention';
import type { Logger } from 'pino';
import type { FileStore } from '../adapters/uploads/file-store';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { every } from './periodic';
import { purgeRedeemedChallenges } from '../modules/captcha/captcha.repo';
import { eraseUnshownCodes } from '../modules/gift-cards/gift-cards.repo';
import { purgeOldMail } from '../modules/mail/mail.repo';
import { purgeUnconfirmedSubscriptions } from '../modules/newsletter/newsletter.repo';
import { purgeIdempotencyKeys } from '../modules/payments/payments.idempotency';
import { purgeExpiredSessions } from '../modules/sessions/sessions.repo';
import { purgeOldForms, purgeOldRefundRequests, referencedReceipts } from '../modules/support/support.repo';
import { purgeExpiredCodes } from '../modules/verification/verification.repo';
import {
  CONTACT_MESSAGE_KEEP_DAYS,
  NEWSLETTER_UNCONFIRMED_KEEP_DAYS,
  PARTNER_APPLICATION_KEEP_DAYS,
  REFUND_REQUEST_KEEP_DAYS,
  SURVEY_ANSWER_KEEP_DAYS,
} from '@kestrel/domain/retention';

const DAY_MS = 86_400_000;
/** A receipt file no request names is removed once it is this old (no upload takes that long to store). */
const ORPHAN_RECEIPT_MS = DAY_MS;
const BATCH = 500;

export async function purgeExpired(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await purgeExpiredSessions(db, new Date(now - SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS * DAY_MS));
  await purgeExpiredCodes(db, new Date(now - VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS * DAY_MS));
  await purgeRedeemedChallenges(db, new Date(now));
  await purgeOldMail(db, new Date(now - SENT_MAIL_KEEP_DAYS * DAY_MS), new Date(now - FAILED_MAIL_KEEP_DAYS * DAY_MS));
  await purgeIdempotencyKeys(db, new Date(now - IDEMPOTENCY_KEEP_MS));
  await purgeUnconfirmedSubscriptions(db, new Date(now - NEWSLETTER_UNCONFIRMED_KEEP_DAYS * DAY_MS));
  // A gift card's clear code is kept only until its buyer's page has shown it, at most this long.
  await eraseUnshownCodes(db, new Date(now - GIFT_CODE_SHOW_HOURS * 3_600_000));
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  await purgeOldForms(db, {
    contact: daysAgo(CONTACT_MESSAGE_KEEP_DAYS),
    application: daysAgo(PARTNER_APPLICATION_KEEP_DAYS),
    survey: daysAgo(SURVEY_ANSWER_KEEP_DAYS),
  });
}

/** Removes the receipt files nothing needs any more (see the module comment). */
export async function purgeReceipts(db: Database, receipts: FileStore, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  // The rows go first: a file whose removal fails is then one no request names, removed next time.
  for (const file of await purgeOldRefundRequests(db, new Date(now - REFUND_REQUEST_KEEP_DAYS * DAY_MS))) await receipts.remove(file);
  const old = (await receipts.list()).filter((file) => file.writtenAt.getTime() < now - ORPHAN_RECEIPT_MS);
  for (let start = 0; start < old.length; start += BATCH) {
    const names = old.slice(start, start + BATCH).map((file) => file.name);
    const kept = await referencedReceipts(db, names);
    for (const name of names) if (!kept.has(name)) await receipts.remove(name);
  }
}

/** Runs `purgeExpired` and `purgeReceipts` every `intervalMs` (first run after one interval); returns the stop function. */
export function startHousekeeping(
  deps: { db: Database; clock: Clock; logger: Logger; receipts: FileStore },
  intervalMs = 15 * 60_000,
): () => Promise<void> {
  const run = async () => {
    await purgeExpired(deps.db, deps.clock);
    await purgeReceipts(deps.db, deps.receipts, deps.clock);
  };
  return every(intervalMs, run, { logger: deps.logger, name: 'housekeeping' });
}
