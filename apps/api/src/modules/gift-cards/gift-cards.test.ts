/**
 * Gift cards through HTTP (docs/product.md §3 "Gift cards"): bought like a plan, for someone on a
 * chosen day or for oneself; the code shown once to the buyer and mailed (on the delivery day,
 * clock injected); redeemed once, also under 50 concurrent attempts; wrong codes answered
 * clearly and limited; a refund voids a card not yet redeemed.
 */
import { checkGiftCode, ENDPOINTS, pathOf, type GiftCard } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import {
  ACCOUNT_TEST_ENV,
  call,
  createAccount,
  DAY,
  freshEmail,
  login,
  mailsTo,
  TestClock,
  type CallResult,
} from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { orderOf, refundNotification, subscriptionOf } from '../../test/payment-helpers';
import { testAppOfFile } from '../../test/test-db';

const clock = new TestClock('2026-11-20T10:00:00Z');
const t = await testAppOfFile({ env: ACCOUNT_TEST_ENV, clock });
const PASSWORD = 'Str0ng!pass';
const rows = await t.deps.database.db.select().from(plans);
const gift12 = rows.find((plan) => plan.productId === 'v2.kestrel.vpn.gift.web.12m')!;
const premium1 = rows.find((plan) => plan.productId === 'v2.kestrel.vpn.premium.web.1m')!;
const PAY = '/api/mms/payment/v1';

async function account(label: string): Promise<{ email: string; token: string }> {
  const email = freshEmail(label);
  await createAccount(t, email, PASSWORD);
  return { email, token: await login(t, email, PASSWORD) };
}

