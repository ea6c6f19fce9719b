/**
 * Attribution and partner conversion notices through HTTP (docs/product.md §3 "Attribution"): a
 * sign-up and an order record the attribution their cookies carry; a paid order with a partner
 * click calls that network's postback URL (a local HTTP server here) exactly once, retrying with
 * backoff while the network fails; a refund sends the reversal.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS, pathOf } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, orders, partnerNotices, plans } from '../../db/schema';
import {
  ACCOUNT_TEST_ENV,
  call,
  createAccount,
  freshEmail,
  login,
  MINUTE,
  postWithCaptcha,
  requestCode,
  TestClock,
  type CallResult,
} from '../../test/account-helpers';
import { dataOf } from '../../test/api-bodies';
import { orderOf, refundNotification } from '../../test/payment-helpers';
import { testAppOfFile } from '../../test/test-db';

/** The partner network: records every call; answers `failures` calls with 503 first. */
const received: string[] = [];
let failures = 0;
const network: Server = createServer((request, response) => {
  received.push(request.url ?? '');
  response.statusCode = failures > 0 ? 503 : 200;
  if (failures > 0) failures -= 1;
  response.end('OK');
});
await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(network.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => network.close(() => resolve())));

const clock = new TestClock('2025-01-15T12:00:00Z');
const t = await testAppOfFile({
  clock,
  env: {
    ...ACCOUNT_TEST_ENV,
    POSTBACK_URL_CJ: `${base}/cj/sale?cid={click_id}&oid={order_no}&amount={amount}&currency={currency}&test={test}&src={utm_source}&term={utm_term}`,
    REVERSAL_URL_CJ: `${base}/cj/reversal?cid={click_id}&oid={order_no}`,
    POSTBACK_URL_ADMITAD: `${base}/admitad?uid={click_id}&order={order_no}`,
  },
});
const PASSWORD = 'Str0ng!pass';
const oneMonth = (await t.deps.database.db.select().from(plans)).find((plan) => plan.productId === 'v2.kestrel.vpn.premium.web.1m')!;
const PAY = '/api/mms/payment/v1';

beforeEach(() => {
  received.length = 0;
  failures = 0;
});

/** The cookies the site's proxy sets for a landing on /?utm_source=news&utm_campaign=winter&cjevent=CJ-1 (domain planLanding). */
function landingCookies(click = 'CJ-1', kind: 'cj_click' | 'admitad_uid' = 'cj_click'): string {
  const expiresAt = clock.now().getTime() + 45 * 86_400_000;
  const first = { utm: { utm_source: 'news' }, at: new Date(clock.now().getTime() - MINUTE).toISOString() };
  return [
    `${kind}=${click}`,
    `utm_tags=${encodeURIComponent(JSON.stringify({ utm_source: 'news', utm_campaign: 'winter', expiresAt }))}`,
    `first_touch=${encodeURIComponent(JSON.stringify(first))}`,
    'channel=spring',
  ].join('; ');
}

async function buyer(): Promise<string> {
  const email = freshEmail('partner');
  await createAccount(t, email, PASSWORD);
  return login(t, email, PASSWORD);
}

const sandboxId = (order: CallResult) => decodeURIComponent(new URL(orderOf(order).approve_url!).pathname.split('/').pop()!);

