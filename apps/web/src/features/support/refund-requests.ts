/**
 * What the refund request form and My account need to know about refunds, kept free of React so it
 * is tested on its own.
 */
import type { Subscription } from '@kestrel/domain';

/** Payment states of an order that took money: what a refund can be about (docs/product.md §3 payment status). */
const TOOK_MONEY: ReadonlySet<Subscription['history'][number]['status']> = new Set(['paid', 'success', 'refunded']);

/**
 * The order number the form fills in for a signed-in buyer: their latest website payment that took
 * money. App store and third-party purchases are left out (their stores refund them, docs/product.md
 * §1), and so are failed payments; the API accepts only the account's own paid orders.
 */
export function lastPaidOrderNo(history: Subscription['history']): string | undefined {
  const paid = history.filter((payment) => payment.source === 'website' && TOOK_MONEY.has(payment.status));
  const latest = paid.reduce<(typeof paid)[number] | undefined>(
    (newest, payment) => (newest === undefined || Date.parse(payment.created_at) > Date.parse(newest.created_at) ? payment : newest),
    undefined,
  );
  return latest?.order_no;
}
