/**
 * The payments reconciliation on a database of its own: it looks at every open order, so orders
 * other tests leave open (and the clock they move) would change what it finds.
 */
import { BRAND, ENDPOINTS, pathOf, type Order } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSandboxCheckout } from '../adapters/payments/sandbox';
import { orders, plans, sandboxOrders } from '../db/schema';
import { translate } from '../lib/i18n';
import { accountTestAppOfFile, call, createAccount, freshEmail, login, mailsTo, MINUTE, TestClock } from '../test/account-helpers';
import { grantsOf, orderOf, subscriptionOf } from '../test/payment-helpers';
import { reconcileOrders } from './reconciliation';

const clock = new TestClock('2025-01-15T12:00:00Z');
const reconcile = () => reconcileOrders({ db: t.deps.database.db, clock, orders: t.deps.orders }, t.deps.logger);

const t = await accountTestAppOfFile(clock);

/** A signed-in buyer with an order of the plan `productId`, made in `language`, waiting at the sandbox checkout. */
async function openOrder(productId: string, language = 'en'): Promise<{ email: string; token: string; order: Order }> {
  const email = freshEmail('buyer');
  await createAccount(t, email, 'Str0ng!pass');
  const token = await login(t, email, 'Str0ng!pass');
  const [plan] = await t.deps.database.db.select().from(plans).where(eq(plans.productId, productId));
  const created = await call(t, 'POST', ENDPOINTS.createOrder.path, {
    token,
    body: { plan_id: plan!.id },
    headers: { 'Accept-Language': language },
  });
  expect(created.body.code).toBe(200);
  return { email, token, order: orderOf(created) };
}

describe('reconciliation', () => {
  it('completes, exactly once, an order captured at the provider whose commit never happened', async () => {
    const { email, token, order } = await openOrder('v2.kestrel.vpn.premium.web.24m.off65', 'uk');
    const id = decodeURIComponent(new URL(order.approve_url!).pathname.split('/').pop()!);
    // The process dies between the provider's answer and our commit: the provider holds an
    // approved and captured order (no notification reached us), our order is still open.
    await t.deps.database.db.update(sandboxOrders).set({ status: 'APPROVED' }).where(eq(sandboxOrders.id, id));
    // A second sandbox on the same database whose notifications go nowhere: the capture happens, no word reaches us.
    const silent = createSandboxCheckout({ db: t.deps.database.db, clock, siteUrl: t.deps.config.siteUrl, notify: async () => {} });
    await silent.captureOrder(id, `capture-${order.order_no}`);
    expect((await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, order.order_no)))[0]!.status).toBe('created');

    expect(await reconcile()).toMatchObject({ completed: 0 }); // within the grace period: left alone
    clock.advance(2 * MINUTE);
    const runs = await Promise.all([reconcile(), reconcile(), reconcile()]);
    expect(runs.reduce((sum, run) => sum + run.completed, 0)).toBeGreaterThanOrEqual(1);
    expect(await grantsOf(t, order.order_no)).toBe(1);
    expect((await reconcile()).completed).toBe(0);
    const sub = await subscriptionOf(t, token);
    expect(sub.plan).toBe('premium');
    expect(sub.history).toHaveLength(1);
    // The receipt mail, once, in the language the buyer ordered in, though no request of theirs completed it.
    const receipts = (await mailsTo(t, email)).filter((mail) => (mail.headers.subject ?? '').includes(order.order_no));
    expect(receipts.map((mail) => mail.headers.subject)).toEqual([
      translate('uk', 'receipt.email.subject', { brand: BRAND.name, orderNo: order.order_no }),
    ]);
  });

  it('cancels orders abandoned for more than 3 hours', async () => {
    const { token, order } = await openOrder('v2.kestrel.vpn.premium.web.1m');
    clock.advance(3 * 60 * MINUTE + MINUTE);
    await reconcile();
    expect(orderOf(await call(t, 'GET', pathOf(ENDPOINTS.order.path, { order_no: order.order_no }), { token })).status).toBe('cancelled');
  });
});
