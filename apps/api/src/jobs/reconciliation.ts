/**
 * The payments reconciliation: at start and then every minute, open orders nobody has touched for
 * a while are checked with the provider and taken on as the order's state machine says (the orders
 * service's `reconcile`): completed when a crash or a lost notification left a capture unrecorded,
 * cancelled when abandoned, failed when they never reached the provider.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import { listStaleOpenOrders } from '../modules/payments/payments.repo';
import type { OrdersService } from '../modules/payments/payments.service';
import { every } from './periodic';

const MINUTE_MS = 60_000;
/** How often open payments are checked with the provider. */
const RECONCILE_INTERVAL_MS = MINUTE_MS;
/** Reconciliation leaves orders alone this long after their last change (the buyer may be paying). */
const RECONCILE_GRACE_MS = MINUTE_MS;
/** And looks back this far. */
const RECONCILE_LOOKBACK_MS = 7 * 24 * 60 * MINUTE_MS;

export interface ReconciliationDeps {
  db: Database;
  clock: Clock;
  orders: OrdersService;
}

/** One run over at most `limit` stale open orders; safe to run anywhere, any number of times at once. */
export async function reconcileOrders(
  deps: ReconciliationDeps,
  logger: Logger,
  limit = 100,
): Promise<{ checked: number; completed: number; closed: number }> {
  const now = deps.clock.now().getTime();
  const stale = await listStaleOpenOrders(deps.db, new Date(now - RECONCILE_GRACE_MS), new Date(now - RECONCILE_LOOKBACK_MS), limit);
  const result = { checked: 0, completed: 0, closed: 0 };
  for (const order of stale) {
    result.checked += 1;
    try {
      const after = await deps.orders.reconcile(order, logger);
      if (after.status === 'completed' && order.status !== 'completed') result.completed += 1;
      if ((after.status === 'cancelled' || after.status === 'failed') && after.status !== order.status) result.closed += 1;
    } catch (error) {
      logger.warn({ err: error, orderNo: order.orderNo }, 'reconciliation could not check an order');
    }
  }
  if (result.completed > 0 || result.closed > 0) logger.info(result, 'reconciliation changed orders');
  return result;
}

/** Runs the reconciliation now and every minute; returns the stop function. */
export function startReconciliation(deps: ReconciliationDeps & { logger: Logger }): () => Promise<void> {
  return every(RECONCILE_INTERVAL_MS, () => reconcileOrders(deps, deps.logger), {
    logger: deps.logger,
    name: 'reconciliation',
    runNow: true,
  });
}
