/** Helpers of the payment tests. */
import { ENDPOINTS, type Order, type Subscription } from '@kestrel/domain';
import { count, eq } from 'drizzle-orm';
import { grants, orders } from '../db/schema';
import { call, type CallResult } from './account-helpers';
import { dataOf } from './api-bodies';
import type { TestApp } from './test-db';

/** How many grants the order `orderNo` has: exactly one once paid, whatever raced for it. */
export async function grantsOf(t: TestApp, orderNo: string): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(grants)
    .innerJoin(orders, eq(orders.id, grants.orderId))
    .where(eq(orders.orderNo, orderNo));
  return row!.n;
}

/**
 * The order of an order answer: creating, reading, capturing and cancelling one all answer the
 * order schema (checked as GET web/orders/{order_no} answers it).
 */
export function orderOf(res: CallResult): Order {
  return dataOf(ENDPOINTS.order, res.body);
}

/** The subscription of the buyer signed in as `token`, as GET web/subscription_my answers it. */
export async function subscriptionOf(t: TestApp, token: string): Promise<Subscription> {
  return dataOf(ENDPOINTS.subscription, (await call(t, 'GET', ENDPOINTS.subscription.path, { token })).body);
}

/**
 * The test checkout's signed "capture refunded" notification of the paid order `orderNo`, as PayPal
 * sends PAYMENT.CAPTURE.REFUNDED; sent `times` times (a provider retries). Returns the statuses.
 */
export async function refundNotification(t: TestApp, orderNo: string, times = 1): Promise<number[]> {
  const [order] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new Error(`no order ${orderNo}`);
  const sandbox = t.deps.payments.sandbox!;
  const body = JSON.stringify({
    id: `WH-REFUND-${orderNo}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: `REFUND-${orderNo}`,
      status: 'COMPLETED',
      amount_minor: order.amountMinor,
      currency: order.currency,
      supplementary_data: { related_ids: { order_id: order.providerOrderId } },
    },
  });
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.request('/api/mms/payment/v1/webhooks/sandbox', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': await sandbox.sign(body) },
    });
    statuses.push(res.status);
  }
  return statuses;
}
