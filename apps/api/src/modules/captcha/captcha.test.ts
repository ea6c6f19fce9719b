import { ENDPOINTS } from '@kestrel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '../../adapters/captcha/recaptcha';
import { ACCOUNT_TEST_ENV, API, call, createAccount, freshEmail, login, MINUTE, solveCaptcha, TestClock } from '../../test/account-helpers';
import { dataOf } from '../../test/api-bodies';
import { createTestApp, type TestApp } from '../../test/test-db';

const PASSWORD = 'Secret#2024';
const CAPTCHA_FAILED = { code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' };
const clock = new TestClock();

let t: TestApp;
let sibling: TestApp;
let otherKey: TestApp;
let recaptcha: TestApp;
let siteverify: { answer: Record<string, unknown> | Error; calls: Array<{ url: string; body: URLSearchParams }> };

const fakeFetch: FetchLike = async (url, init) => {
  siteverify.calls.push({ url, body: new URLSearchParams(String(init.body)) });
  if (siteverify.answer instanceof Error) throw siteverify.answer;
  return new Response(JSON.stringify(siteverify.answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNT_TEST_ENV, clock });
  // A second instance on the same database, without CAPTCHA_HMAC_KEY: it must agree with the first.
  sibling = await createTestApp({ env: ACCOUNT_TEST_ENV, clock });
  otherKey = await createTestApp({ env: { ...ACCOUNT_TEST_ENV, CAPTCHA_HMAC_KEY: 'x'.repeat(40) }, clock });
  recaptcha = await createTestApp({
    env: { ...ACCOUNT_TEST_ENV, RECAPTCHA_SECRET_V2: 'v2-secret', RECAPTCHA_SECRET_V3: 'v3-secret', RECAPTCHA_MIN_SCORE: '0.5' },
    clock,
    fetch: fakeFetch,
  });
});

afterAll(async () => {
  for (const app of [t, sibling, otherKey, recaptcha]) await app.close();
});

async function account(): Promise<string> {
  const email = freshEmail();
  await createAccount(t, email, PASSWORD);
  return email;
}

const loginWith = (app: TestApp, body: Record<string, unknown>, path = `${API}/web/login`) => call(app, 'POST', path, { body });

/** Decodes a solution, changes it, encodes it again. */
function tamper(payload: string, change: (p: Record<string, unknown>) => void): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

