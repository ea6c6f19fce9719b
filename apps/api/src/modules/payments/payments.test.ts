import { addInterval, ENDPOINTS, isGiftProduct } from '@kestrel/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../../adapters/payments/sandbox';
import { paymentEvents, plans } from '../../db/schema';
import { ACCOUNT_TEST_ENV, call, createAccount, freshEmail, login, MINUTE, TestClock, type CallResult } from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { grantsOf, orderOf, subscriptionOf } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-db';
import { withIdempotency } from './payments.idempotency';

const PAY = '/api/mms/payment/v1';
const PASSWORD = 'Str0ng!pass';
const CHINA_IP = '114.114.114.114';

let t: TestApp;
const clock = new TestClock('2025-01-15T12:00:00Z');
let planIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNT_TEST_ENV, clock });
  const rows = await t.deps.database.db.select().from(plans);
  planIds = Object.fromEntries(
    rows.filter((row) => !isGiftProduct(row.productId)).map((row) => [row.productId.split('.').slice(5).join('.'), row.id]),
  );
});

afterAll(() => t.close());

async function buyer(): Promise<string> {
  const email = freshEmail('buyer');
  await createAccount(t, email, PASSWORD);
  return login(t, email, PASSWORD);
}

const createOrder = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}, ip?: string) =>
  call(t, 'POST', `${PAY}/web/orders`, { token, body, headers, ...(ip ? { ip } : {}) });
const capture = (token: string, orderNo: string, headers: Record<string, string> = {}) =>
  call(t, 'POST', `${PAY}/web/orders/${orderNo}/capture`, { token, headers });
const status = (token: string, orderNo: string) => call(t, 'GET', `${PAY}/web/orders/${orderNo}`, { token });
const sandboxId = (order: CallResult) => decodeURIComponent(new URL(orderOf(order).approve_url!).pathname.split('/').pop()!);
/** The buyer (signed in as `token`) presses Pay on the sandbox page; returns once its notifications have been delivered. */
async function approve(order: CallResult, token: string) {
  const res = await call(t, 'POST', `${PAY}/sandbox/orders/${sandboxId(order)}/approve`, { token });
  await t.deps.payments.sandbox!.settled();
  return res;
}

describe('plans state', () => {
  it('answers the campaigns, the banner texts in the caller’s language and a channel’s plans', async () => {
    const res = await call(t, 'GET', `${PAY}/providers/plans?lang=de`);
    expect(res.status).toBe(200);
    const state = dataOf(ENDPOINTS.plans, res.body);
    expect(state.activity_info_map['promo-24m-65']).toEqual({
      key: 'promo-24m-65',
      product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
      plan_id: planIds['24m.off65'],
      discount_percent: 65,
      starts_at: '2024-03-25T03:00:00.000Z',
      ends_at: '2024-04-07T03:00:00.000Z',
      money_back_days: 7,
      active: false,
    });
    expect(state.texts.default).toContain('4,17');
    expect(state.texts.current).toBe(state.texts.default);
    expect(state.spec_plans).toEqual({});

    await t.deps.database.db.insert(plans).values({
      productId: 'v2.kestrel.vpn.premium.partner.12m.off60',
      priceMinor: 5755,
      sortOrder: 5,
      channel: 'bd1117',
      expiresAt: new Date('2025-02-01T00:00:00Z'),
    });
    const channel = dataOf(ENDPOINTS.plans, (await call(t, 'GET', `${PAY}/providers/plans?channel=bd1117`)).body);
    expect(channel.plans).toHaveLength(4);
    expect(channel.spec_plans.bd1117!.plans.map((p) => p.product_id)).toEqual(['v2.kestrel.vpn.premium.partner.12m.off60']);
    expect(channel.spec_plans.bd1117!.expires_at).toBe('2025-02-01T00:00:00.000Z');
  });

  it('names the running campaign in `current` while its window is open, and stops the moment it closes', async () => {
    const duringClock = new TestClock('2024-04-07T02:59:58Z');
    const during = await createTestApp({ env: ACCOUNT_TEST_ENV, clock: duringClock });
    try {
      const plansState = async () => dataOf(ENDPOINTS.plans, (await call(during, 'GET', `${PAY}/providers/plans`)).body);
      const open = await plansState();
      expect(open.activity_info_map['promo-24m-65']!.active).toBe(true);
      expect(open.texts.current).toBe('65% off the 24-month plan: about $4.17 a month, with a 7-day money-back guarantee.');
      duringClock.advance(2_000); // the window's end, well within the cache's lifetime
      const after = await plansState();
      expect(after.activity_info_map['promo-24m-65']!.active).toBe(false);
      expect(after.texts.current).toBe(after.texts.default);
    } finally {
      await during.close();
    }
  });
});

