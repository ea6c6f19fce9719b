import { ENDPOINTS } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingMail, verificationCodes } from '../../db/schema';
import { translate } from '../../lib/i18n';
import {
  ACCOUNT_TEST_ENV,
  accountTestFile,
  call,
  createAccount,
  freshEmail,
  freshIp,
  latestCode,
  mailsTo,
  MINUTE,
  parseMail,
  postWithCaptcha,
  requestCode,
} from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { createTestApp } from '../../test/test-db';

const { clock, t } = await accountTestFile();

const request = (email: string, purpose: string, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  postWithCaptcha(t, ENDPOINTS.verificationRequest.path, { email, purpose }, options);

const validate = (email: string, purpose: string, code: string) =>
  call(t, 'POST', ENDPOINTS.verificationValidate.path, { body: { email, purpose, code } });

/** A different 6-digit code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST verification/request', () => {
  it('emails a 6-digit sign-up code as a real MIME message with text and HTML parts', async () => {
    const email = freshEmail();
    const res = await request(email, 'signup');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'success', data: { sent: true } });
    const [mail] = await mailsTo(t, email);
    expect(mail).toBeDefined();
    expect(mail!.headers['from']).toBe('Kestrel VPN <no-reply@kestrelvpn.example>');
    expect(mail!.headers['to']).toBe(email);
    expect(mail!.headers['subject']).toBe('Your Kestrel VPN verification code');
    expect(mail!.headers['mime-version']).toBe('1.0');
    expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(new Date(mail!.headers['date']!).toISOString()).toBe(clock.now().toISOString());
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain('Enter this code to finish creating your Kestrel VPN account.');
    expect(mail!.text).toContain('The code expires in 10 minutes and works only once.');
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.html).toContain('lang="en"');
    // No PayPal keys here: the installation takes payments with the test checkout, and says so.
    expect(mail!.text).toContain('Test mode: this Kestrel VPN installation takes no real payments');
  });

  it("writes the mail in the request's language (Accept-Language)", async () => {
    for (const language of ['de', 'ar']) {
      const email = freshEmail();
      await request(email, 'signup', { headers: { 'Accept-Language': language } });
      const [mail] = await mailsTo(t, email);
      expect(mail!.headers['subject']).toBe(translate(language, 'email.code.subject', { brand: 'Kestrel VPN' }));
      expect(mail!.text).toContain(translate(language, 'email.code.signupIntro', { brand: 'Kestrel VPN' }));
      expect(mail!.html).toContain(`lang="${language}"`);
      expect(mail!.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
    }
  });

  it("states the code's 10 minutes in the plural form of Arabic and Russian", async () => {
    // 10 is "few" in Arabic and "many" in Russian: neither is English's "other".
    for (const [language, expiry] of [
      ['ar', 'الرمز صالح لمدة 10 دقائق، ويمكن استخدامه مرة واحدة فقط.'],
      ['ru', 'Код одноразовый и действует 10 минут.'],
    ] as const) {
      const email = freshEmail();
      await request(email, 'signup', { headers: { 'Accept-Language': language } });
      const [mail] = await mailsTo(t, email);
      expect(mail!.text).toContain(expiry);
    }
  });

  it('stores the code only as a hash, bound to email and purpose, valid 10 minutes', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    const rows = await t.deps.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('signup');
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(10 * MINUTE);
  });

  it('erases the message body from pending_mail once sent', async () => {
    const email = freshEmail();
    await requestCode(t, email, 'signup');
    const [row] = await t.deps.database.db.select().from(pendingMail).where(eq(pendingMail.recipient, email));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.textBody).toBeNull();
    expect(row!.htmlBody).toBeNull();
  });

  it('answers the same for a registered email, and mails "you already have an account" instead of a code', async () => {
    const email = freshEmail();
    await createAccount(t, email, 'Secret#2024');
    const fresh = await request(freshEmail(), 'signup');
    const taken = await request(email, 'signup');
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    const [mail] = await mailsTo(t, email);
    expect(mail!.headers['subject']).toBe('You already have a Kestrel VPN account');
    expect(mail!.text).not.toMatch(/\b\d{6}\b/);
    expect(mail!.html).toContain('href="http://localhost:3000/forgetPassword"');
    // A code is stored, as for a free email (the same work: docs/decisions/013), but never sent.
    const [stored] = await t.deps.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(stored?.purpose).toBe('signup');
    expect(failureOf((await validate(email, 'signup', '000000')).body).message).toBe('Verification fail');
  });

  it('links the forgot-password page in the language of the request', async () => {
    const email = freshEmail();
    await createAccount(t, email, 'Secret#2024');
    await request(email, 'signup', { headers: { 'Accept-Language': 'ja' } });
    const [mail] = await mailsTo(t, email);
    expect(mail!.html).toContain('href="http://localhost:3000/ja/forgetPassword"');
  });

  it('answers the same for a reset to an unknown email, and mails "no account uses this address" (no code) with the sign-up page', async () => {
    const email = freshEmail();
    const res = await request(email, 'reset_password', { headers: { 'Accept-Language': 'de' } });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { sent: true } });
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['subject']).toBe(translate('de', 'email.noAccount.subject', { brand: 'Kestrel VPN' }));
    expect(mails[0]!.text).toContain(translate('de', 'email.noAccount.body', { brand: 'Kestrel VPN' }));
    expect(mails[0]!.text).not.toMatch(/\b\d{6}\b/);
    expect(mails[0]!.html).toContain('href="http://localhost:3000/de/signup"');
  });

  it('answers before the work is done, and logs a failure of that work', async () => {
    const email = freshEmail();
    const failing = await createTestApp({
      env: ACCOUNT_TEST_ENV,
      clock,
      database: (real) => ({
        ...real,
        db: new Proxy(real.db, {
          get: (db, key) => (key === 'transaction' ? () => Promise.reject(new Error('db down')) : Reflect.get(db, key)),
        }),
      }),
    });
    try {
      const res = await postWithCaptcha(failing, ENDPOINTS.verificationRequest.path, { email, purpose: 'signup' });
      expect(res.body).toEqual({ code: 200, message: 'success', data: { sent: true } });
      await failing.deps.mail.flush();
      expect(failing.logs.find((l) => l.msg === 'mail task failed')).toMatchObject({
        level: 50,
        requestId: res.headers.get('x-request-id'),
      });
    } finally {
      await failing.close();
    }
  });

  it('sends a reset code to a registered email', async () => {
    const email = freshEmail();
    await createAccount(t, email, 'Secret#2024');
    const code = await requestCode(t, email, 'reset_password');
    const [mail] = await mailsTo(t, email);
    expect(mail!.text).toContain('Enter this code to reset your Kestrel VPN password.');
    expect(dataOf(ENDPOINTS.verificationValidate, (await validate(email, 'reset_password', code)).body)).toEqual({ valid: true });
  });

  it('rejects bad input with product messages', async () => {
    expect((await request('', 'signup')).body).toEqual({
      code: 400,
      message: 'Please Enter Email',
      key: 'validation.enterEmail',
      field: 'email',
    });
    expect((await request('not-an-email', 'signup')).body).toEqual({
      code: 400,
      message: 'Invalid Email provide',
      key: 'validation.invalidEmail',
      field: 'email',
    });
    expect((await request(freshEmail(), 'delete_account')).body).toEqual({
      code: 400,
      message: 'Error',
      key: 'errors.generic',
      field: 'purpose',
    });
  });

  it('requires the captcha', async () => {
    const res = await call(t, 'POST', ENDPOINTS.verificationRequest.path, { body: { email: freshEmail(), purpose: 'signup' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' });
  });

  it('allows 5 requests per email from one address per hour (429 with Retry-After after that)', async () => {
    const email = freshEmail();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await request(email, 'signup', { ip })).status).toBe(200);
    const res = await request(email, 'signup', { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(res.body).toEqual({
      code: 429,
      message: 'Too many attempts. Please try again in 3,600 seconds.',
      key: 'errors.tooManyAttempts',
    });
    // The owner of the address, elsewhere, still gets a code.
    expect((await request(email, 'signup')).status).toBe(200);
    clock.advance(60 * MINUTE);
    expect((await request(email, 'signup', { ip })).status).toBe(200);
  });

  it('allows 20 requests per email per hour from all addresses (mail to one inbox stays bounded)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 20; i++) expect((await request(email, 'signup')).status).toBe(200);
    expect((await request(email, 'signup')).status).toBe(429);
    expect(await mailsTo(t, email)).toHaveLength(20);
  });

  it('counts an IPv6 client by its /64: picking other addresses of it does not reset the count', async () => {
    for (let i = 1; i <= 20; i++)
      expect((await request(freshEmail(), 'signup', { ip: `2001:db8:7:7::${i.toString(16)}` })).status).toBe(200);
    expect((await request(freshEmail(), 'signup', { ip: '2001:db8:7:7:ffff:1:2:3' })).status).toBe(429);
    expect((await request(freshEmail(), 'signup', { ip: '2001:db8:7:8::1' })).status).toBe(200);
  });

  it('a request whose captcha fails is not counted against the email it names', async () => {
    const victim = freshEmail();
    const attacker = freshIp();
    for (let i = 0; i < 25; i++) {
      const res = await call(t, 'POST', ENDPOINTS.verificationRequest.path, {
        body: { email: victim, purpose: 'reset_password', captcha: 'forged' },
        ip: attacker,
      });
      expect(res.status, `try ${i + 1}`).toBe(i < 20 ? 400 : 429);
    }
    expect((await request(victim, 'reset_password')).status).toBe(200);
  });

  it('allows 20 requests per address per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await request(freshEmail(), 'signup', { ip })).status).toBe(200);
    expect((await request(freshEmail(), 'signup', { ip })).status).toBe(429);
  });
});

describe('POST verification/validate', () => {
  it('accepts the right code without using it up', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    expect((await validate(email, 'signup', code)).body).toEqual({ code: 200, message: 'success', data: { valid: true } });
    expect(dataOf(ENDPOINTS.verificationValidate, (await validate(email, 'signup', code)).body)).toEqual({ valid: true });
  });

  it("answers 'Verification fail' for a wrong code, another purpose or another email", async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    for (const res of [
      await validate(email, 'signup', wrong(code)),
      await validate(email, 'reset_password', code),
      await validate(freshEmail(), 'signup', code),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
    }
  });

  it("answers 'code expired.' after 10 minutes", async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    clock.advance(10 * MINUTE - 1000);
    expect((await validate(email, 'signup', code)).body.code).toBe(200);
    clock.advance(1000);
    const res = await validate(email, 'signup', code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'code expired.', key: 'errors.codeExpired', field: 'code' });
  });

  it('kills the code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    for (let i = 0; i < 5; i++) expect(failureOf((await validate(email, 'signup', wrong(code))).body).message).toBe('Verification fail');
    const sixth = await validate(email, 'signup', code);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
  });

  it('replaces the previous code when a new one is requested', async () => {
    const email = freshEmail();
    const first = await requestCode(t, email, 'signup');
    let second = await requestCode(t, email, 'signup');
    while (second === first) second = await requestCode(t, email, 'signup');
    expect(failureOf((await validate(email, 'signup', first)).body).message).toBe('Verification fail');
    expect(dataOf(ENDPOINTS.verificationValidate, (await validate(email, 'signup', second)).body)).toEqual({ valid: true });
  });

  it("localizes the messages ('Verification fail' in German)", async () => {
    const res = await call(t, 'POST', ENDPOINTS.verificationValidate.path, {
      body: { email: freshEmail(), purpose: 'signup', code: '123456' },
      headers: { 'Accept-Language': 'de' },
    });
    const { message } = failureOf(res.body);
    expect(message).toBe(translate('de', 'errors.errors.verificationFailed'));
    expect(message).not.toBe('Verification fail');
  });

  it('rate-limits tries per email from one address; tries elsewhere do not block the owner', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const tryCode = (from: string) =>
      call(t, 'POST', ENDPOINTS.verificationValidate.path, { body: { email, purpose: 'signup', code: '000000' }, ip: from });
    for (let i = 0; i < 20; i++) expect((await tryCode(ip)).status).toBe(400);
    const res = await tryCode(ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    expect((await tryCode(freshIp())).status).toBe(400);
  });
});

describe('mail outbox', () => {
  it('keeps every message as complete MIME source', async () => {
    const email = freshEmail();
    await requestCode(t, email, 'signup');
    const raw = t.outbox.messages.find((m) => m.to === email)!.raw;
    expect(raw).toMatch(/^From: /m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(parseMail(raw).text).toContain(await latestCode(t, email));
  });
});
