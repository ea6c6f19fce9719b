import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer, createMemoryMailer, type Mailer, type OutgoingMail } from '../../adapters/mail/mailer';
import { pendingMail } from '../../db/schema';
import { parseMail, TestClock } from '../../test/account-helpers';
import { testAppOfFile } from '../../test/test-db';
import { systemClock } from '../../deps';
import { claimDueMail, releaseMailClaims } from './mail.repo';
import { createMailQueue, MAIL_MAX_ATTEMPTS, mailId, retryDelayMs } from './mail.queue';
import { renderNoAccountMail, renderVerificationCodeMail } from './mail.templates';

const clock = new TestClock();

const t = await testAppOfFile({ clock });

/** A mailer that fails while `failing` is true, and records what it delivered. */
function flakyMailer() {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer & { failing: boolean; sent: OutgoingMail[] } = {
    kind: 'smtp',
    failing: true,
    sent,
    send: async (mail) => {
      if (mailer.failing) throw new Error('421 try again later');
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    close: () => {},
  };
  return mailer;
}

const message = (to: string) => ({ kind: 'test', to, subject: 'Hello', text: 'Hello in text', html: '<p>Hello</p>' });

async function row(to: string) {
  const [found] = await t.deps.database.db.select().from(pendingMail).where(eq(pendingMail.recipient, to));
  return found!;
}

describe('mail queue', () => {
  it('retries a failed delivery with backoff, then marks it sent and erases the body', async () => {
    const mailer = flakyMailer();
    const queue = createMailQueue({ db: t.deps.database.db, mailer, clock, logger: t.deps.logger });
    await queue.enqueue(t.deps.database.db, message('retry@kestrelvpn.example'));
    expect(await queue.flush()).toEqual({ sent: 0, failed: 1 });
    let stored = await row('retry@kestrelvpn.example');
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toBe('421 try again later');
    expect(stored.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(await queue.flush()).toEqual({ sent: 0, failed: 0 }); // not due yet
    clock.advance(30_000);
    mailer.failing = false;
    expect(await queue.flush()).toEqual({ sent: 1, failed: 0 });
    stored = await row('retry@kestrelvpn.example');
    expect(stored.sentAt?.getTime()).toBe(clock.now().getTime());
    expect(stored.textBody).toBeNull();
    expect(stored.htmlBody).toBeNull();
    expect(mailer.sent).toEqual([
      {
        to: 'retry@kestrelvpn.example',
        subject: 'Hello',
        text: 'Hello in text',
        html: '<p>Hello</p>',
        date: stored.createdAt,
        id: mailId(stored),
      },
    ]);
    expect(await queue.flush()).toEqual({ sent: 0, failed: 0 }); // sent once only
  });

  it('doubles the delay up to an hour and gives up after 8 attempts', async () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
    const mailer = flakyMailer();
    const queue = createMailQueue({ db: t.deps.database.db, mailer, clock, logger: t.deps.logger });
    await queue.enqueue(t.deps.database.db, message('never@kestrelvpn.example'));
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect((await queue.flush()).failed).toBe(1);
      clock.advance(3_600_000);
    }
    const stored = await row('never@kestrelvpn.example');
    expect(stored.failedAt).not.toBeNull();
    expect(stored.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(await queue.flush()).toEqual({ sent: 0, failed: 0 });
    expect(t.logs.some((l) => l.msg === 'mail abandoned' && l.level === 50)).toBe(true);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const mailer = flakyMailer();
    mailer.failing = false;
    const queue = createMailQueue({ db: t.deps.database.db, mailer, clock, logger: t.deps.logger });
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await queue.enqueue(tx, message('rollback@kestrelvpn.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue.flush();
    expect(mailer.sent.filter((m) => m.to === 'rollback@kestrelvpn.example')).toEqual([]);
  });

  it('delivers what an earlier process queued (a crash after the commit loses nothing)', async () => {
    const before = createMailQueue({ db: t.deps.database.db, mailer: flakyMailer(), clock, logger: t.deps.logger });
    await before.enqueue(t.deps.database.db, message('after-restart@kestrelvpn.example'));
    // The process dies here; a new one starts its sender loop.
    const outbox = createMemoryMailer('Kestrel VPN <no-reply@kestrelvpn.example>');
    const after = createMailQueue({ db: t.deps.database.db, mailer: outbox, clock, logger: t.deps.logger });
    after.start(60_000);
    try {
      for (let i = 0; i < 100 && !outbox.messages.some((m) => m.to === 'after-restart@kestrelvpn.example'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await after.stop();
    }
    expect(outbox.messages.filter((m) => m.to === 'after-restart@kestrelvpn.example')).toHaveLength(1);
  });

  it('takes over the messages a sender that died had claimed, once its lease has run out, and sends each once', async () => {
    const leaseMs = 400;
    const queue = createMailQueue({ db: t.deps.database.db, mailer: flakyMailer(), clock: systemClock, logger: t.deps.logger });
    await queue.enqueue(t.deps.database.db, message('orphan@kestrelvpn.example'));
    // The process that claimed it dies before delivering it.
    const claimed = await claimDueMail(t.deps.database.db, systemClock.now(), leaseMs, 100);
    expect(claimed.map((m) => m.recipient)).toContain('orphan@kestrelvpn.example');
    const outbox = createMemoryMailer('Kestrel VPN <no-reply@kestrelvpn.example>');
    const next = createMailQueue({ db: t.deps.database.db, mailer: outbox, clock: systemClock, logger: t.deps.logger, leaseMs });
    await next.flush();
    expect(outbox.messages.filter((m) => m.to === 'orphan@kestrelvpn.example')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 50));
    await next.flush();
    await next.flush();
    expect(outbox.messages.filter((m) => m.to === 'orphan@kestrelvpn.example')).toHaveLength(1);
  });

  it('sends at once what a stopped process had claimed when its claims are released (embedded database, one process)', async () => {
    const queue = createMailQueue({ db: t.deps.database.db, mailer: flakyMailer(), clock, logger: t.deps.logger });
    await queue.enqueue(t.deps.database.db, message('released@kestrelvpn.example'));
    await claimDueMail(t.deps.database.db, clock.now(), 3_600_000, 100);
    const outbox = createMemoryMailer('Kestrel VPN <no-reply@kestrelvpn.example>');
    const next = createMailQueue({ db: t.deps.database.db, mailer: outbox, clock, logger: t.deps.logger });
    await next.flush();
    expect(outbox.messages.filter((m) => m.to === 'released@kestrelvpn.example')).toHaveLength(0);
    expect(await releaseMailClaims(t.deps.database.db)).toBeGreaterThanOrEqual(1);
    await next.flush();
    expect(outbox.messages.filter((m) => m.to === 'released@kestrelvpn.example')).toHaveLength(1);
  });

  it('renews its lease while a slow delivery runs, so no other sender takes the message meanwhile', async () => {
    const leaseMs = 300;
    const slow = createMemoryMailer('Kestrel VPN <no-reply@kestrelvpn.example>');
    const send = slow.send;
    const slowMailer = {
      ...slow,
      send: async (mail: OutgoingMail) => {
        await new Promise((resolve) => setTimeout(resolve, 3 * leaseMs));
        return send(mail);
      },
    };
    const a = createMailQueue({ db: t.deps.database.db, mailer: slowMailer, clock: systemClock, logger: t.deps.logger, leaseMs });
    const b = createMailQueue({ db: t.deps.database.db, mailer: slow, clock: systemClock, logger: t.deps.logger, leaseMs });
    await a.enqueue(t.deps.database.db, message('slow@kestrelvpn.example'));
    const delivering = a.flush();
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 2));
      await b.flush();
    }
    await delivering;
    expect(slow.messages.filter((m) => m.to === 'slow@kestrelvpn.example')).toHaveLength(1);
  });

  it('never sends a message twice when two senders run at once', async () => {
    const outbox = createMemoryMailer('Kestrel VPN <no-reply@kestrelvpn.example>');
    const a = createMailQueue({ db: t.deps.database.db, mailer: outbox, clock, logger: t.deps.logger });
    const b = createMailQueue({ db: t.deps.database.db, mailer: outbox, clock, logger: t.deps.logger });
    for (let i = 0; i < 30; i++) await a.enqueue(t.deps.database.db, message(`twice-${i}@kestrelvpn.example`));
    const [ra, rb] = await Promise.all([a.flush(), b.flush()]);
    expect(ra.sent + rb.sent).toBe(30);
    expect(new Set(outbox.messages.map((m) => m.to)).size).toBe(outbox.messages.length);
  });
});

describe('test mode', () => {
  it('every mail of an installation that takes no real money says so, in its language; a live one does not', async () => {
    const mail = { code: '042917', purpose: 'signup', minutes: 10 } as const;
    const german = await renderVerificationCodeMail({ language: 'de', testMode: true, ...mail });
    const line = 'Testmodus: Diese Kestrel VPN-Installation nimmt keine echten Zahlungen entgegen';
    expect(german.text).toContain(line);
    expect(german.html).toContain(line);
    const notice = await renderNoAccountMail({ language: 'en', testMode: true, siteUrl: 'https://www.kestrelvpn.example' });
    expect(notice.text).toContain('Test mode: this Kestrel VPN installation takes no real payments');
    const live = await renderVerificationCodeMail({ language: 'de', testMode: false, ...mail });
    expect(live.text).not.toContain('Testmodus');
  });
});

describe('outbox folder (no MAIL_URL, DATA_DIR on disk)', () => {
  it('writes one .eml file per message and logs its path', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kestrel-outbox-'));
    try {
      const mailer = createMailer({ url: undefined, from: 'Kestrel VPN <no-reply@kestrelvpn.example>', dataDir, logger: t.deps.logger });
      expect(mailer.kind).toBe('outbox');
      const rendered = await renderVerificationCodeMail({
        language: 'en',
        testMode: false,
        code: '042917',
        purpose: 'signup',
        minutes: 10,
      });
      const result = await mailer.send({ to: 'disk@kestrelvpn.example', ...rendered });
      const files = readdirSync(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(result.location).toBe(join(dataDir, 'outbox', files[0]!));
      const parsed = parseMail(readFileSync(result.location!, 'utf8'));
      expect(parsed.headers['to']).toBe('disk@kestrelvpn.example');
      expect(parsed.text).toContain('042917');
      expect(parsed.html).toContain('042917');
      expect(t.logs.find((l) => l.msg === 'mail written to the outbox')).toMatchObject({ location: result.location });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes a message delivered twice (a crash before it was marked sent) to one file, with one Message-ID', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kestrel-outbox-'));
    try {
      const mailer = createMailer({ url: undefined, from: 'Kestrel VPN <no-reply@kestrelvpn.example>', dataDir, logger: t.deps.logger });
      const queued = { ...message('twice@kestrelvpn.example'), date: new Date('2025-01-15T12:00:00Z'), id: 'mail-7-1736942400000' };
      const first = await mailer.send(queued);
      const second = await mailer.send(queued);
      expect(second.location).toBe(first.location);
      expect(readdirSync(join(dataDir, 'outbox'))).toEqual(['2025-01-15T12-00-00-000Z-mail-7-1736942400000.eml']);
      const parsed = parseMail(readFileSync(first.location!, 'utf8'));
      expect(parsed.headers['message-id']).toBe('<mail-7-1736942400000@kestrelvpn.example>');
      expect(first.messageId).toBe(second.messageId);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses SMTP when MAIL_URL is set', () => {
    const mailer = createMailer({
      url: 'smtp://127.0.0.1:2525',
      from: 'x@kestrelvpn.example',
      dataDir: 'memory://',
      logger: t.deps.logger,
    });
    expect(mailer.kind).toBe('smtp');
    mailer.close();
  });
});
