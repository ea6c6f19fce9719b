/**
 * Receipts through HTTP (docs/product.md §3 "Receipt"): the receipt endpoint answers only the
 * order's own buyer, and only for an order that took money; the receipt mail is queued once per
 * paid order, whatever replays a capture or a notification; and the checkout's order answer says
 * why an order can no longer be paid.
 */
import { BRAND, ENDPOINTS, pathOf, type Receipt } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, plans } from '../../db/schema';
import {
  ACCOUNT_TEST_ENV,
  call,
  createAccount,
  freshEmail,
  login,
  mailsTo,
  MINUTE,
  TestClock,
  type CallResult,
} from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { orderOf } from '../../test/payment-helpers';
import { testAppOfFile } from '../../test/test-db';
import { renderReceiptMail } from '../mail/mail.templates';

const clock = new TestClock('2025-01-15T12:00:00Z');
const t = await testAppOfFile({ env: ACCOUNT_TEST_ENV, clock });
const PASSWORD = 'Str0ng!pass';
const oneMonth = (await t.deps.database.db.select().from(plans)).find((plan) => plan.productId === 'v2.kestrel.vpn.premium.web.1m')!;

async function buyer(): Promise<{ email: string; token: string }> {
  const email = freshEmail('receipt');
  await createAccount(t, email, PASSWORD);
  return { email, token: await login(t, email, PASSWORD) };
}

const receiptOf = (token: string, orderNo: string, lang?: string) =>
  call(t, 'GET', `${pathOf(ENDPOINTS.receipt.path, { order_no: orderNo })}${lang ? `?lang=${lang}` : ''}`, { token });
const capture = (token: string, orderNo: string, key: string) =>
  call(t, 'POST', pathOf(ENDPOINTS.captureOrder.path, { order_no: orderNo }), { token, headers: { 'Idempotency-Key': key } });
const sandboxId = (order: CallResult) => decodeURIComponent(new URL(orderOf(order).approve_url!).pathname.split('/').pop()!);

/** An order of the 1-month plan, created by `token`'s buyer (not paid yet), from a checkout in `language` when given. */
async function newOrder(token: string, language?: string): Promise<CallResult> {
  const headers = language ? { 'Accept-Language': language } : undefined;
  const created = await call(t, 'POST', ENDPOINTS.createOrder.path, { token, body: { plan_id: oneMonth.id }, headers });
  expect(created.status).toBe(200);
  return created;
}

/** The buyer pays on the test checkout and closes the window: only the provider's APPROVED notification captures it. */
async function completedByNotification(order: CallResult): Promise<void> {
  const sandbox = t.deps.payments.sandbox!;
  await sandbox.approve(sandboxId(order));
  await sandbox.settled();
}

/** The buyer presses Pay on the test checkout, then Completed; returns the order number. */
async function paidOrder(token: string): Promise<string> {
  const created = await newOrder(token);
  const approved = await call(t, 'POST', pathOf(ENDPOINTS.sandboxApprove.path, { id: sandboxId(created) }), { token });
  expect(approved.status).toBe(200);
  await t.deps.payments.sandbox!.settled();
  const captured = await capture(token, orderOf(created).order_no, `first-${orderOf(created).order_no}`);
  expect(orderOf(captured).status).toBe('completed');
  return orderOf(created).order_no;
}

/** The receipt mails in `email`'s inbox (the outbox of the test app), in any language: every other mail there is a code. */
async function receiptMails(email: string) {
  return (await mailsTo(t, email)).filter((mail) => (mail.headers.subject ?? '').includes('KV'));
}