describe('GET captcha/challenge', () => {
  it('answers an ALTCHA challenge that expires in 10 minutes', async () => {
    const res = await call(t, 'GET', `${API}/captcha/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = dataOf(ENDPOINTS.captchaChallenge, res.body);
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 50,
      salt: expect.stringMatching(/^[0-9a-f]+\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = Number(/expires=(\d+)/.exec(challenge.salt)?.[1]);
    expect(expires * 1000).toBe(clock.now().getTime() + 10 * MINUTE);
  });
});

describe('GET captcha/challenge?level=hard', () => {
  it('answers a challenge of ten times the work, marked hard in its signed salt', async () => {
    const res = await call(t, 'GET', `${API}/captcha/challenge?level=hard`);
    expect(res.status).toBe(200);
    const challenge = dataOf(ENDPOINTS.captchaChallenge, res.body);
    expect(challenge.maxnumber).toBe(500);
    expect(challenge.salt).toMatch(/^[0-9a-f]+\?level=hard&expires=\d+&$/);
    expect((await call(t, 'GET', `${API}/captcha/challenge?level=extreme`)).status).toBe(400);
  });

  it('its solution passes wherever a normal one does', async () => {
    const email = await account();
    expect((await loginWith(t, { username: email, password: PASSWORD, captcha: await solveCaptcha(t, 'hard') })).status).toBe(200);
  });

  it('cannot be claimed by editing a normal solution: the salt is signed', async () => {
    const easy = await solveCaptcha(t);
    const forged = tamper(easy, (p) => (p.salt = String(p.salt).replace('?', '?level=hard&')));
    expect(await t.deps.captcha.altcha.verify(forged, { action: 'login', remoteIp: undefined, level: 'hard' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await t.deps.captcha.altcha.verify(easy, { action: 'login', remoteIp: undefined, level: 'hard' })).toEqual({
      ok: false,
      reason: 'too easy',
    });
    // Refused for being too easy, it was not redeemed: it still passes where it suffices.
    expect(await t.deps.captcha.altcha.verify(easy, { action: 'login', remoteIp: undefined })).toEqual({ ok: true });
  });
});

describe('captcha on the plain /api/mms/ path', () => {
  it('is required: missing → 400 with code 20104 and err_code 500', async () => {
    const email = await account();
    const res = await loginWith(t, { username: email, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(CAPTCHA_FAILED);
    const empty = await loginWith(t, { username: email, password: PASSWORD, captcha: '' });
    expect(empty.body).toEqual(CAPTCHA_FAILED);
  });

  it('refuses an invalid solution: wrong number, forged signature, not a payload', async () => {
    const email = await account();
    const good = await solveCaptcha(t);
    const wrongNumber = tamper(good, (p) => (p.number = (p.number as number) + 1));
    const forged = tamper(await solveCaptcha(t), (p) => (p.signature = '0'.repeat(64)));
    for (const captcha of [wrongNumber, forged, 'not-base64!', Buffer.from('{"x":1}').toString('base64')]) {
      const res = await loginWith(t, { username: email, password: PASSWORD, captcha });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(CAPTCHA_FAILED);
    }
  });

  it('refuses a replayed solution', async () => {
    const email = await account();
    const captcha = await solveCaptcha(t);
    expect((await loginWith(t, { username: email, password: PASSWORD, captcha })).status).toBe(200);
    const replay = await loginWith(t, { username: email, password: PASSWORD, captcha });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(CAPTCHA_FAILED);
    // Also on another instance sharing the database.
    expect((await loginWith(sibling, { username: email, password: PASSWORD, captcha })).body).toEqual(CAPTCHA_FAILED);
  });

  it('refuses a solution whose challenge expired (10 minutes)', async () => {
    const email = await account();
    const captcha = await solveCaptcha(t);
    clock.advance(10 * MINUTE);
    expect((await loginWith(t, { username: email, password: PASSWORD, captcha })).body).toEqual(CAPTCHA_FAILED);
  });

  it('is checked with a key every instance shares (stored in the database), or CAPTCHA_HMAC_KEY', async () => {
    const email = await account();
    expect((await loginWith(sibling, { username: email, password: PASSWORD, captcha: await solveCaptcha(t) })).status).toBe(200);
    expect((await loginWith(otherKey, { username: email, password: PASSWORD, captcha: await solveCaptcha(t) })).body).toEqual(
      CAPTCHA_FAILED,
    );
    expect((await loginWith(otherKey, { username: email, password: PASSWORD, captcha: await solveCaptcha(otherKey) })).status).toBe(200);
  });

  it('protects signup, verification/request and reset_password too', async () => {
    const email = freshEmail();
    for (const [path, body] of [
      ['web/signup', { email, code: '123456', password: PASSWORD }],
      ['verification/request', { email, purpose: 'signup' }],
      ['web/reset_password', { email, code: '123456', password: PASSWORD, confirm_password: PASSWORD }],
    ] as const) {
      expect((await call(t, 'POST', `${API}/${path}`, { body })).body, path).toEqual(CAPTCHA_FAILED);
    }
  });
});

describe('/ws/mm/reca/ path variants', () => {
  it('r2: recasign in the body reaches the /api/mms/ handler', async () => {
    const email = await account();
    const res = await loginWith(
      t,
      { username: email, password: PASSWORD, recasign: await solveCaptcha(t) },
      '/ws/mm/reca/r2/account/v1/web/login',
    );
    expect(res.status).toBe(200);
    expect(dataOf(ENDPOINTS.login, res.body).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const logged = t.logs.find((l) => l.msg === 'request' && l.path === '/ws/mm/reca/r2/account/v1/web/login');
    expect(logged).toMatchObject({ method: 'POST', status: 200 });
  });

  it('r2 and r3: a missing, invalid or replayed recasign is refused', async () => {
    const email = await account();
    const used = await solveCaptcha(t);
    expect((await loginWith(t, { username: email, password: PASSWORD, captcha: used })).status).toBe(200);
    for (const variant of ['r2', 'r3']) {
      const path = `/ws/mm/reca/${variant}/account/v1/web/login`;
      expect((await loginWith(t, { username: email, password: PASSWORD }, path)).body).toEqual(CAPTCHA_FAILED);
      expect((await loginWith(t, { username: email, password: PASSWORD, recasign: 'bogus' }, path)).body).toEqual(CAPTCHA_FAILED);
      expect((await loginWith(t, { username: email, password: PASSWORD, recasign: used }, path)).body).toEqual(CAPTCHA_FAILED);
    }
  });

  it('GET: recasign in the query', async () => {
    const email = await account();
    const token = await login(t, email, PASSWORD);
    const path = `/ws/mm/reca/r2/account/v1/web/profile?recasign=${encodeURIComponent(await solveCaptcha(t))}`;
    const res = await call(t, 'GET', path, { token });
    expect(dataOf(ENDPOINTS.profile, res.body).email).toBe(email);
    expect((await call(t, 'GET', '/ws/mm/reca/r2/account/v1/web/profile', { token })).body).toEqual(CAPTCHA_FAILED);
  });

  it('covers every endpoint generically (verification/request through r3)', async () => {
    const email = freshEmail();
    const res = await call(t, 'POST', '/ws/mm/reca/r3/account/v1/verification/request', {
      body: { email, purpose: 'signup', recasign: await solveCaptcha(t) },
    });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { sent: true } });
  });

  it('knows only r2 and r3', async () => {
    const res = await call(t, 'POST', '/ws/mm/reca/r4/account/v1/web/login', { body: {} });
    expect(res.status).toBe(404);
  });
});

describe('reCAPTCHA adapters (RECAPTCHA_SECRET_V2 / _V3 set)', () => {
  it('r3: a v3 score below RECAPTCHA_MIN_SCORE answers 20104', async () => {
    const email = await account();
    siteverify = { answer: { success: true, score: 0.3, action: 'login' }, calls: [] };
    const res = await call(recaptcha, 'POST', '/ws/mm/reca/r3/account/v1/web/login', {
      body: { username: email, password: PASSWORD, recasign: 'google-token-1' },
      ip: '203.0.113.7',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(CAPTCHA_FAILED);
    expect(siteverify.calls).toHaveLength(1);
    expect(siteverify.calls[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(siteverify.calls[0]!.body)).toEqual({
      secret: 'v3-secret',
      response: 'google-token-1',
      remoteip: '203.0.113.7',
    });
  });

  it("r3: a good score passes, for the route's action or the default 'submit'", async () => {
    const email = await account();
    for (const action of ['login', 'submit']) {
      siteverify = { answer: { success: true, score: 0.9, action }, calls: [] };
      const res = await loginWith(
        recaptcha,
        { username: email, password: PASSWORD, recasign: 'tok' },
        '/ws/mm/reca/r3/account/v1/web/login',
      );
      expect(res.status).toBe(200);
    }
    siteverify = { answer: { success: true, score: 0.9, action: 'checkout' }, calls: [] };
    expect(
      (await loginWith(recaptcha, { username: email, password: PASSWORD, recasign: 'tok' }, '/ws/mm/reca/r3/account/v1/web/login')).body,
    ).toEqual(CAPTCHA_FAILED);
  });

  it('r2: the v2 secret is used and success is required', async () => {
    const email = await account();
    siteverify = { answer: { success: false, 'error-codes': ['invalid-input-response'] }, calls: [] };
    expect(
      (await loginWith(recaptcha, { username: email, password: PASSWORD, recasign: 'bad' }, '/ws/mm/reca/r2/account/v1/web/login')).body,
    ).toEqual(CAPTCHA_FAILED);
    expect(siteverify.calls[0]!.body.get('secret')).toBe('v2-secret');
    siteverify = { answer: { success: true }, calls: [] };
    expect(
      (await loginWith(recaptcha, { username: email, password: PASSWORD, recasign: 'good' }, '/ws/mm/reca/r2/account/v1/web/login')).status,
    ).toBe(200);
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const email = await account();
    siteverify = { answer: new Error('ECONNREFUSED'), calls: [] };
    expect(
      (await loginWith(recaptcha, { username: email, password: PASSWORD, recasign: 'tok' }, '/ws/mm/reca/r3/account/v1/web/login')).body,
    ).toEqual(CAPTCHA_FAILED);
  });

  it('the plain path still takes only an ALTCHA solution', async () => {
    const email = await account();
    siteverify = { answer: { success: true, score: 1 }, calls: [] };
    expect((await loginWith(recaptcha, { username: email, password: PASSWORD, captcha: 'google-token' })).body).toEqual(CAPTCHA_FAILED);
    expect(siteverify.calls).toHaveLength(0);
    expect((await loginWith(recaptcha, { username: email, password: PASSWORD, captcha: await solveCaptcha(recaptcha) })).status).toBe(200);
  });
});
