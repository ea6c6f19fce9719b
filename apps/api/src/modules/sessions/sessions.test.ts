import { ENDPOINTS } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { ACCOUNT_TEST_ENV, API, call, createAccount, DAY, freshEmail, login, MINUTE, TestClock } from '../../test/account-helpers';
import { dataOf } from '../../test/api-bodies';
import { createTestApp, type TestApp } from '../../test/test-db';
import { hashSessionToken, newSessionToken } from './sessions.service';

const PASSWORD = 'Secret#2024';
const LOGGED_OUT = 'You have been logged out, you can cancel to stay on this page, or log in again';
/** A session answer that ends it clears the cookie and its "signed in" hint. */
const CLEARED = ['paypal_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax', 'signed_in=; Max-Age=0; Path=/; SameSite=Lax'];
let t: TestApp;
let other: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  // A public site address: a deployment that must say which checkout it takes payments with.
  t = await createTestApp({
    env: {
      ...ACCOUNT_TEST_ENV,
      SITE_URL: 'https://www.kestrelvpn.example',
      ALLOWED_ORIGINS: 'https://m.kestrelvpn.example',
      PAYMENTS: 'test',
    },
    clock,
  });
  // A second API instance on the same database.
  other = await createTestApp({ env: ACCOUNT_TEST_ENV, clock });
});

afterAll(async () => {
  await t.close();
  await other.close();
});

async function signedIn(): Promise<string> {
  const email = freshEmail();
  await createAccount(t, email, PASSWORD);
  return login(t, email, PASSWORD);
}

const profile = (options: Parameters<typeof call>[3]) => call(t, 'GET', `${API}/web/profile`, options);

describe('session token failures', () => {
  it('answers 401 { code: 401 } without a token', async () => {
    const res = await profile({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'Please sign in.', key: 'errors.signInRequired' });
  });

  it.each([
    ['too short', 'abc'],
    ['not base64url', `${'a'.repeat(42)}!`],
    ['empty bearer', ''],
  ])('answers a malformed token (%s) with status 200, code 50008, and clears the cookie', async (_, token) => {
    const res = await profile({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 50008, message: LOGGED_OUT, key: 'logout.body' });
    expect(res.headers.getSetCookie()).toEqual(CLEARED);
  });

  it('answers a non-Bearer Authorization header as a malformed token', async () => {
    const res = await profile({ headers: { Authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.body.code).toBe(50008);
  });

  it('answers an unknown well-formed token with 50008', async () => {
    const res = await profile({ token: newSessionToken() });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(50008);
  });

  it('localizes the logout message', async () => {
    const res = await profile({ token: 'x', headers: { 'Accept-Language': 'fr' } });
    expect(res.body).toEqual({
      code: 50008,
      message: 'Votre session a été fermée. Vous pouvez annuler pour rester sur cette page ou vous reconnecter.',
      key: 'logout.body',
    });
  });
});

describe('session expiry', () => {
  it('ends a session unused for 30 days (50014, cookie cleared)', async () => {
    const token = await signedIn();
    clock.advance(29 * DAY);
    expect((await profile({ token })).body.code).toBe(200);
    clock.advance(29 * DAY); // used a day ago, so 29 more days is still within the idle limit
    expect((await profile({ token })).body.code).toBe(200);
    clock.advance(30 * DAY);
    const res = await profile({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 50014, message: LOGGED_OUT, key: 'logout.body' });
    expect(res.headers.getSetCookie()).toEqual(CLEARED);
  });

  it('ends a session 180 days after sign-in, however often it is used', async () => {
    const token = await signedIn();
    for (let day = 0; day < 179; day += 20) {
      clock.advance(20 * DAY);
      const code = (await profile({ token })).body.code;
      expect(code).toBe(day + 20 < 180 ? 200 : 50014);
    }
    clock.advance(DAY);
    expect((await profile({ token })).body.code).toBe(50014);
  });

  it('writes last_used_at at most once a minute', async () => {
    const token = await signedIn();
    const db = t.deps.database.db;
    const lastUsed = async () =>
      (
        await db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashSessionToken(token)))
      )[0]?.at.getTime();
    const start = await lastUsed();
    clock.advance(30_000);
    await profile({ token });
    expect(await lastUsed()).toBe(start);
    clock.advance(MINUTE);
    await profile({ token });
    expect(await lastUsed()).toBe(clock.now().getTime());
  });
});

describe('session cache', () => {
  it('serves repeated reads for 2 seconds without the database', async () => {
    const token = await signedIn();
    expect((await profile({ token })).body.code).toBe(200);
    // Removed behind the API's back: the cached answer stands until it is 2 s old.
    await t.deps.database.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await profile({ token })).body.code).toBe(200);
    clock.advance(2_000);
    expect((await profile({ token })).body.code).toBe(50008);
  });

  it('sees a logout on the same instance at once', async () => {
    const token = await signedIn();
    expect((await profile({ token })).body.code).toBe(200);
    expect((await call(t, 'POST', `${API}/web/logout`, { token })).body.code).toBe(200);
    expect((await profile({ token })).body.code).toBe(50008);
  });

  it('lets another instance see a session ended elsewhere within 2 seconds', async () => {
    const token = await signedIn();
    const onOther = () => call(other, 'GET', `${API}/web/profile`, { token });
    expect((await onOther()).body.code).toBe(200);
    expect((await call(t, 'POST', `${API}/web/logout`, { token })).body.code).toBe(200);
    clock.advance(1_999);
    expect((await onOther()).body.code).toBe(200);
    clock.advance(1);
    expect((await onOther()).body.code).toBe(50008);
  });
});

describe('cookie-authenticated changes', () => {
  it('refuses a POST without X-App-Type with 403', async () => {
    const token = await signedIn();
    const res = await call(t, 'POST', `${API}/web/logout`, { cookie: token, headers: { 'X-App-Type': '' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    // The session is untouched.
    expect((await profile({ cookie: token })).body.code).toBe(200);
  });

  it('refuses a cross-site Origin with 403', async () => {
    const token = await signedIn();
    for (const origin of ['https://evil.example', 'null', 'https://www.kestrelvpn.example.evil.example']) {
      const res = await call(t, 'POST', `${API}/web/logout`, { cookie: token, headers: { Origin: origin } });
      expect(res.status, origin).toBe(403);
    }
    expect((await profile({ cookie: token })).body.code).toBe(200);
  });

  it('accepts SITE_URL, ALLOWED_ORIGINS, the API origin itself and no Origin at all', async () => {
    for (const origin of ['https://www.kestrelvpn.example', 'https://m.kestrelvpn.example', 'http://localhost', undefined]) {
      const token = await signedIn();
      const res = await call(t, 'POST', `${API}/web/logout`, { cookie: token, headers: origin ? { Origin: origin } : {} });
      expect(res.status, String(origin)).toBe(200);
      expect(res.body.code, String(origin)).toBe(200);
      expect(dataOf(ENDPOINTS.logout, res.body)).toEqual({ logged_out: true });
    }
  });

  it('does not apply to bearer tokens (no cross-site form can send one)', async () => {
    const token = await signedIn();
    const res = await call(t, 'POST', `${API}/web/logout`, { token, headers: { 'X-App-Type': '', Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
  });

  it('lets GET through with a cookie and no X-App-Type', async () => {
    const token = await signedIn();
    expect((await profile({ cookie: token, headers: { 'X-App-Type': '' } })).body.code).toBe(200);
  });
});
