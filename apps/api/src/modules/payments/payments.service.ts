/**
 * Orders, captures, grants and the reconciliation's checks (docs/architecture.md "Money …"). What an order
 * does next is the domain's transition table (order-transitions.ts); this service does the I/O it
 * asks for. Every state change of an order happens in a transaction that holds the order's row
 * lock, and a grant is keyed by the order id, so any number of concurrent captures, notifications
 * and reconciliation runs grant an order's time once. Provider calls carry request ids derived
 * from the order number, so retries create and capture once at the provider too.
 */
import {
  type Attribution,
  isGiftProduct,
  APPROVAL_LINK_LIFETIME_MS,
  BRAND,
  DEFAULT_LANGUAGE,
  inLanguage,
  FINAL_ORDER_STATUSES,
  captureFact,
  captureStatusOfEvent,
  decideOrder,
  expiryAfterRefund,
  grantOf,
  isRegionBlocked,
  newOrderNo,
  paymentStatusOf,
  mayBuyPlan,
  providerOrderFact,
  purchasedProductId,
  type CheckoutReturn,
  type LanguageCode,
  type Order,
  type OrderClosedReason,
  type OrderEvent,
  type OrderMove,
  type ProviderFact,
  type ProviderQuestion,
  type Receipt,
  type Subscription,
} from '@kestrel/domain';
import type { Logger } from 'pino';
import { durationName, planName } from './plan-name';
import type { GiftDetails } from '../gift-cards/gift-cards.service';
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
import { receiptPageUrl, renderReceiptMail } from '../mail/mail.templates';
import {
  findAccountEmail,
  findEntitlement,
  findGrant,
  findGrantOf,
  findOrderByCaptureId,
  findOrderByNo,
  findOrderByProviderId,
  findReceiptParts,
  completeOrder,
  lockOrCreateEntitlement,
  insertGrant,
  insertOrder,
  insertOrderIn,
  listAccountOrders,
  lockEntitlement,
  lockOrder,
  markEventProcessed,
  readOrderCheck,
  recordEvent,
  setProviderOrder,
  updateOrder,
  setEntitlement,
  type NewOrder,
} from './payments.repo';

const MINUTE_MS = 60_000;
/** A second "Buy" within this time reuses the open order of the same plan instead of opening another. */
const REUSE_OPEN_ORDER_MS = 30 * MINUTE_MS;
/** PayPal's approval links live 3 hours; an order still unapproved after that is abandoned. */
const ABANDONED_AFTER_MS = APPROVAL_LINK_LIFETIME_MS;
const HISTORY_LIMIT = 50;

/** What the provider told us: a fact, or a capture (whose fact depends on the order it is recorded on). */
type ProviderAnswer = ProviderFact | ProviderCapture;

/** What is known of an order before the provider is asked anything. */
function initialFact(order: OrderRow): ProviderFact {
  return order.providerOrderId ? 'unasked' : 'not_at_provider';
}

export interface CreateOrderInput {
  planId: number;
  payerEmail: string | undefined;
  channel: string | undefined;
  returnTo: CheckoutReturn;
  language: LanguageCode;
  countryCode: string | undefined;
  /** The attribution in force (the request's cookies, docs/product.md §3 "Attribution"). */
  attribution?: Attribution | undefined;
  /** A gift card's details: the plan must then be a gift product, and a plan's order must not have them. */
  gift?: GiftDetails | undefined;
}

export type PaymentsDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'logger' | 'sessionCache' | 'mail' | 'partners' | 'gifts'> & {
  provider: PaymentProvider;
};

/**
 * The paid order, its grant and its buyer's email: what a receipt is made of (docs/product.md §3
 * "Receipt"). A gift card's order has no grant of its buyer's: the grant made when its code is
 * redeemed belongs to the redeeming account, and its dates are not the buyer's to see.
 */
export interface ReceiptParts {
  order: OrderRow;
  grant: { startsAt: Date; endsAt: Date } | undefined;
  email: string;
}

