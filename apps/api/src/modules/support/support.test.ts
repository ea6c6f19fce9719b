/**
 * The contact form, the influencer and affiliate applications and the uninstall survey, through
 * HTTP: product messages, captcha, rate limits, what is stored, and the mails (support's in
 * English with Reply-To, the sender's in their language), nothing lost when mail is down.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, partnerApplications, pendingMail, uninstallSurveys } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { failureOf } from '../../test/api-bodies';
import {
  accountTestAppOfFile,
  call,
  freshEmail,
  freshIp,
  mailsTo,
  MINUTE,
  solveCaptcha,
  TestClock,
  type CallOptions,
} from '../../test/account-helpers';

const clock = new TestClock();
const t = await accountTestAppOfFile(clock);
const db = t.deps.database.db;

const SUPPORT = '/api/mms/support/v1/web';
const SUPPORT_EMAIL = 'support@kestrelvpn.example';

async function post(path: string, body: Record<string, unknown>, options: CallOptions & { captcha?: boolean } = {}) {
  const captcha = options.captcha === false ? {} : { captcha: await solveCaptcha(t) };
  return call(t, 'POST', `${SUPPORT}/${path}`, { ...options, body: { ...body, ...captcha } });
}

/** Messages to support about `email` (its Reply-To), delivered. */
async function supportMailsFor(email: string) {
  return (await mailsTo(t, SUPPORT_EMAIL)).filter((mail) => mail.headers['reply-to'] === email);
}

const contact = (email = freshEmail()) => ({ email, name: 'Ann Lee', inquiry: 'The app disconnects\nevery few minutes.' });

