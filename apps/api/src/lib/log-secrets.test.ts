/**
 * Secrets never reach the log: passwords, verification codes, session tokens and card-like
 * numbers are sent through every endpoint (bodies, query strings, paths, headers), then no log
 * line may hold any of them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { ACCOUNT_TEST_ENV, API, call, type CallResult, latestCode, requestCode, solveCaptcha } from '../test/account-helpers';
import { capturedLogger } from '../test/captured-logger';
import { testAppOfFile } from '../test/test-db';

const PAY = '/api/mms/payment/v1';
const CARD = '4111111111111111';
const CARD_SPACED = '4111 1111 1111 1111';
const CARD_DASHED = '5500-0055-5555-5559';
const SIGNUP_PASSWORD = 'Kv7!SignupPass';
const WRONG_PASSWORD = 'Kv7!WrongGuess';
const CHANGED_PASSWORD = 'Kv7!ChangedPass';
const RESET_PASSWORD = 'Kv7!ResetPass';
const BOGUS_TOKEN = 'KvBogusTokenQ3xZ9mPwL2';
const EMAIL = 'ann.secrets@kestrelvpn.example';

/** Every secret sent, found out along the way (codes and tokens come from the API). */
const secrets = new Set<string>([
  CARD,
  CARD_SPACED,
  CARD_DASHED,
  SIGNUP_PASSWORD,
  WRONG_PASSWORD,
  CHANGED_PASSWORD,
  RESET_PASSWORD,
  BOGUS_TOKEN,
]);
/** Which requests were made, to show the journey really ran. */
const answers: Array<[string, number]> = [];

const t = await testAppOfFile({ env: ACCOUNT_TEST_ENV });

async function track<T>(label: string, request: Promise<CallResult<T>>): Promise<CallResult<T>> {
  const res = await request;
  answers.push([label, res.status]);
  return res;
}

async function raw(label: string, path: string, init: RequestInit = {}): Promise<number> {
  const res = await t.app.request(path, init);
  await res.arrayBuffer();
  answers.push([label, res.status]);
  return res.status;
}

/** Where a secret shows up in the log, as whole digits for numbers (a code may sit inside a timestamp). */
function leaks(secret: string): string[] {
  const pattern = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : undefined;
  return t.rawLogs.filter((line) => (pattern ? pattern.test(line) : line.includes(secret)));
}