describe('checkout with the sandbox provider', () => {
  it('create → approve on the sandbox page → premium for the plan’s time, with the order in the history', async () => {
    const token = await buyer();
    const created = await createOrder(token, { plan_id: planIds['24m.off65'], payer_email: 'payer@example.com' });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(200);
    const orderNo = orderOf(created).order_no;
    expect(orderOf(created)).toMatchObject({
      product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
      amount: 9999,
      currency: 'USD',
      status: 'created',
      test_mode: true,
    });
    expect(orderOf(created).approve_url).toMatch(/^http:\/\/localhost:3000\/sandbox-pay\/SBX-[0-9A-F]{24}$/);

    const page = await call(t, 'GET', `${PAY}/sandbox/orders/${sandboxId(created)}`, { token });
    expect(dataOf(ENDPOINTS.sandboxOrder, page.body)).toMatchObject({
      amount: 9999,
      status: 'CREATED',
      payer_email: 'payer@example.com',
      description: 'Kestrel VPN Premium: 2 years',
    });

    const approved = await approve(created, token);
    expect(approved.status).toBe(200);
    expect(approved.body.code).toBe(200);
    expect(dataOf(ENDPOINTS.sandboxApprove, approved.body).redirect_url).toBe(`http://localhost:3000/paystatus/paypal?order=${orderNo}`);

    // The APPROVED notification captured it already; the buyer's Completed answers the same.
    const done = await capture(token, orderNo);
    expect(done.status).toBe(200);
    expect(done.body.code).toBe(200);
    const premiumUntil = addInterval(clock.now(), 24, 'MONTH').toISOString();
    expect(orderOf(done)).toMatchObject({
      status: 'completed',
      payment_status: 'success',
      premium_until: premiumUntil,
      approve_url: null,
    });

    const sub = await subscriptionOf(t, token);
    expect(sub.plan).toBe('premium');
    expect(sub.entitlement).toEqual({
      source: 'website',
      product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
      expires_at: premiumUntil,
      auto_renew: false,
      test_mode: true,
    });
    expect(sub.history).toEqual([
      {
        order_no: orderNo,
        product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
        amount: 9999,
        currency: 'USD',
        status: 'success',
        created_at: clock.now().toISOString(),
        source: 'website',
        test_mode: true,
      },
    ]);
    const profile = await call(t, 'GET', '/api/mms/account/v1/web/profile', { token });
    expect(dataOf(ENDPOINTS.profile, profile.body)).toMatchObject({ plan: 'premium', premium_until: premiumUntil });
  });

  it('lets only the order’s own buyer see, approve or cancel it at the test checkout', async () => {
    const token = await buyer();
    const created = await createOrder(token, { plan_id: planIds['24m.off65'] });
    const page = `${PAY}/sandbox/orders/${sandboxId(created)}`;
    const stranger = await buyer();
    for (const [method, path] of [
      ['GET', page],
      ['POST', `${page}/approve`],
      ['POST', `${page}/cancel`],
    ] as const) {
      // Signed out: the approve step was the whole attack (create, approve, capture: premium for free).
      const anonymous = await call(t, method, path);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 401]);
      // Another account: answered like an unknown order, so ids cannot be probed.
      expect(await call(t, method, path, { token: stranger })).toMatchObject({
        status: 404,
        body: { code: 404, message: 'Order not found' },
      });
    }
    await t.deps.payments.sandbox!.settled();
    expect(orderOf(await status(token, orderOf(created).order_no)).status).toBe('created');
    expect(await subscriptionOf(t, token)).toMatchObject({ plan: 'free', entitlement: null });
    const approved = await approve(created, token);
    expect(approved.status).toBe(200);
    expect(approved.body.code).toBe(200);
    expect((await subscriptionOf(t, token)).plan).toBe('premium');
  });

  it('Completed before paying says so and changes nothing; the cancel path closes the order', async () => {
    const token = await buyer();
    const created = await createOrder(token, { plan_id: planIds['1m'] });
    const orderNo = orderOf(created).order_no;
    const early = await capture(token, orderNo);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 40902,
      message: 'We have not received your payment yet. Finish paying in the PayPal window, then press Completed.',
      key: 'errors.paymentPending',
    });
    expect(orderOf(await status(token, orderNo)).status).toBe('created');

    const cancelledAtSandbox = await call(t, 'POST', `${PAY}/sandbox/orders/${sandboxId(created)}/cancel`, { token });
    expect(dataOf(ENDPOINTS.sandboxCancel, cancelledAtSandbox.body).redirect_url).toContain('cancelled=1');
    const cancelled = await call(t, 'POST', `${PAY}/web/orders/${orderNo}/cancel`, { token });
    expect(orderOf(cancelled).status).toBe('cancelled');
    const late = await capture(token, orderNo);
    expect(late.status).toBe(400);
    expect(failureOf(late.body).message).toBe('This order can no longer be paid. Please choose your plan again.');
    expect(await subscriptionOf(t, token)).toMatchObject({ plan: 'free', entitlement: null, history: [] });
  });

  it('refuses bad input with 400 and the PayPal email message, in the caller’s language', async () => {
    const token = await buyer();
    const bad = await createOrder(token, { plan_id: planIds['1m'], payer_email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(failureOf(bad.body).message).toBe('Invalid Email provide!');
    expect((await createOrder(token, { plan_id: 999_999 })).body).toEqual({
      code: 400,
      message: 'This plan is no longer available. Please choose another plan.',
      key: 'errors.planUnavailable',
    });
    expect((await createOrder(token, { plan_id: 'x' })).status).toBe(400);
    expect((await call(t, 'GET', `${PAY}/web/orders/nope`, { token })).status).toBe(400);
    // The amount is the server's: a client-sent amount is ignored.
    const priced = await createOrder(token, { plan_id: planIds['1m'], amount: 1 });
    expect(orderOf(priced).amount).toBe(1199);
  });

  it('needs a session and keeps orders private to their account', async () => {
    const owner = await buyer();
    const created = await createOrder(owner, { plan_id: planIds['6m.off33'] });
    expect((await call(t, 'POST', `${PAY}/web/orders`, { body: { plan_id: planIds['1m'] } })).status).toBe(401);
    const other = await buyer();
    expect((await status(other, orderOf(created).order_no)).status).toBe(404);
    expect((await capture(other, orderOf(created).order_no)).status).toBe(404);
  });

  it('refuses buyers in China on the server (451, docs/product.md §5 message, localized)', async () => {
    const token = await buyer();
    const res = await createOrder(token, { plan_id: planIds['1m'] }, {}, CHINA_IP);
    expect(res.status).toBe(451);
    expect(failureOf(res.body).message).toBe('Due to policy, this service is not available in China. Thank you for your understanding!');
    const de = await createOrder(token, { plan_id: planIds['1m'] }, { 'Accept-Language': 'de' }, CHINA_IP);
    expect(failureOf(de.body).message).not.toBe(failureOf(res.body).message);
    expect((await subscriptionOf(t, token)).history).toEqual([]);
  });

  it('a purchased plan cannot be bought again; another plan upgrades and adds its time', async () => {
    const token = await buyer();
    const first = await createOrder(token, { plan_id: planIds['12m.off50'] });
    await approve(first, token);
    expect(orderOf(await status(token, orderOf(first).order_no)).status).toBe('completed');

    const again = await createOrder(token, { plan_id: planIds['12m.off50'] });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 40011,
      message: 'The plan had purchased. You can upgrade the new plan.',
      key: 'errors.planPurchased',
    });

    const upgrade = await createOrder(token, { plan_id: planIds['24m.off65'] });
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.code).toBe(200);
    await approve(upgrade, token);
    const sub = await subscriptionOf(t, token);
    expect(sub.entitlement!.expires_at).toBe(addInterval(addInterval(clock.now(), 12, 'MONTH'), 24, 'MONTH').toISOString());
    expect(sub.history.map((h) => h.status)).toEqual(['success', 'success']);
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key answers the first order; with other parameters it is refused', async () => {
    const token = await buyer();
    const key = { 'Idempotency-Key': 'checkout-attempt-1' };
    const first = await createOrder(token, { plan_id: planIds['1m'] }, key);
    const replay = await createOrder(token, { plan_id: planIds['1m'] }, key);
    expect(orderOf(replay).order_no).toBe(orderOf(first).order_no);
    const other = await createOrder(token, { plan_id: planIds['6m.off33'] }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe(42201);
    expect((await createOrder(token, { plan_id: planIds['1m'] }, { 'Idempotency-Key': 'has space' })).status).toBe(400);
  });

  it('a key whose first request died with its process is taken over after 5 minutes, not refused until it expires', async () => {
    const accountId = await createAccount(t, freshEmail('crashed'), PASSWORD);
    const first = { accountId, scope: 'create', key: 'died-with-the-process', request: { plan_id: 1 }, now: clock.now() };
    // The first request never finishes: its process was killed with the key reserved.
    void withIdempotency(t.deps.database.db, first, () => new Promise<never>(() => {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replay = (minutes: number) =>
      withIdempotency(t.deps.database.db, { ...first, now: new Date(clock.now().getTime() + minutes * MINUTE) }, async () => 'ran again');
    await expect(replay(4)).rejects.toMatchObject({ status: 409, code: 40901 });
    expect(await replay(5.5)).toEqual({ value: 'ran again', replayed: false });
    expect(await replay(6)).toEqual({ value: 'ran again', replayed: true });
    await expect(
      withIdempotency(
        t.deps.database.db,
        { ...first, request: { plan_id: 2 }, now: new Date(clock.now().getTime() + 60 * MINUTE) },
        async () => 'x',
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('a second Buy without a key reuses the order waiting for the buyer', async () => {
    const token = await buyer();
    const a = await createOrder(token, { plan_id: planIds['6m.off33'] });
    const b = await createOrder(token, { plan_id: planIds['6m.off33'] });
    expect(orderOf(b).order_no).toBe(orderOf(a).order_no);
    const otherPlan = await createOrder(token, { plan_id: planIds['1m'] });
    expect(orderOf(otherPlan).order_no).not.toBe(orderOf(a).order_no);
  });

  it('100 concurrent captures grant once', async () => {
    const token = await buyer();
    const created = await createOrder(token, { plan_id: planIds['6m.off33'] });
    // The APPROVED notification (delivered in the background) races with the captures below.
    await t.deps.payments.sandbox!.approve(sandboxId(created));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => capture(token, orderOf(created).order_no, i % 2 ? { 'Idempotency-Key': `cap-${i % 10}` } : {})),
    );
    await t.deps.payments.sandbox!.settled();
    const completed = results.filter((r) => r.status === 200 && orderOf(r).status === 'completed');
    // The rest are replays of a key still in progress (409, retry later); nothing fails.
    expect(results.every((r) => (r.status === 200 && r.body.code === 200) || (r.status === 409 && r.body.code === 40901))).toBe(true);
    expect(completed.length).toBeGreaterThanOrEqual(50);
    expect(await grantsOf(t, orderOf(created).order_no)).toBe(1);
    expect((await subscriptionOf(t, token)).entitlement!.expires_at).toBe(addInterval(clock.now(), 6, 'MONTH').toISOString());
  });
});

describe('notifications', () => {
  async function approvedOrder() {
    const token = await buyer();
    const created = await createOrder(token, { plan_id: planIds['1m'] });
    const sandbox = t.deps.payments.sandbox!;
    await sandbox.approve(sandboxId(created));
    await sandbox.settled(); // its notification captured the order
    return { token, created, sandbox };
  }

  const post = (rawBody: string, signature: string) =>
    t.app.request(`${PAY}/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body: rawBody,
    });

  it('100 concurrent deliveries of one notification, and of twins with other ids, grant once', async () => {
    const { token, created, sandbox } = await approvedOrder();
    const remote = await sandbox.getOrder(sandboxId(created));
    const event = (id: string) =>
      JSON.stringify({
        id,
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {
          id: remote.capture!.id,
          status: 'COMPLETED',
          amount_minor: 1199,
          currency: 'USD',
          supplementary_data: { related_ids: { order_id: remote.id } },
        },
      });
    const same = event('WH-SAME');
    const signedSame = await sandbox.sign(same);
    const bodies = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const body = i % 2 ? same : event(`WH-TWIN-${i}`);
        return post(body, body === same ? signedSame : await sandbox.sign(body));
      }),
    );
    expect(bodies.every((res) => res.status === 200)).toBe(true);
    expect(await grantsOf(t, orderOf(created).order_no)).toBe(1);
    expect((await subscriptionOf(t, token)).entitlement!.expires_at).toBe(addInterval(clock.now(), 1, 'MONTH').toISOString());
  });

  it('a bad signature is refused and nothing is recorded or changed', async () => {
    const token = await buyer();
    const created = await createOrder(token, { plan_id: planIds['1m'] });
    const sandbox = t.deps.payments.sandbox!;
    const before = await t.deps.database.db.select({ n: count() }).from(paymentEvents);
    const forged = JSON.stringify({
      id: 'WH-FORGED',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: sandboxId(created), status: 'APPROVED' },
    });
    for (const signature of ['', 'x', await sandbox.sign(`${forged} `)]) {
      const res = await post(forged, signature);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, message: 'Invalid notification signature' });
    }
    expect(await t.deps.database.db.select({ n: count() }).from(paymentEvents)).toEqual(before);
    expect(orderOf(await status(token, orderOf(created).order_no)).status).toBe('created');
    expect((await t.app.request(`${PAY}/webhooks/paypal`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('a refund notification takes the time back and labels the payment Refunded', async () => {
    const { token, created, sandbox } = await approvedOrder();
    const remote = await sandbox.getOrder(sandboxId(created));
    const body = JSON.stringify({
      id: 'WH-REFUND-1',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND-1',
        status: 'COMPLETED',
        amount_minor: 1199,
        currency: 'USD',
        supplementary_data: { related_ids: { order_id: remote.id } },
      },
    });
    expect((await post(body, await sandbox.sign(body))).status).toBe(200);
    const sub = await subscriptionOf(t, token);
    expect(sub.plan).toBe('free');
    expect(sub.history.map((h) => h.status)).toEqual(['refunded']);
  });
});