/** A receipt as the API answers it and the receipt mail shows it; the seller is the brand's (packages/domain brand.ts). */
export function receiptOf({ order, grant, email }: ReceiptParts): Receipt {
  const period = isGiftProduct(order.productId) ? undefined : grant;
  return {
    order_no: order.orderNo,
    product_id: order.productId,
    gift_card: isGiftProduct(order.productId),
    period_start: period?.startsAt.toISOString() ?? null,
    period_end: period?.endsAt.toISOString() ?? null,
    amount: order.amountMinor,
    currency: order.currency,
    paid_at: (order.completedAt ?? order.updatedAt).toISOString(),
    status: order.status === 'refunded' ? 'refunded' : 'completed',
    provider: order.provider,
    provider_reference: order.captureId ?? '',
    buyer_email: email,
    seller: { name: BRAND.name, legal_name: BRAND.legalName, website: BRAND.siteUrl, email: BRAND.supportEmail },
    test_mode: order.testMode,
  };
}

/** Why an order can no longer be paid, for the checkout to say what to do next; null while it can. */
function closedReason(order: OrderRow, now: Date): OrderClosedReason | null {
  if (order.status === 'cancelled') return order.failureReason === 'abandoned' ? 'expired' : 'cancelled';
  if (order.status === 'failed') return order.failureReason?.startsWith('declined') ? 'declined' : 'cancelled';
  // Unapproved past its approval link's life: the reconciliation cancels it within a minute.
  if (order.status === 'created' && order.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS) return 'expired';
  return null;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: PaymentsDeps) {
  const { provider, clock } = deps;
  const db = deps.database.db;

  /** A plan's name in `language` ("2 years"), from its product id. */

  /** Where the provider sends the buyer back: the website's status page or the Windows app's result page. */
  function returnUrls(orderNo: string, returnTo: CheckoutReturn, language: LanguageCode): { returnUrl: string; cancelUrl: string } {
    const page = returnTo === 'win' ? '/win-pay-result' : '/paystatus/paypal';
    const base = `${deps.config.siteUrl}${inLanguage(language, page)}?order=${encodeURIComponent(orderNo)}`;
    return { returnUrl: base, cancelUrl: `${base}&cancelled=1` };
  }

  function description(productId: string, language: LanguageCode): string {
    return `${BRAND.name} Premium: ${planName(productId, language)}`;
  }

  async function toOrder(row: OrderRow): Promise<Order> {
    const premiumUntil = row.status === 'completed' ? (grantedEnds.get(row) ?? (await findGrantOf(db, row.id))?.endsAt) : undefined;
    const closed = closedReason(row, clock.now());
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
      approve_url: row.status === 'created' && closed === null ? row.approveUrl : null,
      channel: row.channel,
      created_at: row.createdAt.toISOString(),
      premium_until: premiumUntil ? premiumUntil.toISOString() : null,
      closed_reason: closed,
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

  /**
   * The language of the buyer's request that is capturing an order (Completed, the return page, a
   * poll), by order id, while that request runs: what the receipt mail of an order created before
   * orders kept their language (migration 0007) is written in; see `receiptLanguage`.
   */
  const buyerLanguage = new Map<number, LanguageCode>();
  async function asBuyer<T>(order: OrderRow, language: LanguageCode | undefined, work: () => Promise<T>): Promise<T> {
    if (language === undefined) return work();
    buyerLanguage.set(order.id, language);
    try {
      return await work();
    } finally {
      buyerLanguage.delete(order.id);
    }
  }

  /**
   * The language of an order's receipt mail (docs/product.md §4 "Order status"): the one the buyer
   * created the order in, whoever completes it (the buyer, a provider notification or the
   * reconciliation). An order from before migration 0007 has none: the language of the buyer's
   * request completing it, else English (accounts keep no language).
   */
  function receiptLanguage(order: OrderRow): LanguageCode {
    return order.language ?? buyerLanguage.get(order.id) ?? DEFAULT_LANGUAGE;
  }

  /**
   * Queues the receipt mail of an order that has just been completed, in the transaction that
   * completed it (docs/product.md §4 "Order status"): the grant is unique per order, so this runs
   * once per order however many captures, notifications and reconciliations race for it.
   */
  async function queueReceiptMail(tx: DbExecutor, order: OrderRow, granted: { startsAt: Date; endsAt: Date } | undefined): Promise<void> {
    const email = await findAccountEmail(tx, order.accountId);
    if (email === undefined) return;
    const language = receiptLanguage(order);
    const receipt = receiptOf({ order, grant: granted, email });
    const rendered = await renderReceiptMail({
      language,
      testMode: order.testMode,
      receipt,
      planName: receipt.gift_card ? durationName(order.productId, language) : planName(order.productId, language),
      url: receiptPageUrl(deps.config.siteUrl, language, order.orderNo),
    });
    await deps.mail.enqueue(tx, { kind: 'payment_receipt', to: email, ...rendered });
  }

  /** Adds the order's time to the account's entitlement, once (the grant is unique per order); returns the time granted. */
  async function grant(tx: DbExecutor, order: OrderRow, now: Date): Promise<{ startsAt: Date; endsAt: Date } | undefined> {
    // The entitlement's row lock serialises grants of one account, so two orders completing together both add their time.
    const current = await lockOrCreateEntitlement(tx, order.accountId, now);
    const next = grantOf(current, order, now);
    const granted = { orderId: order.id, accountId: order.accountId, startsAt: next.startsAt, endsAt: next.expiresAt, createdAt: now };
    if (!(await insertGrant(tx, granted))) return undefined;
    const { expiresAt, trialUsedAt, testMode } = next;
    await setEntitlement(tx, { accountId: order.accountId, expiresAt, productId: order.productId, trialUsedAt, testMode, now });
    return { startsAt: next.startsAt, endsAt: next.expiresAt };
  }

  /** Takes a refunded order's time back (never below now). */
  async function revoke(tx: DbExecutor, order: OrderRow, now: Date): Promise<void> {
    // A gift card not yet redeemed can no longer be; a redeemed one's time is taken from its redeemer.
    if (isGiftProduct(order.productId)) await deps.gifts.void(tx, order);
    const granted = await findGrant(tx, order.id);
    if (!granted) return;
    const current = await lockEntitlement(tx, granted.accountId);
    if (!current) return;
    await setEntitlement(tx, {
      accountId: granted.accountId,
      expiresAt: expiryAfterRefund(current.expiresAt, granted, now),
      productId: order.productId,
      trialUsedAt: current.trialUsedAt,
      testMode: current.testMode,
      now,
    });
  }

  /**
   * Takes the order a step on `event`, knowing `answer` from the provider, as the transition table
   * says: asks the provider and goes on with its answer, or moves the order under its lock.
   * `detail` (the provider's error kind) is kept after the failure reason, as in create_network.
   */
  async function advance(order: OrderRow, event: OrderEvent, answer: ProviderAnswer, logger: Logger, detail?: string): Promise<OrderRow> {
    const decision = decideOrder(order.status, factOf(order, answer), event);
    if (decision.do === 'ask') return ask(order, event, decision.ask, logger);
    // A capture is always recorded under the lock: the locked row decides, and replays change nothing.
    if (decision.do === 'nothing' && typeof answer === 'string') return order;
    return record(order.id, event, answer, logger, detail);
  }

  function factOf(order: OrderRow, answer: ProviderAnswer): ProviderFact {
    return typeof answer === 'string' ? answer : captureFact(order, answer);
  }

  /** Asks the provider what the table wants to know and takes the order on with the answer. */
  async function ask(order: OrderRow, event: OrderEvent, question: ProviderQuestion, logger: Logger): Promise<OrderRow> {
    const providerOrderId = order.providerOrderId;
    // The table asks nothing about an order that never reached the provider.
    if (!providerOrderId) throw new Error(`order ${order.orderNo} has no provider order to ask about`);
    if (question === 'capture') {
      let capture: ProviderCapture;
      try {
        capture = await provider.captureOrder(providerOrderId, `capture-${order.orderNo}`);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.kind === 'declined') return advance(order, event, 'capture_refused', logger);
        if (error.kind === 'already_captured') return advance(order, event, 'already_captured', logger);
        throw error;
      }
      return advance(order, event, capture, logger);
    }
    const remote = await provider.getOrder(providerOrderId);
    if (remote.capture) return advance(order, event, remote.capture, logger);
    if (question === 'read_capture') throw new ProviderError('network', 'captured order without a capture', 'NO_CAPTURE');
    const expired = order.createdAt.getTime() < clock.now().getTime() - ABANDONED_AFTER_MS;
    return advance(order, event, providerOrderFact(remote.status, expired), logger);
  }

  /** Moves the order as the table says for its locked row (another request may have moved it meanwhile). */
  async function record(orderId: number, event: OrderEvent, answer: ProviderAnswer, logger: Logger, detail?: string): Promise<OrderRow> {
    const capture = typeof answer === 'string' ? undefined : answer;
    const recorded = await db.transaction(async (tx): Promise<OrderRow> => {
      const order = await lockOrder(tx, orderId);
      const decision = decideOrder(order.status, factOf(order, answer), event);
      const alert = decision.do === 'ask' ? undefined : decision.alert;
      if (alert === 'other_capture') {
        logger.error(
          { orderNo: order.orderNo, captureId: capture?.id, recorded: order.captureId },
          'second capture reported for one order',
        );
      }
      if (alert === 'wrong_amount') {
        // Money arrived but not what we asked: keep it for a person to look at, grant nothing.
        logger.error({ orderNo: order.orderNo, capture }, 'captured amount differs from the order');
      }
      // Asking is decided before the lock: facts recorded here never ask.
      if (decision.do !== 'move') return order;
      return move(tx, order, decision.move, capture, logger, detail);
    });
    // The account's premium time may have changed: its sessions cached here must show it now.
    if (capture) deps.sessionCache.invalidateAccount(recorded.accountId);
    deps.partners.wake();
    return recorded;
  }

  async function move(
    tx: DbExecutor,
    order: OrderRow,
    change: OrderMove,
    capture: ProviderCapture | undefined,
    logger: Logger,
    detail: string | undefined,
  ): Promise<OrderRow> {
    const now = clock.now();
    const captureId = change.recordsCapture ? capture?.id : undefined;
    if (change.recordsCapture && !captureId) throw new Error(`order ${order.orderNo}: a move that records a capture without one`);
    if (change.effect === 'grant' && captureId && isGiftProduct(order.productId)) {
      // A gift card's time is granted when it is redeemed: paying gives the card its code.
      const completed = await completeOrder(tx, order, captureId, now);
      if (await deps.gifts.issue(tx, completed)) await queueReceiptMail(tx, completed, undefined);
      await deps.partners.queueSale(tx, completed);
      logger.info({ orderNo: order.orderNo, productId: order.productId }, 'gift order completed and its card issued');
      return completed;
    }
    if (change.effect === 'grant' && captureId) {
      const granted = await grant(tx, order, now);
      logger.info({ orderNo: order.orderNo, productId: order.productId }, 'order completed and time granted');
      const completed = await completeOrder(tx, order, captureId, now);
      if (granted) {
        grantedEnds.set(completed, granted.endsAt);
        await queueReceiptMail(tx, completed, granted);
        await deps.partners.queueSale(tx, completed);
      }
      return completed;
    }
    if (change.effect === 'revoke') {
      await revoke(tx, order, now);
      await deps.partners.queueReversal(tx, order);
    }
    const reason = change.failureReason && detail ? `${change.failureReason}_${detail}` : change.failureReason;
    return updateOrder(tx, order.id, {
      status: change.status,
      ...(captureId === undefined ? {} : { captureId }),
      ...(reason === undefined ? {} : { failureReason: reason }),
      updatedAt: now,
    });
  }

  /** A provider failure as the buyer reads it (docs/product.md §8). */
  function paymentError(error: unknown): never {
    if (error instanceof ProviderError) {
      if (error.kind === 'not_approved') throw paymentErrors.paymentPending();
      if (error.kind === 'network') throw paymentErrors.paymentNetworkError();
      throw paymentErrors.paymentFailed();
    }
    throw error;
  }

  return {
    /** docs/product.md §5: buying is refused from a blocked region, on the server (not only in the browser). */
    assertRegionAllowed(geoCountry: string): void {
      if (isRegionBlocked(geoCountry)) throw paymentErrors.regionBlocked();
    },

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
      if (!check || isGiftProduct(check.plan.productId) !== (input.gift !== undefined)) throw paymentErrors.planUnavailable();
      const { plan, entitlement } = check;
      if (input.gift) {
        // Checked before anything is written: a bad delivery day changes nothing.
        deps.gifts.deliveryTime(input.gift.deliverOn);
      } else {
        const running = entitlement && {
          running: entitlement.expiresAt > now,
          source: entitlement.source,
          productId: entitlement.productId,
        };
        if (!mayBuyPlan(plan.productId, purchasedProductId(running))) throw paymentErrors.planPurchased();
        // A second click (or a second tab) on the same plan reuses the order waiting for the buyer.
        // (Each gift is its own order: two cards for two people are two purchases.)
        const open = check.openOrderNo === undefined ? undefined : await findOrderByNo(db, check.openOrderNo);
        if (open && open.status === 'created') return toOrder(open);
      }

      const orderNo = newOrderNo();
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
        language: input.language,
        attribution: input.attribution ?? null,
        testMode: deps.config.payments.testMode,
        createdAt: now,
        updatedAt: now,
      };
      const gift = input.gift;
      // A gift order and its card are written together, or neither is.
      const row = gift
        ? await db.transaction(async (tx) => {
            const inserted = await insertOrderIn(tx, values);
            await deps.gifts.record(tx, inserted, gift);
            return inserted;
          })
        : await insertOrder(db, values);
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
        await advance(row, 'create', 'not_at_provider', logger, error instanceof ProviderError ? error.kind : 'error');
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
    async capture(accountId: number, orderNo: string, logger: Logger, language?: LanguageCode): Promise<Order> {
      const order = await ownOrder(accountId, orderNo);
      if (order.status === 'cancelled' || order.status === 'failed') throw paymentErrors.checkoutUnavailable();
      let settled: OrderRow;
      try {
        settled = await asBuyer(order, language, () => advance(order, 'capture', initialFact(order), logger));
      } catch (error) {
        paymentError(error);
      }
      if (settled.status === 'failed') throw paymentErrors.paymentFailed();
      return toOrder(settled);
    },

    async cancel(accountId: number, orderNo: string): Promise<Order> {
      const order = await ownOrder(accountId, orderNo);
      return toOrder(await advance(order, 'cancel', initialFact(order), deps.logger));
    },

    /** The order, brought up to date with the provider when it is still open (the waiting page polls this). */
    async status(accountId: number, orderNo: string, logger: Logger, language?: LanguageCode): Promise<Order> {
      const order = await ownOrder(accountId, orderNo);
      try {
        return toOrder(await asBuyer(order, language, () => advance(order, 'poll', initialFact(order), logger)));
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
     * Completes what a crash or a lost notification left open, for one order the reconciliation
     * found (jobs/reconciliation.ts): approved or captured at the provider but not recorded here,
     * abandoned, or never created at the provider. Safe to run anywhere, any number of times.
     */
    async reconcile(order: OrderRow, logger: Logger): Promise<OrderRow> {
      return advance(order, 'reconcile', initialFact(order), logger);
    },

    /**
     * The receipt of one of the account's orders (docs/product.md §3 "Receipt"). Another account's
     * or an unknown order answers 404 like everywhere (order numbers are not probed); an order that
     * took no money answers 409.
     */
    async receipt(accountId: number, orderNo: string): Promise<Receipt> {
      const parts = await findReceiptParts(db, orderNo);
      if (!parts || parts.order.accountId !== accountId) throw paymentErrors.orderNotFound();
      const { order, grant: granted } = parts;
      // A plan's paid order has its grant; a gift card's has none of its buyer's (ReceiptParts).
      if (
        !(order.status === 'completed' || order.status === 'refunded') ||
        !order.captureId ||
        !(granted || isGiftProduct(order.productId))
      ) {
        throw paymentErrors.receiptNotPaid();
      }
      return receiptOf(parts);
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
      await advance(order, 'capture', initialFact(order), logger).catch((error: unknown) => {
        // Not approved after all, or declined: nothing to retry. A network failure is retried by the provider.
        if (error instanceof ProviderError && error.kind !== 'network') return order;
        throw error;
      });
    } else if (event.type === 'CHECKOUT.ORDER.VOIDED') {
      await advance(order, 'notify', 'voided', logger);
    } else if (event.type.startsWith('PAYMENT.CAPTURE.')) {
      // A capture's news with the capture in it is recorded as it is; otherwise the order is read again.
      const status = captureStatusOfEvent(event.type);
      await advance(order, 'notify', status && event.capture ? { ...event.capture, status } : initialFact(order), logger);
    }
  }
}