const buy = (token: string, body: Record<string, unknown>, key?: string) =>
  call(t, 'POST', ENDPOINTS.createGiftOrder.path, { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const codeOf = (token: string, orderNo: string) => call(t, 'GET', pathOf(ENDPOINTS.giftCode.path, { order_no: orderNo }), { token });
const redeem = (token: string, code: string, ip?: string) =>
  call(t, 'POST', ENDPOINTS.redeemGift.path, { token, body: { code }, ...(ip ? { ip } : {}) });
const cardsOf = async (token: string): Promise<GiftCard[]> =>
  dataOf(ENDPOINTS.giftCards, (await call(t, 'GET', ENDPOINTS.giftCards.path, { token })).body).cards;

/** Pays an order on the test checkout, as the buyer does. */
async function pay(token: string, created: CallResult): Promise<string> {
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = orderOf(created);
  const sandboxId = decodeURIComponent(new URL(order.approve_url!).pathname.split('/').pop()!);
  await call(t, 'POST', `${PAY}/sandbox/orders/${sandboxId}/approve`, { token });
  await t.deps.payments.sandbox!.settled();
  const captured = await call(t, 'POST', pathOf(ENDPOINTS.captureOrder.path, { order_no: order.order_no }), { token });
  expect(orderOf(captured).status).toBe('completed');
  return order.order_no;
}

/** A paid 12-month card for the buyer; returns its code as shown after payment. */
async function paidCard(token: string, body: Record<string, unknown> = {}): Promise<{ orderNo: string; code: string }> {
  const orderNo = await pay(token, await buy(token, { plan_id: gift12.id, ...body }));
  const shown = await codeOf(token, orderNo);
  expect(shown.status).toBe(200);
  return { orderNo, code: dataOf(ENDPOINTS.giftCode, shown.body).code };
}

describe('gift products', () => {
  it('are listed on their own, and never as plans', async () => {
    const listed = dataOf(ENDPOINTS.giftPlans, (await call(t, 'GET', ENDPOINTS.giftPlans.path)).body).plans;
    expect(listed.map((plan) => [plan.product_id, plan.price])).toEqual([
      ['v2.kestrel.vpn.gift.web.1m', 1199],
      ['v2.kestrel.vpn.gift.web.12m', 7188],
      ['v2.kestrel.vpn.gift.web.24m', 9999],
    ]);
    const state = dataOf(ENDPOINTS.plans, (await call(t, 'GET', ENDPOINTS.plans.path)).body);
    expect(state.plans.map((plan) => plan.product_id).filter((id) => id.includes('.gift.'))).toEqual([]);
  });

  it('cannot be bought as a plan, nor a plan as a gift; a bad delivery day creates nothing', async () => {
    const { token } = await account('mixup');
    expect(failureOf((await call(t, 'POST', ENDPOINTS.createOrder.path, { token, body: { plan_id: gift12.id } })).body).key).toBe(
      'errors.planUnavailable',
    );
    expect(failureOf((await buy(token, { plan_id: premium1.id })).body).key).toBe('errors.planUnavailable');
    for (const deliver_on of ['2026-11-19', '2027-11-21', '2026-02-30', 'tomorrow']) {
      const refused = await buy(token, { plan_id: gift12.id, recipient_email: 'friend@example.com', deliver_on });
      expect(refused.status, deliver_on).toBe(400);
      expect(failureOf(refused.body).key).toBe('validation.giftDeliveryDate');
    }
    const tooLong = await buy(token, { plan_id: gift12.id, message: 'x'.repeat(501) });
    expect(failureOf(tooLong.body).key).toBe('validation.giftText');
    expect(await cardsOf(token)).toEqual([]);
  });
});

describe('gift orders per account', () => {
  it('are limited to 10 an hour: each one mails the buyer’s words to an address of their choosing', async () => {
    const { token } = await account('bulk');
    for (let i = 0; i < 10; i++) expect((await buy(token, { plan_id: gift12.id, recipient_email: `r${i}@example.com` })).status).toBe(200);
    const refused = await buy(token, { plan_id: gift12.id, recipient_email: 'r10@example.com' });
    expect(refused.status).toBe(429);
    expect(failureOf(refused.body).key).toBe('errors.tooManyAttempts');
  });
});

describe('a gift for someone, delivered on a chosen day', () => {
  it('shows the code once, mails it on the day, and redeems it once for another account', async () => {
    const buyer = await account('giver');
    const friend = freshEmail('friend');
    const created = await buy(
      buyer.token,
      {
        plan_id: gift12.id,
        recipient_email: friend,
        sender_name: 'Sam',
        message: 'Happy birthday!\nSee you soon',
        recipient_language: 'de',
        deliver_on: '2026-11-23',
      },
      'gift-1',
    );
    expect(orderOf(created).product_id).toBe(gift12.productId);
    // Paying the same request again (a retry) is the same order.
    expect(
      orderOf(
        await buy(
          buyer.token,
          {
            plan_id: gift12.id,
            recipient_email: friend,
            sender_name: 'Sam',
            message: 'Happy birthday!\nSee you soon',
            recipient_language: 'de',
            deliver_on: '2026-11-23',
          },
          'gift-1',
        ),
      ).order_no,
    ).toBe(orderOf(created).order_no);
    expect((await cardsOf(buyer.token))[0]).toMatchObject({ state: 'unpaid', code_end: null });

    const orderNo = await pay(buyer.token, created);
    const shown = await codeOf(buyer.token, orderNo);
    const { code } = dataOf(ENDPOINTS.giftCode, shown.body);
    expect(checkGiftCode(code).ok).toBe(true);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Once only.
    expect((await codeOf(buyer.token, orderNo)).status).toBe(410);
    expect(await cardsOf(buyer.token)).toEqual([
      expect.objectContaining({
        order_no: orderNo,
        state: 'unsent',
        recipient_email: friend,
        deliver_on: '2026-11-23',
        code_end: code.slice(-4),
      }),
    ]);
    // The buyer's receipt goes out at once, in the checkout's language: what was bought, not the code.
    const [receiptMail, ...moreToBuyer] = await mailsTo(t, buyer.email);
    expect(moreToBuyer).toEqual([]);
    expect(receiptMail?.headers.subject).toBe(`Your Kestrel VPN receipt for order ${orderNo}`);
    expect(receiptMail?.text).toContain('Your payment for a gift card went through.');
    expect(receiptMail?.text).toContain('1 year of Kestrel VPN Premium');
    expect(receiptMail?.text).toContain('Starts on the day the card’s code is redeemed');
    expect(receiptMail?.text).not.toContain(code);
    // Nothing reaches the friend before the day; on the day, the German mail with the code.
    expect(await mailsTo(t, friend)).toEqual([]);
    clock.advance(3 * DAY);
    const [mail] = await mailsTo(t, friend);
    expect(mail?.headers.subject).toContain('Sam');
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain('Happy birthday!');
    expect(mail?.text).toContain('/de/gift-card#redeem');
    expect((await cardsOf(buyer.token))[0]?.state).toBe('sent');

    const redeemer = await account('redeemer');
    const redeemed = await redeem(redeemer.token, code.toLowerCase().replaceAll('-', ' '));
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    const { expires_at } = dataOf(ENDPOINTS.redeemGift, redeemed.body);
    expect(expires_at.slice(0, 10)).toBe('2027-11-23');
    const subscription = await subscriptionOf(t, redeemer.token);
    expect(subscription.plan).toBe('premium');
    expect(subscription.entitlement?.expires_at).toBe(expires_at);

    const again = await redeem((await account('late')).token, code);
    expect(again.status).toBe(409);
    expect(failureOf(again.body)).toMatchObject({ key: 'errors.giftCodeUsed', message: 'This gift card has already been redeemed.' });
    expect((await cardsOf(buyer.token))[0]?.state).toBe('redeemed');
    // The buyer's own Premium is untouched: the card's time went to whoever redeemed it.
    expect((await subscriptionOf(t, buyer.token)).plan).toBe('free');
    // The buyer's receipt names the card, and no dates of the account that redeemed it.
    const receipt = await call(t, 'GET', pathOf(ENDPOINTS.receipt.path, { order_no: orderNo }), { token: buyer.token });
    expect(dataOf(ENDPOINTS.receipt, receipt.body)).toMatchObject({
      order_no: orderNo,
      product_id: gift12.productId,
      gift_card: true,
      period_start: null,
      period_end: null,
      amount: 7188,
      buyer_email: buyer.email,
    });
    expect((await call(t, 'GET', pathOf(ENDPOINTS.receipt.path, { order_no: orderNo }), { token: redeemer.token })).status).toBe(404);
  });

  it('for oneself, mails the code to the buyer at once', async () => {
    const buyer = await account('self');
    const { code } = await paidCard(buyer.token);
    const mails = await mailsTo(t, buyer.email);
    // The card's mail with its code, and the receipt without it (in either order).
    const receipt = mails.find((mail) => /^Your Kestrel VPN receipt for order /.test(mail.headers.subject ?? ''));
    expect(mails).toHaveLength(2);
    expect(receipt?.text).not.toContain(code);
    expect(mails.find((mail) => mail !== receipt)?.text).toContain(code);
    expect((await cardsOf(buyer.token))[0]).toMatchObject({ state: 'sent', recipient_email: null });
  });
});

describe('redeeming', () => {
  it('says what is wrong with a code, in the caller’s language, and counts only real misses', async () => {
    const { token } = await account('typo');
    const { code } = await paidCard(token);
    const swapped = code.slice(0, 1) + code.slice(2, 3) + code.slice(1, 2) + code.slice(3);
    const cases: Array<[string, number, string]> = [
      ['ABCD', 400, 'errors.giftCodeLength'],
      ['UUUU-UUUU-UUUU-UUUU', 400, 'errors.giftCodeCharacters'],
      // A NUL byte is refused by the input guard every request passes.
      ['\u0000', 400, 'errors.invalidCharacters'],
    ];
    if (swapped !== code && checkGiftCode(swapped).ok === false) cases.push([swapped, 400, 'errors.giftCodeMistyped']);
    for (const [input, status, key] of cases) {
      const res = await redeem(token, input);
      expect(res.status, input).toBe(status);
      expect(failureOf(res.body).key).toBe(key);
    }
    const german = await call(t, 'POST', ENDPOINTS.redeemGift.path, {
      token,
      body: { code: 'ABCD' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(failureOf(german.body).message).not.toBe(failureOf((await redeem(token, 'ABCD')).body).message);
    // A 2 MB body never reaches the rules.
    expect((await call(t, 'POST', ENDPOINTS.redeemGift.path, { token, body: { code: 'x'.repeat(2_000_000) } })).status).toBe(413);
  });

  it('limits unknown codes per account: the 11th in an hour waits', async () => {
    const { token } = await account('guesser');
    const { code } = await paidCard(token);
    const body = code.replaceAll('-', '').slice(0, 15);
    const unknown = [...'0123456789ABCDEFGHJKMNPQRSTVWXYZ']
      .map((c) => `${body.slice(0, 14)}${c}`)
      .flatMap((b) => [...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'].map((check) => b + check))
      .filter((candidate) => checkGiftCode(candidate).ok && candidate !== code.replaceAll('-', ''))
      .slice(0, 11);
    for (const [index, candidate] of unknown.entries()) {
      const res = await redeem(token, candidate);
      expect(res.status, `attempt ${index + 1}`).toBe(index < 10 ? 404 : 429);
    }
    expect(failureOf((await redeem(token, unknown[0]!)).body).key).toBe('errors.tooManyAttempts');
  });

  it('redeems a code once under 50 concurrent attempts from 10 accounts', async () => {
    const { token } = await account('popular');
    const { code } = await paidCard(token);
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => account(`rush${i}`).then((a) => a.token)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(tokens[i % 10]!, code)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(49);
    const premium = await Promise.all(tokens.map((tk) => subscriptionOf(t, tk)));
    expect(premium.filter((s) => s.plan === 'premium')).toHaveLength(1);
  });

  it('a refunded card can no longer be redeemed', async () => {
    const { token } = await account('refund');
    const { orderNo, code } = await paidCard(token);
    expect(await refundNotification(t, orderNo)).toEqual([200]);
    const refused = await redeem((await account('too-late')).token, code);
    expect(refused.status).toBe(409);
    expect(failureOf(refused.body).key).toBe('errors.giftCodeVoid');
    expect((await cardsOf(token))[0]?.state).toBe('void');
  });
});
