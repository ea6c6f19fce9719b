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