describe('POST support/v1/web/contact', () => {
  it('stores the message, mails support in English (Reply-To: the sender) and acknowledges in the sender’s language', async () => {
    const email = freshEmail();
    const res = await post('contact', { ...contact(email), email: ` ${email.toUpperCase()} ` }, { headers: { 'Accept-Language': 'de' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'success', data: { received: true } });

    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ name: 'Ann Lee', inquiry: 'The app disconnects\nevery few minutes.', language: 'de' });

    const [notification] = await supportMailsFor(email);
    expect(notification!.headers['subject']).toBe('Contact form: Ann Lee');
    expect(notification!.text).toContain('Inquiry');
    expect(notification!.text).toContain('The app disconnects\nevery few minutes.');
    expect(notification!.html).toContain('lang="en"');

    const [acknowledgement] = await mailsTo(t, email);
    expect(acknowledgement!.headers['subject']).toBe(translate('de', 'email.contactReceived.subject'));
    expect(acknowledgement!.html).toContain('lang="de"');
    // Nothing the sender typed is mailed back: the form must not carry text to someone else's inbox.
    expect(acknowledgement!.text).not.toContain('Ann Lee');
    expect(acknowledgement!.text).not.toContain('disconnects');
  });

  it('answers the product messages for empty fields, in English and in German', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...contact(), email: '' }, 'email', 'validation.enterEmail'],
      [{ ...contact(), name: ' ' }, 'name', 'validation.enterName'],
      [{ ...contact(), inquiry: '' }, 'inquiry', 'validation.enterInquiry'],
      [{ ...contact(), email: 'ann@' }, 'email', 'validation.invalidEmail'],
    ];
    for (const [body, field, key] of cases) {
      for (const language of ['en', 'de']) {
        const res = await post('contact', body, { headers: { 'Accept-Language': language } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 400, message: translate(language, `errors.${key}`), key, field });
      }
    }
    expect((await post('contact', { ...contact(), inquiry: '' })).body.message).toBe('Please Enter Inquiry');
    expect((await post('contact', { ...contact(), email: 'ann@' })).body.message).toBe('Invalid Email provide');
    expect((await post('contact', { ...contact(), email: '' }, { headers: { 'Accept-Language': 'de' } })).body.message).not.toBe(
      'Please Enter Email',
    );
  });

  it('requires the captcha and refuses a used or forged one, storing nothing', async () => {
    const email = freshEmail();
    const missing = await post('contact', contact(email), { captcha: false });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' });
    const solution = await solveCaptcha(t);
    expect((await call(t, 'POST', `${SUPPORT}/contact`, { body: { ...contact(email), captcha: solution } })).status).toBe(200);
    const replayed = await call(t, 'POST', `${SUPPORT}/contact`, { body: { ...contact(email), captcha: solution } });
    expect(replayed.body.code).toBe(20104);
    const forged = await call(t, 'POST', `${SUPPORT}/contact`, { body: { ...contact(email), captcha: 'bm90IGEgc29sdXRpb24=' } });
    expect(forged.body.code).toBe(20104);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
  });

  it('allows 5 messages per sender and 10 per address an hour, then 429 with Retry-After', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await post('contact', contact(email))).status).toBe(200);
    const limited = await post('contact', contact(email));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(limited.body).toEqual({
      code: 429,
      message: 'Too many attempts. Please try again in 3,600 seconds.',
      key: 'errors.tooManyAttempts',
    });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post('contact', contact(), { ip })).status).toBe(200);
    expect((await post('contact', contact(), { ip })).status).toBe(429);
    clock.advance(60 * MINUTE);
    expect((await post('contact', contact(email))).status).toBe(200);
  });

  it('keeps the message and its mails when mail cannot be delivered, and delivers them on a later try', async () => {
    const email = freshEmail();
    const send = t.outbox.send;
    t.outbox.send = () => Promise.reject(new Error('SMTP down'));
    try {
      expect((await post('contact', contact(email))).status).toBe(200);
      expect(await t.deps.mail.flush()).toMatchObject({ sent: 0 });
    } finally {
      t.outbox.send = send;
    }
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
    const queued = await db.select().from(pendingMail).where(eq(pendingMail.recipient, email));
    expect(queued).toMatchObject([{ kind: 'contact_received', sentAt: null, attempts: 1 }]);
    clock.advance(MINUTE);
    expect(await mailsTo(t, email)).toHaveLength(1);
    expect(await supportMailsFor(email)).toHaveLength(1);
  });

  it('answers NUL bytes and a 2 MB body cleanly', async () => {
    const nul = await post('contact', { ...contact(), inquiry: 'Hello\u0000' });
    expect(nul.status).toBe(400);
    expect(failureOf(nul.body).key).toBe('errors.invalidCharacters');
    const big = await call(t, 'POST', `${SUPPORT}/contact`, { body: { ...contact(), inquiry: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ code: 413, message: 'This request is too large.', key: 'errors.requestTooLarge' });
  });
});

