import { describe, expect, it } from 'vitest';
import { pendingMail, redeemedCaptchas, sessions, verificationCodes } from '../db/schema';
import { insertAccount } from '../modules/account/account.repo';
import { DAY, TestClock } from '../test/account-helpers';
import { testAppOfFile } from '../test/test-db';
import { purgeExpired } from './housekeeping';

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