describe('GET web/orders/{order_no}/receipt', () => {
  it('answers the buyer every field of the receipt: order, plan, period, amount, date, PayPal reference, buyer, seller', async () => {
    const { email, token } = await buyer();
    const orderNo = await paidOrder(token);
    const res = await receiptOf(token, orderNo);
    expect(res.status).toBe(200);
    const receipt: Receipt = dataOf(ENDPOINTS.receipt, res.body);
    const [row] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(receipt).toEqual({
      order_no: orderNo,
      product_id: oneMonth.productId,
      gift_card: false,
      period_start: '2025-01-15T12:00:00.000Z',
      period_end: '2025-02-15T12:00:00.000Z',
      amount: 1199,
      currency: 'USD',
      paid_at: '2025-01-15T12:00:00.000Z',
      status: 'completed',
      provider: 'sandbox',
      provider_reference: row!.captureId,
      buyer_email: email,
      seller: { name: BRAND.name, legal_name: BRAND.legalName, website: BRAND.siteUrl, email: BRAND.supportEmail },
      test_mode: true,
    });
    expect(receipt.provider_reference).toMatch(/^SBXCAP-/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers another account’s order, and an unknown one, alike: 404', async () => {
    const owner = await buyer();
    const orderNo = await paidOrder(owner.token);
    const stranger = await buyer();
    const theirs = await receiptOf(stranger.token, orderNo);
    const unknown = await receiptOf(stranger.token, 'KV00000000000000000000');
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(failureOf(theirs.body)).toEqual(failureOf(unknown.body));
    // Not an order number at all: the path's format.
    expect((await receiptOf(stranger.token, 'nope')).status).toBe(400);
    // Signed out: no receipt of anyone's.
    expect((await call(t, 'GET', pathOf(ENDPOINTS.receipt.path, { order_no: orderNo }))).status).toBe(401);
  });

  it('refuses an order that took no money with a clear 409, in the caller’s language', async () => {
    const { token } = await buyer();
    const created = await newOrder(token);
    const res = await receiptOf(token, orderOf(created).order_no);
    expect(res.status).toBe(409);
    expect(failureOf(res.body)).toMatchObject({ code: 409, message: 'This order has not been paid, so it has no receipt.' });
    const german = await receiptOf(token, orderOf(created).order_no, 'de');
    expect(failureOf(german.body).message).toBe('Diese Bestellung wurde nicht bezahlt, daher gibt es keinen Zahlungsbeleg dafür.');
  });
});

describe('the receipt mail', () => {
  it('goes out once per paid order, however often the capture and the notification are replayed', async () => {
    const { email, token } = await buyer();
    const orderNo = await paidOrder(token);
    // Completed pressed again (a new key), the same key replayed, and the provider's notification resent.
    await capture(token, orderNo, 'again-1');
    await capture(token, orderNo, `first-${orderNo}`);
    const sandbox = t.deps.payments.sandbox!;
    const [row] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const event = JSON.stringify({
      id: `WH-REPLAY-${orderNo}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: row!.captureId,
        status: 'COMPLETED',
        amount_minor: 1199,
        currency: 'USD',
        supplementary_data: { related_ids: { order_id: row!.providerOrderId } },
      },
    });
    const notified = await t.app.request(ENDPOINTS.paymentNotification.path.replace('{provider}', 'sandbox'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': await sandbox.sign(event) },
      body: event,
    });
    expect(notified.status).toBe(200);

    const mails = await receiptMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers.subject).toBe(`Your ${BRAND.name} receipt for order ${orderNo}`);
    for (const line of [orderNo, `${BRAND.name} Premium, Monthly`, '$11.99 (USD)', row!.captureId!, BRAND.legalName, email]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).toContain('2025-01-15 PM 12:00:00 UTC to 2025-02-15 PM 12:00:00 UTC');
    // The receipt page, in the buyer's language, and the test-mode line of a test order.
    expect(mail!.text).toContain(`/myAccount/receipt/${orderNo}`);
    expect(mail!.text).toContain('Test mode:');
  });

  it('is written in the language the buyer ordered in when the provider’s notification completes the order', async () => {
    const { email, token } = await buyer();
    // The checkout in German; then the buyer pays and closes the window: only the notification completes it.
    const created = await newOrder(token, 'de');
    const { order_no: orderNo } = orderOf(created);
    const [stored] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(stored!.language).toBe('de');
    await completedByNotification(created);
    expect((await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status).toBe('completed');

    const mails = await receiptMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe(`Ihr ${BRAND.name}-Zahlungsbeleg zur Bestellung ${orderNo}`);
    expect(mails[0]!.text).toContain(`/de/myAccount/receipt/${orderNo}`);
  });

  it('is in English for an order from before orders kept their language, completed by the notification', async () => {
    const { email, token } = await buyer();
    const created = await newOrder(token, 'ja');
    const { order_no: orderNo } = orderOf(created);
    // What migration 0007 left on older rows (accounts keep no language to fall back on).
    await t.deps.database.db.update(orders).set({ language: null }).where(eq(orders.orderNo, orderNo));
    await completedByNotification(created);
    const mails = await receiptMails(email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual([`Your ${BRAND.name} receipt for order ${orderNo}`]);
  });

  it('is nothing for an order that was never paid', async () => {
    const { email, token } = await buyer();
    const created = await newOrder(token);
    await call(t, 'POST', pathOf(ENDPOINTS.cancelOrder.path, { order_no: orderOf(created).order_no }), { token });
    expect(await receiptMails(email)).toHaveLength(0);
  });

  it('is written in the buyer’s language, with the page in that language', async () => {
    const mail = await renderReceiptMail({
      language: 'de',
      testMode: false,
      planName: '1 Monat',
      url: 'https://www.kestrelvpn.example/de/myAccount/receipt/KV0123456789ABCDEF0123',
      receipt: {
        order_no: 'KV0123456789ABCDEF0123',
        product_id: oneMonth.productId,
        gift_card: false,
        period_start: '2025-01-15T12:00:00.000Z',
        period_end: '2025-02-15T12:00:00.000Z',
        amount: 1199,
        currency: 'USD',
        paid_at: '2025-01-15T12:00:00.000Z',
        status: 'completed',
        provider: 'paypal',
        provider_reference: '3C679366HH908993F',
        buyer_email: 'ada@example.com',
        seller: { name: BRAND.name, legal_name: BRAND.legalName, website: BRAND.siteUrl, email: BRAND.supportEmail },
        test_mode: false,
      },
    });
    expect(mail.subject).toBe(`Ihr ${BRAND.name}-Zahlungsbeleg zur Bestellung KV0123456789ABCDEF0123`);
    expect(mail.text).toContain('Bestellnummer');
    expect(mail.text).toContain('PayPal 3C679366HH908993F');
    expect(mail.text).not.toContain('Test mode');
    expect(mail.html).toContain('lang="de"');
  });
});

describe('why an order can no longer be paid (the checkout’s Completed)', () => {
  it('says cancelled after Cancel, expired after the approval link ran out, and nothing while payable', async () => {
    const { token } = await buyer();
    const open = await newOrder(token);
    expect(orderOf(open).closed_reason).toBeNull();
    const cancelled = await call(t, 'POST', pathOf(ENDPOINTS.cancelOrder.path, { order_no: orderOf(open).order_no }), { token });
    expect(orderOf(cancelled)).toMatchObject({ status: 'cancelled', closed_reason: 'cancelled', approve_url: null });

    const other = await buyer();
    const stale = await newOrder(other.token);
    // Three hours and a minute later, before the reconciliation has cancelled it: expired, no approval link.
    const lateBy = (3 * 60 + 1) * MINUTE;
    clock.advance(lateBy);
    try {
      const read = await call(t, 'GET', pathOf(ENDPOINTS.order.path, { order_no: orderOf(stale).order_no }), { token: other.token });
      expect(orderOf(read)).toMatchObject({ status: 'created', closed_reason: 'expired', approve_url: null });
    } finally {
      clock.advance(-lateBy);
    }
  });
});