/** A 1-month order created with `cookie` and paid on the test checkout; returns its number. */
async function paidOrder(cookie: string | undefined): Promise<string> {
  const token = await buyer();
  const created = await call(t, 'POST', `${PAY}/web/orders`, {
    token,
    body: { plan_id: oneMonth.id },
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(created.status).toBe(200);
  await call(t, 'POST', `${PAY}/sandbox/orders/${sandboxId(created)}/approve`, { token });
  await t.deps.payments.sandbox!.settled();
  const orderNo = orderOf(created).order_no;
  // The buyer's own capture after the notification already captured it: a replay that must change nothing.
  const captured = await call(t, 'POST', pathOf(ENDPOINTS.captureOrder.path, { order_no: orderNo }), {
    token,
    headers: { 'Idempotency-Key': `k-${orderNo}` },
  });
  expect(orderOf(captured).status).toBe('completed');
  return orderNo;
}

const orderRow = async (orderNo: string) => (await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

describe('attribution recorded', () => {
  it('on a sign-up: first and last touch from the cookies', async () => {
    const email = freshEmail('signup');
    const code = await requestCode(t, email, 'signup');
    const res = await postWithCaptcha(
      t,
      ENDPOINTS.signup.path,
      { email, code, password: PASSWORD },
      { headers: { Cookie: landingCookies() } },
    );
    expect(res.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.attribution).toEqual({
      first: { utm: { utm_source: 'news' }, at: new Date(clock.now().getTime() - MINUTE).toISOString() },
      last: { utm: { utm_source: 'news', utm_campaign: 'winter' }, channel: 'spring', partner: { kind: 'cj', click: 'CJ-1' } },
    });
    expect(dataOf(ENDPOINTS.signup, res.body).token).toBeTruthy();
  });

  it('on an order, and nothing for a visitor who brought none', async () => {
    const token = await buyer();
    const withCookies = await call(t, 'POST', `${PAY}/web/orders`, {
      token,
      body: { plan_id: oneMonth.id },
      headers: { Cookie: landingCookies('CJ-7') },
    });
    expect((await orderRow(orderOf(withCookies).order_no)).attribution?.last.partner).toEqual({ kind: 'cj', click: 'CJ-7' });
    const other = await buyer();
    const plain = await call(t, 'POST', `${PAY}/web/orders`, { token: other, body: { plan_id: oneMonth.id } });
    expect((await orderRow(orderOf(plain).order_no)).attribution).toBeNull();
  });

  it('ignores forged attribution cookies', async () => {
    const token = await buyer();
    const cookie = 'cj_click=%3Cscript%3E; utm_tags=%7B%22utm_source%22%3A%22x%22%7D; first_touch=%00; channel=a%20b';
    const created = await call(t, 'POST', `${PAY}/web/orders`, { token, body: { plan_id: oneMonth.id }, headers: { Cookie: cookie } });
    expect(created.status).toBe(200);
    expect((await orderRow(orderOf(created).order_no)).attribution).toBeNull();
  });
});

describe('conversion notices', () => {
  it('a paid order with a partner click is reported once to that network, with its values', async () => {
    const orderNo = await paidOrder(landingCookies('CJ-42'));
    expect(await t.deps.partners.flush()).toEqual({ sent: 1, failed: 0 });
    expect(received).toEqual([`/cj/sale?cid=CJ-42&oid=${orderNo}&amount=11.99&currency=USD&test=1&src=news&term=`]);
    // Replays of the capture, a second flush and the sender loop report nothing more.
    await call(t, 'POST', pathOf(ENDPOINTS.captureOrder.path, { order_no: orderNo }), {
      token: await buyer(),
      headers: { 'Idempotency-Key': 'x' },
    });
    expect(await t.deps.partners.flush()).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('each network gets its own URL; an order without a click or with an unconfigured network none', async () => {
    await paidOrder(landingCookies('AD-9', 'admitad_uid'));
    await paidOrder(undefined);
    await paidOrder('cf_click=CF-1');
    await t.deps.partners.flush();
    expect(received).toEqual([expect.stringMatching(/^\/admitad\?uid=AD-9&order=/)]);
  });

  it('retries a failing network with backoff, then reports once', async () => {
    failures = 2;
    const orderNo = await paidOrder(landingCookies('CJ-R'));
    expect(await t.deps.partners.flush()).toEqual({ sent: 0, failed: 1 });
    // Not due again before its backoff (30 s after the first failure).
    expect(await t.deps.partners.flush()).toEqual({ sent: 0, failed: 0 });
    clock.advance(31_000);
    expect(await t.deps.partners.flush()).toEqual({ sent: 0, failed: 1 });
    clock.advance(61_000);
    expect(await t.deps.partners.flush()).toEqual({ sent: 1, failed: 0 });
    expect(received.filter((url) => url.includes(orderNo))).toHaveLength(3);
    const [row] = await t.deps.database.db
      .select()
      .from(partnerNotices)
      .where(eq(partnerNotices.orderId, (await orderRow(orderNo)).id));
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('a refunded order sends the reversal once', async () => {
    const orderNo = await paidOrder(landingCookies('CJ-REF'));
    await t.deps.partners.flush();
    expect(await refundNotification(t, orderNo, 2)).toEqual([200, 200]);
    expect((await orderRow(orderNo)).status).toBe('refunded');
    await t.deps.partners.flush();
    expect(received).toEqual([expect.stringContaining('/cj/sale?cid=CJ-REF'), `/cj/reversal?cid=CJ-REF&oid=${orderNo}`]);
  });
});
