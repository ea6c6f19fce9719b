import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions, pendingMail, redeemedCaptchas, refundRequests, sessions, verificationCodes } from '../db/schema';
import { insertAccount } from '../modules/account/account.repo';
import { DAY, TestClock } from '../test/account-helpers';
import { testAppOfFile } from '../test/test-db';
import { purgeExpired, purgeReceipts, RECEIPT_KEEP_DAYS } from './housekeeping';

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

describe('purgeExpired, newsletter', () => {
  it('forgets sign-ups never confirmed a month after their link expired, and nothing else', async () => {
    const db = t.deps.database.db;
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const row = { language: 'en', unsubscribeNonce: 'n', createdAt: at(-60), updatedAt: at(-60) };
    await db.insert(newsletterSubscriptions).values([
      { ...row, email: 'stale@x.example', status: 'pending', confirmTokenHash: 'a', confirmExpiresAt: at(-31) },
      { ...row, email: 'waiting@x.example', status: 'pending', confirmTokenHash: 'b', confirmExpiresAt: at(-29) },
      { ...row, email: 'reader@x.example', status: 'subscribed', confirmedAt: at(-59) },
      { ...row, email: 'gone@x.example', status: 'unsubscribed', unsubscribedAt: at(-50) },
    ]);
    await purgeExpired(db, clock);
    const left = await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions);
    expect(left.map((r) => r.email).sort()).toEqual(['gone@x.example', 'reader@x.example', 'waiting@x.example']);
  });
});

describe('purgeReceipts', () => {
  it('removes the receipts of requests closed long ago and files no request names, keeping the others', async () => {
    const db = t.deps.database.db;
    const receipts = t.deps.receipts;
    // Written a while ago: all of them are past the orphan delay.
    const [closedOld, closedRecent, open, orphan] = (await Promise.all(
      [1, 2, 3, 4].map((n) => receipts.put(new Uint8Array([n]), 'png')),
    )) as [string, string, string, string];
    clock.advance(2 * DAY);
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY);
    const fresh = await receipts.put(new Uint8Array([5]), 'png'); // being stored right now: no row yet
    const request = (reference: string, receiptFile: string, status: 'refunded' | 'declined' | 'in_review', updatedDaysAgo: number) => ({
      reference,
      email: 'a@x.example',
      reason: 'r',
      deviceUserId: 'd',
      receiptFile,
      receiptType: 'png' as const,
      receiptBytes: 1,
      language: 'en',
      status,
      createdAt: at(-400),
      updatedAt: at(-updatedDaysAgo),
    });
    await db
      .insert(refundRequests)
      .values([
        request('RF0000000000000001', closedOld, 'refunded', RECEIPT_KEEP_DAYS + 1),
        request('RF0000000000000002', closedRecent, 'declined', RECEIPT_KEEP_DAYS - 1),
        request('RF0000000000000003', open, 'in_review', 400),
      ]);

    await purgeReceipts(db, receipts, clock);

    const names = (await receipts.list()).map((file) => file.name).sort();
    expect(names).toEqual([closedRecent, open, fresh].sort());
    expect(await receipts.read(orphan)).toBeUndefined();
    const rows = await db.select({ reference: refundRequests.reference, file: refundRequests.receiptFile }).from(refundRequests);
    expect(rows.find((r) => r.reference === 'RF0000000000000001')?.file).toBeNull();
    expect(rows.find((r) => r.reference === 'RF0000000000000003')?.file).toBe(open);
  });
});
