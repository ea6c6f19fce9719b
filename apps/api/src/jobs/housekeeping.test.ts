import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_KEEP_DAYS,
  PARTNER_APPLICATION_KEEP_DAYS,
  REFUND_REQUEST_KEEP_DAYS,
  SURVEY_ANSWER_KEEP_DAYS,
} from '@kestrel/domain/retention';
import {
  contactMessages,
  newsletterSubscriptions,
  partnerApplications,
  pendingMail,
  redeemedCaptchas,
  refundRequests,
  sessions,
  uninstallSurveys,
  verificationCodes,
} from '../db/schema';
import { insertAccount } from '../modules/account/account.repo';
import { DAY, TestClock } from '../test/account-helpers';
import { testAppOfFile } from '../test/test-db';
import { purgeExpired, purgeReceipts } from './housekeeping';

const clock = new TestClock();

const t = await testAppOfFile({ clock });

describe('purgeExpired', () => {
  it('removes only rows nothing needs any more', async () => {
    const db = t.deps.database.db;
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const account = (await insertAccount(db, 'keep@kestrelvpn.example', null, at(-400)))!;
    await db.insert(sessions).values([
      { accountId: account.id, tokenHash: 'old', appType: 502, createdAt: at(-300), lastUsedAt: at(-300), expiresAt: at(-31) },
      { accountId: account.id, tokenHash: 'recent', appType: 502, createdAt: at(-200), lastUsedAt: at(-200), expiresAt: at(-29) },
    ]);
    await db.insert(verificationCodes).values([
      { email: 'a@x.example', purpose: 'signup', codeHash: 'h1', createdAt: at(-3), expiresAt: at(-2) },
      { email: 'a@x.example', purpose: 'signup', codeHash: 'h2', createdAt: at(0), expiresAt: at(1) },
    ]);
    await db.insert(redeemedCaptchas).values([
      { challenge: 'gone', expiresAt: at(-1) },
      { challenge: 'live', expiresAt: at(1) },
    ]);
    const mail = { kind: 'test', recipient: 'a@x.example', subject: 's', createdAt: at(-40), nextAttemptAt: at(-40) };
    await db.insert(pendingMail).values([
      { ...mail, subject: 'sent long ago', sentAt: at(-8) },
      { ...mail, subject: 'sent recently', sentAt: at(-6) },
      { ...mail, subject: 'abandoned long ago', failedAt: at(-31) },
      { ...mail, subject: 'still due' },
    ]);

    await purgeExpired(db, clock);

    expect((await db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h)).toEqual(['recent']);
    expect((await db.select({ h: verificationCodes.codeHash }).from(verificationCodes)).map((r) => r.h)).toEqual(['h2']);
    expect((await db.select().from(redeemedCaptchas)).map((r) => r.challenge)).toEqual(['live']);
    expect((await db.select({ s: pendingMail.subject }).from(pendingMail)).map((r) => r.s).sort()).toEqual(['sent recently', 'still due']);
  });
});

describe('purgeExpired, the forms’ data (periods of @kestrel/domain/retention)', () => {
  it('forgets sign-ups never confirmed 30 days after the last request, and forms past their period', async () => {
    const db = t.deps.database.db;
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const row = { language: 'en', unsubscribeNonce: 'n', createdAt: at(-60) };
    await db.insert(newsletterSubscriptions).values([
      { ...row, email: 'stale@x.example', status: 'pending', confirmTokenHash: 'a', updatedAt: at(-31) },
      { ...row, email: 'waiting@x.example', status: 'pending', confirmTokenHash: 'b', updatedAt: at(-29) },
      { ...row, email: 'reader@x.example', status: 'subscribed', updatedAt: at(-59), confirmedAt: at(-59) },
    ]);
    const form = { email: 'a@x.example', name: 'A', language: 'en' };
    await db.insert(contactMessages).values([
      { ...form, inquiry: 'old', createdAt: at(-CONTACT_MESSAGE_KEEP_DAYS - 1) },
      { ...form, inquiry: 'kept', createdAt: at(-CONTACT_MESSAGE_KEEP_DAYS + 1) },
    ]);
    await db.insert(partnerApplications).values([
      { ...form, kind: 'affiliate', details: {}, message: 'old', createdAt: at(-PARTNER_APPLICATION_KEEP_DAYS - 1) },
      { ...form, kind: 'influencer', details: {}, message: 'kept', createdAt: at(-PARTNER_APPLICATION_KEEP_DAYS + 1) },
    ]);
    await db.insert(uninstallSurveys).values([
      { reasons: ['other'], comment: 'old', language: 'en', createdAt: at(-SURVEY_ANSWER_KEEP_DAYS - 1) },
      { reasons: ['other'], comment: 'kept', language: 'en', createdAt: at(-SURVEY_ANSWER_KEEP_DAYS + 1) },
    ]);

    await purgeExpired(db, clock);

    const left = await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions);
    expect(left.map((r) => r.email).sort()).toEqual(['reader@x.example', 'waiting@x.example']);
    expect((await db.select().from(contactMessages)).map((r) => r.inquiry)).toEqual(['kept']);
    expect((await db.select().from(partnerApplications)).map((r) => r.message)).toEqual(['kept']);
    expect((await db.select().from(uninstallSurveys)).map((r) => r.comment)).toEqual(['kept']);
  });
});

describe('purgeReceipts', () => {
  it('deletes refund requests past their period with their receipts, and files no request names, keeping the others', async () => {
    const db = t.deps.database.db;
    const receipts = t.deps.receipts;
    // Written a while ago: all of them are past the orphan delay.
    const [old, kept, orphan] = (await Promise.all([1, 2, 3].map((n) => receipts.put(new Uint8Array([n]), 'png')))) as [
      string,
      string,
      string,
    ];
    clock.advance(2 * DAY);
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const fresh = await receipts.put(new Uint8Array([4]), 'png'); // being stored right now: no row yet
    const request = (reference: string, receiptFile: string, createdDaysAgo: number) => ({
      reference,
      email: 'a@x.example',
      reason: 'r',
      deviceUserId: 'd',
      receiptFile,
      receiptType: 'png' as const,
      receiptBytes: 1,
      language: 'en',
      createdAt: at(-createdDaysAgo),
      updatedAt: at(-createdDaysAgo),
    });
    await db
      .insert(refundRequests)
      .values([
        request('RF0000000000000001', old, REFUND_REQUEST_KEEP_DAYS + 1),
        request('RF0000000000000002', kept, REFUND_REQUEST_KEEP_DAYS - 1),
      ]);

    await purgeReceipts(db, receipts, clock);

    expect((await receipts.list()).map((file) => file.name).sort()).toEqual([kept, fresh].sort());
    expect(await receipts.read(orphan)).toBeUndefined();
    expect((await db.select().from(refundRequests)).map((r) => r.reference)).toEqual(['RF0000000000000002']);
  });
});
