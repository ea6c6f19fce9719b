/** Helpers of the payment tests. */
import { count, eq } from 'drizzle-orm';
import { grants, orders } from '../db/schema';
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
