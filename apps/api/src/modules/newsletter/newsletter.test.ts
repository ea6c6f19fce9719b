/**
 * The newsletter through HTTP: double opt-in (the same answer for every address, a confirmation
 * link that works once and expires), the welcome mail with RFC 8058's List-Unsubscribe headers,
 * one-click unsubscribe without sign-in or captcha, and tokens that cannot be guessed or forged.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions, pendingMail } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { failureOf } from '../../test/api-bodies';
import {
  accountTestAppOfFile,
  call,
  DAY,
  freshEmail,
  freshIp,
  mailsTo,
  solveCaptcha,
  TestClock,
  type CallOptions,
  type ParsedMail,
} from '../../test/account-helpers';

const clock = new TestClock();
const t = await accountTestAppOfFile(clock);
const db = t.deps.database.db;

const NEWSLETTER = '/api/mms/newsletter/v1';
const SITE = 'http://localhost:3000';

async function subscribe(email: string, options: CallOptions = {}) {
  return call(t, 'POST', `${NEWSLETTER}/web/subscribe`, { ...options, body: { email, captcha: await solveCaptcha(t) } });
}

const confirm = (token: unknown, options: CallOptions = {}) =>
  call(t, 'POST', `${NEWSLETTER}/web/confirm`, { ...options, body: { token } });

/** The one-click POST a mail client sends (RFC 8058): form-encoded, no session, no captcha. */
async function oneClick(url: string) {
  const res = await t.app.request(url.replace(SITE, ''), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data?: unknown; key?: string } };
}

const status = async (email: string) =>
  (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.status;

/** The confirmation token of the newest confirmation mail to `email`. */
async function confirmToken(email: string): Promise<string> {
  const mails = (await mailsTo(t, email)).filter((mail) => mail.html.includes('?confirm='));
  const token = /\/edmsub\?confirm=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.html ?? '')?.[1];
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return token;
}

/** Subscribes and confirms `email`; returns its welcome mail. */
async function subscribed(email: string, options: CallOptions = {}): Promise<ParsedMail> {
  await subscribe(email, options);
  expect((await confirm(await confirmToken(email))).status).toBe(200);
  const welcome = (await mailsTo(t, email)).find((mail) => mail.headers['list-unsubscribe'] !== undefined);
  if (!welcome) throw new Error('no welcome mail');
  return welcome;
}

const unsubscribeUrl = (mail: ParsedMail) => /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;

describe('POST newsletter/v1/web/subscribe', () => {
  it('mails a confirmation link in the request’s language, and subscribes nobody yet', async () => {
    const email = freshEmail();
    const res = await subscribe(email, { headers: { 'Accept-Language': 'es' } });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { sent: true } });
    const [mail] = await mailsTo(t, email);
    expect(mail!.headers['subject']).toBe(translate('es', 'email.newsletterConfirm.subject', { brand: 'Kestrel VPN' }));
    expect(mail!.html).toMatch(new RegExp(`href="${SITE}/es/edmsub\\?confirm=[A-Za-z0-9_-]{43}"`));
    expect(mail!.text).toContain(translate('es', 'email.newsletterConfirm.expiry', { days: 7 }));
    // A confirmation is no newsletter: no List-Unsubscribe.
    expect(mail!.headers['list-unsubscribe']).toBeUndefined();
    expect(await status(email)).toBe('pending');
  });

  it('answers the same for an address already subscribed, and mails it nothing', async () => {
    const email = freshEmail();
    await subscribed(email);
    const before = (await mailsTo(t, email)).length;
    const again = await subscribe(email);
    const fresh = await subscribe(freshEmail());
    expect(again.body).toEqual(fresh.body);
    expect(await mailsTo(t, email)).toHaveLength(before);
    expect(await status(email)).toBe('subscribed');
  });

  it('answers the product messages, requires the captcha, and limits mails per address', async () => {
    expect((await call(t, 'POST', `${NEWSLETTER}/web/subscribe`, { body: { email: '', captcha: await solveCaptcha(t) } })).body).toEqual({
      code: 400,
      message: 'Please Enter Email',
      key: 'validation.enterEmail',
      field: 'email',
    });
    const german = await call(t, 'POST', `${NEWSLETTER}/web/subscribe`, {
      body: { email: 'ann@', captcha: await solveCaptcha(t) },
      headers: { 'Accept-Language': 'de' },
    });
    expect(german.body).toEqual({
      code: 400,
      message: translate('de', 'errors.validation.invalidEmail'),
      key: 'validation.invalidEmail',
      field: 'email',
    });
    expect((await call(t, 'POST', `${NEWSLETTER}/web/subscribe`, { body: { email: freshEmail() } })).body.code).toBe(20104);

    // Three requests, three mails; each new link replaces the last, so only the newest works.
    const email = freshEmail();
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await subscribe(email)).status).toBe(200);
      links.push(await confirmToken(email));
    }
    expect(new Set(links).size).toBe(3);
    const limited = await subscribe(email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(await mailsTo(t, email)).toHaveLength(3);
    expect((await confirm(links[0])).status).toBe(400);
    expect((await confirm(links[1])).status).toBe(400);
    expect((await confirm(links[2])).status).toBe(200);
  });
});

