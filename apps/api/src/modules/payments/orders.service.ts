/**
 * Orders, captures, grants and the reconciliation (DESIGN.md "Money …"). Every state change of an
 * order happens in a transaction that holds the order's row lock, and a grant is keyed by the
 * order id, so any number of concurrent captures, notifications and reconciliation runs grant an
 * order's time once. Provider calls carry request ids derived from the order number, so retries
 * create and capture once at the provider too.
 */
import { randomBytes } from 'node:crypto';
import {
  BRAND,
  inLanguage,
  FINAL_ORDER_STATUSES,
  grantedUntil,
  parseProductId,
  paymentStatusOf,
  planDisplayKey,
  type CheckoutReturn,
  type LanguageCode,
  type Order,
  type Subscription,
} from '@kestrel/domain';
import type { Logger } from 'pino';
import {
  ProviderError,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderEvent,
} from '../../adapters/payments/provider';
import type { DbExecutor } from '../../db/executor';
import type { OrderRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { paymentErrors } from './payments.errors';
import { translate } from '../../lib/i18n';
import {
  findEntitlement,
  findGrant,
  findGrantOf,
  findOrderByCaptureId,
  findOrderByNo,
  findOrderByProviderId,
  completeOrder,
  insertEntitlementIfMissing,
  insertGrant,
  insertOrder,
  listAccountOrders,
  listStaleOpenOrders,
  lockEntitlement,
  lockOrder,
  markEventProcessed,
  readOrderCheck,
  recordEvent,
  setProviderOrder,
  updateOrder,
  setEntitlement,
  type NewOrder,
} from './orders.repo';

const MINUTE_MS = 60_000;
/** A second "Buy" within this time reuses the open order of the same plan instead of opening another. */
const REUSE_OPEN_ORDER_MS = 30 * MINUTE_MS;
/** PayPal's approval links live 3 hours; an order still unapproved after that is abandoned. */
const ABANDONED_AFTER_MS = 3 * 60 * MINUTE_MS;
/** Reconciliation leaves orders alone this long after their last change (the buyer may be paying). */
const RECONCILE_GRACE_MS = MINUTE_MS;
/** And looks back this far. */
const RECONCILE_LOOKBACK_MS = 7 * 24 * 60 * MINUTE_MS;
const HISTORY_LIMIT = 50;

export interface CreateOrderInput {
  planId: number;
  payerEmail: string | undefined;
  channel: string | undefined;
  returnTo: CheckoutReturn;
  language: LanguageCode;
  countryCode: string | undefined;
}

export type PaymentsDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'logger' | 'sessionCache'> & { provider: PaymentProvider };

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: PaymentsDeps) {
  const { provider, clock } = deps;
  const db = deps.database.db;

  /** Where the provider sends the buyer back: the website's status page or the Windows app's result page. */
  function returnUrls(orderNo: string, returnTo: CheckoutReturn, language: LanguageCode): { returnUrl: string; cancelUrl: string } {
    const page = returnTo === 'win' ? '/win-pay-result' : '/paystatus/paypal';
    const base = `${deps.config.siteUrl}${inLanguage(language, page)}?order=${encodeURIComponent(orderNo)}`;
    return { returnUrl: base, cancelUrl: `${base}&cancelled=1` };
  }

  function description(productId: string, language: LanguageCode): string {
    const parsed = parseProductId(productId);
    const name =
      translate(language, `pricing.intervals.${planDisplayKey(parsed.intervalUnit, parsed.interval)}.name`) ??
      translate(language, 'pricing.intervals.other.name', { unit: parsed.intervalUnit, count: parsed.interval });
    return `${BRAND.name} Premium: ${name ?? productId}`;
  }

  async function toOrder(row: OrderRow): Promise<Order> {
    const premiumUntil = row.status === 'completed' ? (grantedEnds.get(row) ?? (await findGrantOf(db, row.id))?.endsAt) : undefined;
    return {
      order_no: row.orderNo,
      plan_id: row.planId,
      product_id: row.productId,
      amount: row.amountMinor,
      currency: row.currency,
      status: row.status,
      payment_status: paymentStatusOf(row.status) ?? null,
      provider: row.provider,
      test_mode: row.testMode,
      approve_url: row.status === 'created' ? row.approveUrl : null,
      channel: row.channel,
      created_at: row.createdAt.toISOString(),
      premium_until: premiumUntil ? premiumUntil.toISOString() : null,
    };
  }

  async function ownOrder(accountId: number, orderNo: string): Promise<OrderRow> {
    const row = await findOrderByNo(db, orderNo);
    // Someone else's order answers like a missing one: order numbers must not be probed.
    if (!row || row.accountId !== accountId) throw paymentErrors.orderNotFound();
    return row;
  }

  // The premium end a grant of this request produced, so the answer needs no second read.
  const grantedEnds = new WeakMap<OrderRow, Date>();

  /** The account's entitlement, locked; created (expired) first when the account has none. */
  async function lockedEntitlement(tx: DbExecutor, accountId: number, now: Date) {
    const found = await lockEntitlement(tx, accountId);
    if (found) return found;
    await insertEntitlementIfMissing(tx, accountId, now);
    return (await lockEntitlement(tx, accountId))!;
  }

  /** Adds the order's time to the account's entitlement, once (the grant is unique per order); returns the new end. */
  async function grant(tx: DbExecutor, order: OrderRow, now: Date): Promise<Date | undefined> {
    // The entitlement's row lock serialises grants of one account, so two orders completing together both add their time.
    const current = await lockedEntitlement(tx, order.accountId, now);
    const from = current.expiresAt > now ? current.expiresAt : now;
    const parsed = parseProductId(order.productId);
    const withTrial = parsed.tryCount !== undefined && !current.trialUsedAt;
    const endsAt = grantedUntil(order.productId, from, withTrial);
    if (!(await insertGrant(tx, { orderId: order.id, accountId: order.accountId, startsAt: from, endsAt, createdAt: now })))
      return undefined;
    const trialUsedAt = withTrial ? now : current.trialUsedAt;
    // Time from a test order marks the entitlement until it has run out (docs/decisions/009).
    const testMode = order.testMode || (current.expiresAt > now && current.testMode);
    await setEntitlement(tx, { accountId: order.accountId, expiresAt: endsAt, productId: order.productId, trialUsedAt, testMode, now });
    return endsAt;
  }

  /** Takes a refunded order's time back (never below now). */
  async function revoke(tx: DbExecutor, order: OrderRow, now: Date): Promise<void> {
    const granted = await findGrant(tx, order.id);
    const current = await lockEntitlement(tx, order.accountId);
    if (!granted || !current) return;
    const length = granted.endsAt.getTime() - granted.startsAt.getTime();
    const expiresAt = new Date(Math.max(now.getTime(), current.expiresAt.getTime() - length));
    await setEntitlement(tx, {
      accountId: order.accountId,
      expiresAt,
      productId: order.productId,
      trialUsedAt: current.trialUsedAt,
      testMode: current.testMode,
      now,
    });
  }

  /**
   * Records what the provider says about the order's capture, in one transaction under the order's
   * lock: COMPLETED grants the time and completes the order; PENDING marks it paid (no time yet);
   * DECLINED/FAILED fail it; REFUNDED takes the time back. Replays change nothing.
   */
  async function recordCapture(orderId: number, capture: ProviderCapture, logger: Logger): Promise<OrderRow> {
    const recorded = await db.transaction(async (tx): Promise<OrderRow> => {
      const order = await lockOrder(tx, orderId);
      const now = clock.now();
      const refund = capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED';
      // A refund notification names the refund, not the capture; anything else must be our capture.
      if (!refund && order.captureId !== null && order.captureId !== capture.id) {
        logger.error({ orderNo: order.orderNo, captureId: capture.id, recorded: order.captureId }, 'second capture reported for one order');
        return order;
      }
      if (!refund && (capture.amountMinor !== order.amountMinor || capture.currency !== order.currency)) {
        // Money arrived but not what we asked: keep it for a person to look at, grant nothing.
        logger.error({ orderNo: order.orderNo, capture }, 'captured amount differs from the order');
        return updateOrder(tx, order.id, { status: 'paid', captureId: capture.id, failureReason: 'amount_mismatch', updatedAt: now });
      }
      switch (capture.status) {
        case 'COMPLETED': {
          if (order.status === 'completed' || order.status === 'refunded') return order;
          const endsAt = await grant(tx, order, now);
          logger.info({ orderNo: order.orderNo, productId: order.productId }, 'order completed and time granted');
          const completed = await completeOrder(tx, order, capture.id, now);
          if (endsAt) grantedEnds.set(completed, endsAt);
          return completed;
        }
        case 'PENDING':
          if (order.status !== 'created' && order.status !== 'approved') return order;
          return updateOrder(tx, order.id, { status: 'paid', captureId: capture.id, updatedAt: now });
        case 'REFUNDED':
        case 'PARTIALLY_REFUNDED':
          if (order.status !== 'completed') return order;
          await revoke(tx, order, now);
          return updateOrder(tx, order.id, { status: 'refunded', updatedAt: now });
        case 'DECLINED':
        case 'FAILED':
          if (FINAL_ORDER_STATUSES.includes(order.status)) return order;
          return updateOrder(tx, order.id, { status: 'failed', captureId: capture.id, failureReason: 'declined', updatedAt: now });
      }
    });
    // The account's premium time may have changed: its sessions cached here must show it now.
    deps.sessionCache.invalidateAccount(recorded.accountId);
    return recorded;
  }

  /** Moves an open order to cancelled or failed; a settled order is left as it is. */
  async function close(orderId: number, status: 'cancelled' | 'failed', reason: string): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'created' && order.status !== 'approved') return order;
      return updateOrder(tx, order.id, { status, failureReason: reason, updatedAt: clock.now() });
    });
  }

  /**
   * Captures an approved order at the provider and records the result. The request id is the
   * order's own, so every caller (the buyer's Completed, the return page, the APPROVED
   * notification, the reconciliation) asks for the same capture.
   */
  async function settle(order: OrderRow, logger: Logger): Promise<OrderRow> {
    if (FINAL_ORDER_STATUSES.includes(order.status) || order.status === 'paid' || !order.providerOrderId) return order;
    let capture: ProviderCapture;
    try {
      capture = await provider.captureOrder(order.providerOrderId, `capture-${order.orderNo}`);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'declined') return close(order.id, 'failed', 'declined');
      if (error.kind !== 'already_captured') throw error;
      const remote = await provider.getOrder(order.providerOrderId);
      if (!remote.capture) throw new ProviderError('network', 'captured order without a capture', 'NO_CAPTURE');
      capture = remote.capture;
    }
    return recordCapture(order.id, capture, logger);
  }

  /** A provider failure as the buyer reads it (SPEC §8). */
  function paymentError(error: unknown): never {
    if (error instanceof ProviderError) {
      if (error.kind === 'not_approved') throw paymentErrors.paymentPending();
      if (error.kind === 'network') throw paymentErrors.paymentNetworkError();
      throw paymentErrors.paymentFailed();
    }
    throw error;
  }

  /** Asks the provider where an open order stands and acts on it. Provider trouble leaves the order as it is. */
  async function refresh(order: OrderRow, logger: Logger, abandonedBefore?: Date): Promise<OrderRow> {
    if (!order.providerOrderId || (order.status !== 'created' && order.status !== 'approved' && order.status !== 'paid')) return order;
    const remote = await provider.getOrder(order.providerOrderId);
    if (remote.capture) return recordCapture(order.id, remote.capture, logger);
    if (remote.status === 'APPROVED') return settle(order, logger);
    if (remote.status === 'VOIDED') return close(order.id, 'cancelled', 'voided');
    if (abandonedBefore && order.status === 'created' && order.createdAt < abandonedBefore)
      return close(order.id, 'cancelled', 'abandoned');
    return order;
  }

  return {
    async create(accountId: number, input: CreateOrderInput, logger: Logger): Promise<Order> {
      const now = clock.now();
      const check = await readOrderCheck(db, {
        accountId,
        planId: input.planId,
        channel: input.channel,
        returnTo: input.returnTo,
        now,
        since: new Date(now.getTime() - REUSE_OPEN_ORDER_MS),
      });
      if (!check) throw paymentErrors.planUnavailable();
      const { plan, entitlement } = check;
      if (entitlement && entitlement.expiresAt > now && entitlement.source === 'website' && entitlement.productId === plan.productId) {
        throw paymentErrors.planPurchased();
      }
      // A second click (or a second tab) on the same plan reuses the order waiting for the buyer.
      const open = check.openOrderNo === undefined ? undefined : await findOrderByNo(db, check.openOrderNo);
      if (open && open.status === 'created') return toOrder(open);

      const orderNo = `KV${randomBytes(10).toString('hex').toUpperCase()}`;
      const values: NewOrder = {
        orderNo,
        accountId,
        planId: plan.id,
        productId: plan.productId,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        status: 'created',
        provider: provider.name,
        payerEmail: input.payerEmail ?? null,
        channel: input.channel ?? null,
        returnTo: input.returnTo,
        countryCode: input.countryCode ?? null,
        testMode: deps.config.payments.testMode,
        createdAt: now,
        updatedAt: now,
      };
      const row = await insertOrder(db, values);
      let remote;
      try {
        remote = await provider.createOrder({
          requestId: `create-${orderNo}`,
          orderNo,
          amountMinor: plan.priceMinor,
          currency: plan.currency,
          description: description(plan.productId, input.language),
          ...returnUrls(orderNo, input.returnTo, input.language),
          payerEmail: input.payerEmail,
          language: input.language,
        });
      } catch (error) {
        logger.warn({ err: error, orderNo }, 'provider could not create the order');
        await close(row.id, 'failed', error instanceof ProviderError ? `create_${error.kind}` : 'create_error');
        paymentError(error);
      }
      const updated = await setProviderOrder(db, row.id, remote.id, remote.approveUrl ?? null, clock.now());
      logger.info({ orderNo, productId: plan.productId, provider: provider.name }, 'order created');
      return toOrder(updated);
    },

    /** Whether `orderNo` is an order of this account (the test checkout lets only its buyer act). */
    async isOwnOrder(accountId: number, orderNo: string): Promise<boolean> {
      return (await findOrderByNo(db, orderNo))?.accountId === accountId;
    },

    /** The buyer says they paid (Completed, or the return page): capture now. */
    async capture(accountId: number, orderNo: string, logger: Logger): Promise<Order> {
      const order = await ownOrder(accountId, orderNo);
      if (order.status === 'cancelled' || order.status === 'failed') throw paymentErrors.checkoutUnavailable();
      let settled: OrderRow;
      try {
        settled = await settle(order, logger);
      } catch (error) {
        paymentError(error);
      }
      if (settled.status === 'failed') throw paymentErrors.paymentFailed();
      return toOrder(settled);
    },

    async cancel(accountId: number, orderNo: string): Promise<Order> {
      const order = await ownOrder(accountId, orderNo);
      return toOrder(await close(order.id, 'cancelled', 'buyer'));
    },

    /** The order, brought up to date with the provider when it is still open (the waiting page polls this). */
    async status(accountId: number, orderNo: string, logger: Logger): Promise<Order> {
      const order = await ownOrder(accountId, orderNo);
      try {
        return toOrder(await refresh(order, logger));
      } catch (error) {
        logger.warn({ err: error, orderNo }, 'order status could not be refreshed from the provider');
        return toOrder(order);
      }
    },

    /** A provider notification: verified, recorded once, acted on; a forged one changes nothing. */
    async notification(providerName: string, incoming: IncomingNotification, logger: Logger): Promise<{ duplicate: boolean }> {
      if (providerName !== provider.name) throw paymentErrors.unknownProvider();
      const event = await provider.verifyNotification(incoming);
      if (!event) {
        logger.warn({ provider: providerName }, 'notification with a bad signature refused');
        throw paymentErrors.badSignature();
      }
      const received = {
        provider: providerName,
        eventId: event.id,
        eventType: event.type,
        providerOrderId: event.providerOrderId,
        receivedAt: clock.now(),
      };
      const order = await orderOf(event);
      // Usually our own capture got there first: the notification is stored as processed, in one statement.
      if (order && reflects(order, event)) return { duplicate: (await recordEvent(db, received, received.receivedAt)) !== 'new' };
      const state = await recordEvent(db, received);
      if (state === 'done') return { duplicate: true };
      await act(event, order, logger);
      await markEventProcessed(db, providerName, event.id, clock.now());
      return { duplicate: state !== 'new' };
    },

    /**
     * Completes what a crash or a lost notification left open: orders the provider has approved or
     * captured but we have not recorded, and abandoned ones. Safe to run anywhere, any number of times.
     */
    async reconcile(logger: Logger, limit = 100): Promise<{ checked: number; completed: number; closed: number }> {
      const now = clock.now();
      const stale = await listStaleOpenOrders(
        db,
        new Date(now.getTime() - RECONCILE_GRACE_MS),
        new Date(now.getTime() - RECONCILE_LOOKBACK_MS),
        limit,
      );
      const result = { checked: 0, completed: 0, closed: 0 };
      for (const order of stale) {
        result.checked += 1;
        try {
          const after = order.providerOrderId
            ? await refresh(order, logger, new Date(now.getTime() - ABANDONED_AFTER_MS))
            : await close(order.id, 'failed', 'never_reached_provider');
          if (after.status === 'completed' && order.status !== 'completed') result.completed += 1;
          if ((after.status === 'cancelled' || after.status === 'failed') && after.status !== order.status) result.closed += 1;
        } catch (error) {
          logger.warn({ err: error, orderNo: order.orderNo }, 'reconciliation could not check an order');
        }
      }
      if (result.completed > 0 || result.closed > 0) logger.info(result, 'reconciliation changed orders');
      return result;
    },

    async subscription(accountId: number): Promise<Subscription> {
      const now = clock.now();
      const [entitlement, rows] = await Promise.all([findEntitlement(db, accountId), listAccountOrders(db, accountId, HISTORY_LIMIT)]);
      const active = entitlement !== undefined && entitlement.expiresAt > now;
      return {
        plan: active ? 'premium' : 'free',
        entitlement: entitlement
          ? {
              source: entitlement.source,
              product_id: entitlement.productId,
              expires_at: entitlement.expiresAt.toISOString(),
              auto_renew: entitlement.autoRenew,
              test_mode: entitlement.testMode,
            }
          : null,
        history: rows.flatMap((row) => {
          const status = paymentStatusOf(row.status);
          return status
            ? [
                {
                  order_no: row.orderNo,
                  product_id: row.productId,
                  amount: row.amountMinor,
                  currency: row.currency,
                  status,
                  created_at: row.createdAt.toISOString(),
                  source: 'website' as const,
                  test_mode: row.testMode,
                },
              ]
            : [];
        }),
      };
    },
  };

  /** The order a notification is about. Refund notifications may name only the capture or our order number. */
  async function orderOf(event: ProviderEvent): Promise<OrderRow | undefined> {
    return (
      (event.providerOrderId ? await findOrderByProviderId(db, event.providerOrderId) : undefined) ??
      (event.capture ? await findOrderByCaptureId(db, event.capture.id) : undefined) ??
      (event.customId ? await findOrderByNo(db, event.customId) : undefined)
    );
  }

  /** Whether the order already shows what the notification reports (acting on it would change nothing). */
  function reflects(order: OrderRow, event: ProviderEvent): boolean {
    if (event.type === 'CHECKOUT.ORDER.APPROVED') return FINAL_ORDER_STATUSES.includes(order.status) || order.status === 'paid';
    return event.type === 'PAYMENT.CAPTURE.COMPLETED' && order.status === 'completed' && order.captureId === event.capture?.id;
  }

  async function act(event: ProviderEvent, order: OrderRow | undefined, logger: Logger): Promise<void> {
    if (!order) {
      logger.warn({ eventId: event.id, type: event.type }, 'notification about an order we do not know');
      return;
    }
    if (event.type === 'CHECKOUT.ORDER.APPROVED') {
      await settle(order, logger).catch((error: unknown) => {
        // Not approved after all, or declined: nothing to retry. A network failure is retried by the provider.
        if (error instanceof ProviderError && error.kind !== 'network') return order;
        throw error;
      });
    } else if (event.type === 'CHECKOUT.ORDER.VOIDED') {
      await close(order.id, 'cancelled', 'voided');
    } else if (event.type.startsWith('PAYMENT.CAPTURE.')) {
      const status = CAPTURE_EVENT_STATUS[event.type];
      if (status && event.capture) await recordCapture(order.id, { ...event.capture, status }, logger);
      else await refresh(order, logger);
    }
  }
}

const CAPTURE_EVENT_STATUS: Record<string, ProviderCapture['status'] | undefined> = {
  'PAYMENT.CAPTURE.COMPLETED': 'COMPLETED',
  'PAYMENT.CAPTURE.PENDING': 'PENDING',
  'PAYMENT.CAPTURE.DENIED': 'DECLINED',
  'PAYMENT.CAPTURE.DECLINED': 'DECLINED',
  'PAYMENT.CAPTURE.REFUNDED': 'REFUNDED',
  'PAYMENT.CAPTURE.REVERSED': 'REFUNDED',
};
