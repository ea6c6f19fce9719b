/**
 * The order service with the real PayPal adapter, over HTTP against the local fake PayPal:
 * the same endpoints, request ids and error shapes as api-m.paypal.com.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalProvider } from '../../adapters/payments/paypal';
import { orders, plans } from '../../db/schema';
import { ACCOUNT_TEST_ENV, call, createAccount, freshEmail, login } from '../../test/account-helpers';
import { failureOf } from '../../test/api-bodies';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { grantsOf, orderOf, subscriptionOf } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-db';

const PAY = '/api/mms/payment/v1';
const PASSWORD = 'Str0ng!pass';

const PAYPAL_TIMEOUT_MS = 2_000;

let t: TestApp;
let paypal: FakePayPal;
let monthly: number;

beforeAll(async () => {
  paypal = await startFakePayPal();
  const provider = createPayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    webhookId: paypal.webhookId,
    apiBase: paypal.url,
    brandName: 'Kestrel VPN',
    // Long enough for 20 concurrent webhook verifications on a busy 2-core machine; the timeout test delays past it.
    timeoutMs: PAYPAL_TIMEOUT_MS,
    retries: 2,
    retryDelayMs: 5,
  });
  // The keys make this a live configuration (PayPal's production host would move real money).
  const keys = { PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_WEBHOOK_ID: paypal.webhookId };
  t = await createTestApp({ env: { ...ACCOUNT_TEST_ENV, ...keys }, paymentProvider: provider });
  const [row] = await t.deps.database.db.select().from(plans).where(eq(plans.productId, 'v2.kestrel.vpn.premium.web.1m'));
  monthly = row!.id;
});

afterAll(async () => {
  await t.close();
  await paypal.close();
});

async function buyer(): Promise<string> {
  const email = freshEmail('paypal');
  await createAccount(t, email, PASSWORD);
  return login(t, email, PASSWORD);
}

async function providerIdOf(orderNo: string): Promise<string> {
  const [row] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!.providerOrderId!;
}

describe('orders through PayPal Orders v2', () => {
  it('creates at PayPal with the server’s amount and our return pages, captures once the buyer approved', async () => {
    const token = await buyer();
    const created = await call(t, 'POST', `${PAY}/web/orders`, {
      token,
      body: { plan_id: monthly, payer_email: 'buyer@example.com' },
    });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(200);
    const orderNo = orderOf(created).order_no;
    const id = await providerIdOf(orderNo);
    expect(orderOf(created).approve_url).toContain(id);
    const createRequest = paypal.requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders');
    expect(createRequest?.headers['paypal-request-id']).toBe(`create-${orderNo}`);
    expect(JSON.stringify(createRequest?.body)).toContain('"value":"11.99"');
    expect(JSON.stringify(createRequest?.body)).toContain(`/paystatus/paypal?order=${orderNo}`);

    paypal.approve(id);
    const captured = await call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token });
    expect(orderOf(captured)).toMatchObject({ status: 'completed', test_mode: false });
    expect(paypal.captureCount(id)).toBe(1);
    const sub = await subscriptionOf(t, token);
    expect(sub.entitlement!.test_mode).toBe(false);
    expect(sub.history.map((entry) => entry.test_mode)).toEqual([false]);
  });

  it('a capture whose answer times out is retried with the same PayPal-Request-Id and captures once', async () => {
    const token = await buyer();
    const created = await call(t, 'POST', `${PAY}/web/orders`, { token, body: { plan_id: monthly } });
    const orderNo = orderOf(created).order_no;
    const id = await providerIdOf(orderNo);
    paypal.approve(id);
    paypal.delayNext(1, PAYPAL_TIMEOUT_MS + 1_000, `/v2/checkout/orders/${id}/capture`);
    const captured = await call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token });
    expect(orderOf(captured).status).toBe('completed');
    const ids = paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`).map((r) => r.headers['paypal-request-id']);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set([`capture-${orderNo}`]));
    expect(paypal.captureCount(id)).toBe(1);
    expect(await grantsOf(t, orderNo)).toBe(1);
  });

  it('PayPal down: “Network error, payment failed.”, nothing granted; the next try completes', async () => {
    const token = await buyer();
    const created = await call(t, 'POST', `${PAY}/web/orders`, { token, body: { plan_id: monthly } });
    const orderNo = orderOf(created).order_no;
    const id = await providerIdOf(orderNo);
    paypal.approve(id);
    paypal.failNext(3, 503);
    const failed = await call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token });
    expect(failed.status).toBe(502);
    expect(failureOf(failed.body).message).toBe('Network error, payment failed.');
    expect(await grantsOf(t, orderNo)).toBe(0);
    const retried = await call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token });
    expect(orderOf(retried).status).toBe('completed');
  });

  it('a declined card fails the order with “Payment Failed.”', async () => {
    const token = await buyer();
    const created = await call(t, 'POST', `${PAY}/web/orders`, { token, body: { plan_id: monthly } });
    const id = await providerIdOf(orderOf(created).order_no);
    paypal.approve(id);
    paypal.decline(id);
    const declined = await call(t, 'POST', `${PAY}/web/orders/${orderOf(created).order_no}/capture`, { token });
    expect(declined.status).toBe(400);
    expect(failureOf(declined.body).message).toBe('Payment Failed.');
    expect((await subscriptionOf(t, token)).history.map((h) => h.status)).toEqual(['failed']);
  });

  it('webhooks: a verified CHECKOUT.ORDER.APPROVED completes the order; a refused signature changes nothing', async () => {
    const token = await buyer();
    const created = await call(t, 'POST', `${PAY}/web/orders`, { token, body: { plan_id: monthly } });
    const orderNo = orderOf(created).order_no;
    const id = await providerIdOf(orderNo);
    paypal.approve(id);
    const post = (n: { headers: Record<string, string | undefined>; rawBody: string }) =>
      t.app.request(`${PAY}/webhooks/paypal`, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(n.headers).filter((e): e is [string, string] => e[1] !== undefined)),
        body: n.rawBody,
      });

    paypal.webhookResult = 'FAILURE';
    const refused = await post(paypal.signedEvent('CHECKOUT.ORDER.APPROVED', { id, status: 'APPROVED' }, { id: 'WH-1' }));
    expect(refused.status).toBe(400);
    expect(paypal.captureCount(id)).toBe(0);

    paypal.webhookResult = 'SUCCESS';
    const event = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', { id, status: 'APPROVED' }, { id: 'WH-1' });
    const results = await Promise.all(Array.from({ length: 20 }, () => post(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const order = await call(t, 'GET', `${PAY}/web/orders/${orderNo}`, { token });
    expect(orderOf(order).status).toBe('completed');
    expect(paypal.captureCount(id)).toBe(1);
    expect(await grantsOf(t, orderNo)).toBe(1);
  });

  it('news of the completed capture with another amount is logged for a person and changes nothing', async () => {
    const token = await buyer();
    const created = await call(t, 'POST', `${PAY}/web/orders`, { token, body: { plan_id: monthly } });
    const orderNo = orderOf(created).order_no;
    const id = await providerIdOf(orderNo);
    paypal.approve(id);
    expect(orderOf(await call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token })).status).toBe('completed');
    const before = (await subscriptionOf(t, token)).entitlement?.expires_at;

    const odd = { ...paypal.captureResource(id), status: 'PENDING', amount: { currency_code: 'USD', value: '1.00' } };
    const event = paypal.signedEvent('PAYMENT.CAPTURE.PENDING', odd);
    const answer = await t.app.request(`${PAY}/webhooks/paypal`, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(event.headers).filter((e): e is [string, string] => e[1] !== undefined)),
      body: event.rawBody,
    });
    expect(answer.status).toBe(200);
    expect(orderOf(await call(t, 'GET', `${PAY}/web/orders/${orderNo}`, { token })).status).toBe('completed');
    expect(await grantsOf(t, orderNo)).toBe(1);
    expect((await subscriptionOf(t, token)).entitlement?.expires_at).toBe(before);
  });
});