describe('POST newsletter/v1/web/confirm', () => {
  it('subscribes, and sends the welcome newsletter with both List-Unsubscribe headers', async () => {
    const email = freshEmail();
    const welcome = await subscribed(email, { headers: { 'Accept-Language': 'pl' } });
    expect(await status(email)).toBe('subscribed');
    expect(welcome.headers['subject']).toBe(translate('pl', 'email.newsletter.welcomeSubject', { brand: 'Kestrel VPN' }));
    expect(welcome.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${SITE}/api/mms/newsletter/v1/unsubscribe\\?token=\\d+\\.[A-Za-z0-9_-]{43}>$`),
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The page the mail links to carries the same token.
    const token = new URL(unsubscribeUrl(welcome)).searchParams.get('token');
    expect(welcome.html).toContain(`href="${SITE}/pl/edmsub?unsubscribe=${token}"`);
    // Delivered: the token left the queue's row with the headers.
    const [row] = await db.select().from(pendingMail).where(eq(pendingMail.kind, 'newsletter_welcome')).limit(1);
    expect(row!.headers).toBeNull();
  });

  it('takes a link once', async () => {
    const email = freshEmail();
    await subscribe(email);
    const token = await confirmToken(email);
    expect((await confirm(token)).body).toEqual({ code: 200, message: 'success', data: { subscribed: true } });
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 400,
      message: 'This confirmation link is invalid, has expired or was already used. Please subscribe again.',
      key: 'errors.confirmLinkInvalid',
      field: 'token',
    });
  });

  it('refuses a link after 7 days, and made-up, empty or oversized tokens', async () => {
    const email = freshEmail();
    await subscribe(email);
    const token = await confirmToken(email);
    clock.advance(7 * DAY);
    expect(failureOf((await confirm(token)).body).key).toBe('errors.confirmLinkInvalid');
    expect(await status(email)).toBe('pending');
    for (const forged of ['x'.repeat(43), '', ' ', 'a'.repeat(129), 42, null]) {
      const res = await confirm(forged);
      expect(res.status).toBe(400);
      expect(failureOf(res.body).key).toBe('errors.confirmLinkInvalid');
    }
  });
});

describe('POST newsletter/v1/unsubscribe (RFC 8058 one-click)', () => {
  it('unsubscribes with the mail client’s POST, without sign-in or captcha, keeping nothing of the address; again answers the same', async () => {
    const email = freshEmail();
    const url = unsubscribeUrl(await subscribed(email));
    const first = await oneClick(url);
    expect(first).toEqual({ status: 200, body: { code: 200, message: 'success', data: { unsubscribed: true } } });
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    const before = await db.select().from(newsletterSubscriptions);
    expect(await oneClick(url)).toEqual(first);
    expect(await db.select().from(newsletterSubscriptions)).toEqual(before);
  });

  it('never ends a later subscription with an old link', async () => {
    const email = freshEmail();
    const oldUrl = unsubscribeUrl(await subscribed(email));
    await oneClick(oldUrl);
    // Back: a new confirmation, a new subscription.
    await subscribe(email);
    const token = await confirmToken(email);
    await oneClick(oldUrl);
    expect(await status(email)).toBe('pending');
    await confirm(token);
    await oneClick(oldUrl);
    expect(await status(email)).toBe('subscribed');
  });

  it('refuses forged tokens: another id, a changed signature, junk — and says so in the caller’s language', async () => {
    const email = freshEmail();
    const victim = freshEmail();
    const url = new URL(unsubscribeUrl(await subscribed(email)));
    await subscribed(victim);
    const [victimRow] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, victim));
    const [id, signature] = url.searchParams.get('token')!.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    // The same bytes spelled another way: the last character's two unused bits set differently.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const forged of [
      `${victimRow!.id}.${signature}`,
      `${id}.${flipped}`,
      `${id}.${respelled}`,
      `${id}.`,
      '99999999999.x',
      'junk',
      `${id}.${signature}x`,
    ]) {
      const res = await call(t, 'POST', `${NEWSLETTER}/unsubscribe?token=${encodeURIComponent(forged)}`, { ip: freshIp() });
      expect(res.status, forged).toBe(400);
      expect(res.body).toEqual({
        code: 400,
        message: 'This unsubscribe link is not valid. Please use the link in the latest newsletter you received.',
        key: 'errors.unsubscribeLinkInvalid',
        field: 'token',
      });
    }
    expect(await status(victim)).toBe('subscribed');
    expect(await status(email)).toBe('subscribed');
    // A well-formed token of a subscription that does not exist names no reader: the same success, nothing changes.
    const before = await db.select().from(newsletterSubscriptions);
    const gone = await call(t, 'POST', `${NEWSLETTER}/unsubscribe?token=2147483647.${signature}`);
    expect(gone.body).toEqual({ code: 200, message: 'success', data: { unsubscribed: true } });
    expect(await db.select().from(newsletterSubscriptions)).toEqual(before);
    const missing = await call(t, 'POST', `${NEWSLETTER}/unsubscribe`, { headers: { 'Accept-Language': 'de' } });
    expect(missing.status).toBe(400);
    expect(failureOf(missing.body).key).toBe('errors.unsubscribeLinkInvalid');
  });

  it('never writes a confirmation or unsubscribe token to the log', async () => {
    const email = freshEmail();
    await subscribe(email);
    const confirmation = await confirmToken(email);
    await confirm(confirmation);
    const welcome = (await mailsTo(t, email)).find((mail) => mail.headers['list-unsubscribe'] !== undefined)!;
    const unsubscribeToken = new URL(unsubscribeUrl(welcome)).searchParams.get('token')!;
    expect((await oneClick(unsubscribeUrl(welcome))).status).toBe(200);
    expect(t.logs.some((line) => line.msg === 'request' && String(line.path).includes('/newsletter/v1/unsubscribe'))).toBe(true);
    expect(t.rawLogs.filter((line) => line.includes(confirmation) || line.includes(unsubscribeToken))).toEqual([]);
  });

  it('bounds how often one address may try', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 601; i++) last = (await call(t, 'POST', `${NEWSLETTER}/unsubscribe?token=1.x`, { ip })).status;
    expect(last).toBe(429);
  });
});