describe('POST support/v1/web/influencer_applications and affiliate_applications', () => {
  const influencer = (email = freshEmail()) => ({
    email,
    name: 'Ann Lee',
    links: 'https://video.example/@ann',
    audience: '40,000 subscribers',
  });
  const affiliate = (email = freshEmail()) => ({
    email,
    name: 'Ann Lee',
    website: 'https://deals.example',
    promotion_methods: 'Reviews',
    message: 'We write about privacy tools.',
  });

  it('stores an influencer application and mails support and the applicant', async () => {
    const email = freshEmail();
    expect((await post('influencer_applications', influencer(email), { headers: { 'Accept-Language': 'fr' } })).body).toEqual({
      code: 200,
      message: 'success',
      data: { received: true },
    });
    const [stored] = await db.select().from(partnerApplications).where(eq(partnerApplications.email, email));
    expect(stored).toMatchObject({
      kind: 'influencer',
      name: 'Ann Lee',
      details: { links: 'https://video.example/@ann', audience: '40,000 subscribers' },
      message: '',
      language: 'fr',
    });
    const [notification] = await supportMailsFor(email);
    expect(notification!.headers['subject']).toBe('Influencer application: Ann Lee');
    expect(notification!.text).toContain('https://video.example/@ann');
    const [acknowledgement] = await mailsTo(t, email);
    expect(acknowledgement!.headers['subject']).toBe(translate('fr', 'email.influencerReceived.subject'));
  });

  it('stores an affiliate application and mails support and the applicant', async () => {
    const email = freshEmail();
    expect((await post('affiliate_applications', affiliate(email))).status).toBe(200);
    const [stored] = await db.select().from(partnerApplications).where(eq(partnerApplications.email, email));
    expect(stored).toMatchObject({
      kind: 'affiliate',
      details: { website: 'https://deals.example', promotion_methods: 'Reviews' },
      message: 'We write about privacy tools.',
    });
    const [notification] = await supportMailsFor(email);
    expect(notification!.headers['subject']).toBe('Affiliate application: Ann Lee');
    expect(notification!.text).toContain('Promotion methods');
    expect((await mailsTo(t, email))[0]!.headers['subject']).toBe('We received your affiliate application');
  });

  it('answers the product-style messages for missing fields (English and Japanese)', async () => {
    const missingLinks = await post('influencer_applications', { ...influencer(), links: '' });
    expect(missingLinks.body).toEqual({ code: 400, message: 'Please Enter Channel Links', key: 'validation.enterLinks', field: 'links' });
    const missingWebsite = await post('affiliate_applications', { ...affiliate(), website: '' });
    expect(missingWebsite.body).toEqual({ code: 400, message: 'Please Enter Website', key: 'validation.enterWebsite', field: 'website' });
    const missingMethods = await post('affiliate_applications', { ...affiliate(), promotion_methods: ' ' });
    expect(failureOf(missingMethods.body).field).toBe('promotion_methods');
    const japanese = await post('influencer_applications', { ...influencer(), name: '' }, { headers: { 'Accept-Language': 'ja' } });
    expect(japanese.body).toEqual({
      code: 400,
      message: translate('ja', 'errors.validation.enterName'),
      key: 'validation.enterName',
      field: 'name',
    });
  });

  it('requires the captcha and limits applications per applicant', async () => {
    expect((await post('affiliate_applications', affiliate(), { captcha: false })).body.code).toBe(20104);
    expect((await post('influencer_applications', influencer(), { captcha: false })).body.code).toBe(20104);
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await post('influencer_applications', influencer(email))).status).toBe(200);
    expect((await post('affiliate_applications', affiliate(email))).status).toBe(429);
  });
});

describe('POST support/v1/web/uninstall_survey', () => {
  const survey = (body: Record<string, unknown>, options: CallOptions = {}) =>
    post('uninstall_survey', body, { ...options, captcha: false });

  it('stores the reasons and comment without sign-in or captcha', async () => {
    const comment = `Only for one trip ${freshEmail()}`;
    const res = await survey({ reasons: ['too_slow', 'other', 'too_slow'], comment, app_type: 301, app_version: ' 3.2.1 ' });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { received: true } });
    const [stored] = await db.select().from(uninstallSurveys).where(eq(uninstallSurveys.comment, comment));
    expect(stored).toMatchObject({ reasons: ['too_slow', 'other'], appType: 301, appVersion: '3.2.1', language: 'en' });
  });

  it('needs a reason of the list', async () => {
    expect((await survey({ reasons: [] })).body).toEqual({
      code: 400,
      message: 'Please Choose a Reason',
      key: 'validation.chooseReason',
      field: 'reasons',
    });
    const unknown = await survey({ reasons: ['bored'] });
    expect(unknown.status).toBe(400);
    expect(failureOf(unknown.body).field).toBe('reasons.0');
  });

  it('allows 10 answers per address an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await survey({ reasons: ['other'] }, { ip })).status).toBe(200);
    const limited = await survey({ reasons: ['other'] }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
  });
});