describe('secrets in the log', () => {
  it('are absent after sign-up, login, password change and reset, devices, orders and every other endpoint', async () => {
    const card = { 'X-Request-Id': CARD, 'X-From': CARD_SPACED };

    // Sign-up with the emailed code; a wrong code (a card number) first.
    const signupCode = await requestCode(t, EMAIL, 'signup', card);
    secrets.add(signupCode);
    await track(
      'validate wrong',
      call(t, 'POST', `${API}/verification/validate`, { body: { email: EMAIL, purpose: 'signup', code: CARD } }),
    );
    await track(
      'validate',
      call(t, 'POST', `${API}/verification/validate`, { body: { email: EMAIL, purpose: 'signup', code: signupCode } }),
    );
    const signup = await track(
      'signup',
      call<{ token: string }>(t, 'POST', `${API}/web/signup`, {
        body: { email: EMAIL, code: signupCode, password: SIGNUP_PASSWORD, captcha: await solveCaptcha(t) },
        headers: card,
      }),
    );
    const token = signup.body.data.token;
    secrets.add(token);

    // Logins: wrong password, right one, an app login whose device fields carry card numbers.
    await track(
      'login wrong',
      call(t, 'POST', `${API}/web/login`, { body: { username: EMAIL, password: WRONG_PASSWORD, captcha: await solveCaptcha(t) } }),
    );
    const app = await track(
      'app login',
      call<{ token: string }>(t, 'POST', `${API}/web/login`, {
        body: {
          username: EMAIL,
          password: SIGNUP_PASSWORD,
          captcha: await solveCaptcha(t),
          device: { user_id: CARD, name: CARD_SPACED, os: CARD_DASHED },
        },
        headers: { 'X-App-Type': '101' },
      }),
    );
    secrets.add(app.body.data.token);
    await track(
      'login card username',
      call(t, 'POST', `${API}/web/login`, { body: { username: `${CARD}@example.com`, password: CARD, captcha: CARD } }),
    );
    await track(
      'login variant',
      call(t, 'POST', `/ws/mm/reca/r2/account/v1/web/login`, { body: { username: EMAIL, password: WRONG_PASSWORD, recasign: CARD } }),
    );

    // Authenticated reads, with the token as bearer, cookie and in the query string; bogus tokens.
    await track(
      'profile bearer',
      call(t, 'GET', `${API}/web/profile?token=${token}&password=${SIGNUP_PASSWORD}`, { token, headers: card }),
    );
    await track('profile cookie', call(t, 'GET', `${API}/web/profile`, { cookie: token }));
    await track('profile bogus', call(t, 'GET', `${API}/web/profile`, { token: BOGUS_TOKEN }));
    await track('profile card', call(t, 'GET', `${API}/web/profile`, { token: CARD, headers: { Cookie: `paypal_token=${CARD_SPACED}` } }));
    await raw('profile basic', `${API}/web/profile`, {
      headers: { Authorization: `Basic ${Buffer.from(`${EMAIL}:${SIGNUP_PASSWORD}`).toString('base64')}` },
    });

    // Password change (wrong current password first), set_password, reset with an emailed code.
    await track(
      'change wrong',
      call(t, 'POST', `${API}/web/change_password`, { token, body: { current_password: WRONG_PASSWORD, new_password: CHANGED_PASSWORD } }),
    );
    await track(
      'change',
      call(t, 'POST', `${API}/web/change_password`, { token, body: { current_password: SIGNUP_PASSWORD, new_password: CHANGED_PASSWORD } }),
    );
    await track('set password', call(t, 'POST', `${API}/web/set_password`, { token, body: { password: RESET_PASSWORD } }));
    await requestCode(t, EMAIL, 'reset_password');
    const resetCode = await latestCode(t, EMAIL);
    secrets.add(resetCode);
    await track(
      'reset',
      call(t, 'POST', `${API}/web/reset_password`, {
        body: { email: EMAIL, code: resetCode, password: RESET_PASSWORD, confirm_password: RESET_PASSWORD, captcha: await solveCaptcha(t) },
      }),
    );
    const relogin = await track(
      'login after reset',
      call<{ token: string }>(t, 'POST', `${API}/web/login`, {
        body: { username: EMAIL, password: RESET_PASSWORD, captcha: await solveCaptcha(t) },
      }),
    );
    const fresh = relogin.body.data.token;
    secrets.add(fresh);

    // Devices.
    await track('devices', call(t, 'GET', `${API}/web/device/list`, { token: fresh }));
    await track(
      'unbind',
      call(t, 'POST', `${API}/web/device/unbind`, { token: fresh, body: { unbind_app_type: 101, unbind_user_id: CARD } }),
    );

    // Orders: card numbers as channel, payer email, Idempotency-Key and order number.
    const order = await track(
      'order',
      call<{ order_no: string }>(t, 'POST', `${PAY}/web/orders`, {
        token: fresh,
        body: { plan_id: 1, channel: CARD, payer_email: `${CARD}@example.com`, card_number: CARD_SPACED },
        headers: { 'Idempotency-Key': CARD },
      }),
    );
    const orderNo = order.body.data.order_no;
    await track('order status', call(t, 'GET', `${PAY}/web/orders/${orderNo}`, { token: fresh }));
    await track(
      'capture',
      call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token: fresh, headers: { 'Idempotency-Key': CARD_DASHED } }),
    );
    await track('cancel', call(t, 'POST', `${PAY}/web/orders/${orderNo}/cancel`, { token: fresh }));
    await track('order by card', call(t, 'GET', `${PAY}/web/orders/${CARD}`, { token: fresh }));
    await track('subscription', call(t, 'GET', `${PAY}/web/subscription_my`, { token: fresh }));
    await track('webhook', call(t, 'POST', `${PAY}/webhooks/sandbox`, { body: { id: CARD, resource: { card: CARD } } }));
    await track('webhook card path', call(t, 'POST', `${PAY}/webhooks/${CARD}`, { body: {} }));
    await track('sandbox', call(t, 'POST', `${PAY}/sandbox/orders/SBX-${CARD}/approve`));

    // Public endpoints, with card numbers in query strings and headers.
    await track('plans', call(t, 'GET', `${PAY}/providers/plans?channel=${CARD}`, { headers: card }));
    await track('l10n', call(t, 'GET', `/l10n?language=en&prefix=home&path=/pricing/checkout/${CARD}`, { headers: card }));
    await track('geo', call(t, 'POST', `${API}/geo_info`, { body: { card: CARD } }));
    await track('captcha', call(t, 'GET', `${API}/captcha/challenge?card=${CARD}`));
    await track('not found', call(t, 'GET', `/api/${CARD_DASHED}/${encodeURIComponent(CARD_SPACED)}`));
    await track('logout', call(t, 'POST', `${API}/web/logout`, { token: fresh, headers: card }));

    // The journey ran: the account, the order with its channel, and a request line per answer.
    expect(answers.filter(([, status]) => status === 200).map(([label]) => label)).toEqual(
      expect.arrayContaining(['signup', 'app login', 'change', 'reset', 'login after reset', 'order', 'plans', 'l10n', 'logout']),
    );
    const [stored] = await t.deps.database.db.select({ channel: orders.channel }).from(orders).where(eq(orders.orderNo, orderNo));
    expect(stored?.channel).toBe(CARD);
    expect(t.logs.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(answers.length);
    expect(t.logs.some((line) => line.msg === 'plans requested')).toBe(true);
    expect(t.logs.some((line) => line.msg === 'l10n requested')).toBe(true);

    for (const secret of secrets) expect(leaks(secret), secret).toEqual([]);
  });
});

describe('the logger', () => {
  it('leaves the query parameters of a failed database statement out of the logged error', async () => {
    const { logger, text } = capturedLogger();
    let error: unknown;
    try {
      // A real failure of the driver: PostgreSQL refuses NUL in text, and the error carries the parameters.
      await t.deps.database.db
        .select()
        .from(orders)
        .where(eq(orders.channel, `${SIGNUP_PASSWORD}\u0000`));
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toContain(SIGNUP_PASSWORD);
    logger.error({ err: error }, 'unhandled error');
    expect(text()).toContain('Failed query: select');
    expect(text()).not.toContain(SIGNUP_PASSWORD);
  });

  it('redacts card-like numbers in any string (Luhn-valid, 13 to 19 digits, grouped or not), not other numbers', () => {
    const { logger, text } = capturedLogger();
    logger.info(
      {
        note: `paid with ${CARD} / ${CARD_SPACED} / ${CARD_DASHED}`,
        nested: { deep: [`x${CARD}y`] },
        order: 'KV0123456789012345678',
        amount: 1999,
      },
      `card ${CARD}`,
    );
    const out = text();
    expect(out).not.toMatch(/4111|5500/);
    expect(out).toContain('[redacted]');
    // A 13-digit number that fails the Luhn check, an order number and numbers outside strings stay.
    logger.info({ phone: '1234567890123', time2: 1795561820593 }, 'other');
    expect(text()).toContain('1234567890123');
    expect(text()).toContain('1795561820593');
  });
});
