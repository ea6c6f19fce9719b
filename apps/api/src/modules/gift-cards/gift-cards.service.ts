/**
 * Gift cards (docs/product.md §3 "Gift cards"). A gift order is an order of a gift product, paid
 * through the same checkout as a plan; its card is written with the order. When the order is paid
 * (in the transaction that completes it) the card gets a code: stored as its hash, shown once on
 * the buyer's page, and mailed — to the recipient on the delivery day, or to the buyer at once.
 * Redeeming adds the product's time to the redeeming account in one transaction; the card's row
 * is claimed by one conditional update, so a code redeems once however many try together, and
 * the grant is unique per order, as for a plan.
 */
import { createHash } from 'node:crypto';
import {
  checkGiftCode,
  GIFT_CODE_SHOW_HOURS,
  GIFT_DELIVERY_MAX_DAYS,
  GIFT_MESSAGE_KEYS,
  grantOf,
  isGiftProduct,
  newGiftCode,
  type GiftCard,
  type LanguageCode,
} from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbExecutor } from '../../db/executor';
import { orders, type GiftCardRow, type OrderRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { giftCardPageUrl, renderGiftCardMail } from '../mail/mail.templates';
import { durationName } from '../payments/plan-name';
import { findAccountEmail, insertGrant, lockOrCreateEntitlement, setEntitlement } from '../payments/payments.repo';
import { listGiftPlans } from '../plans/plans.repo';
import {
  findGiftCardByHash,
  insertGiftCard,
  listBuyerGiftCards,
  lockGiftCardOfOrder,
  redeemGiftCard,
  setGiftCode,
  takeGiftCode,
  voidGiftCard,
} from './gift-cards.repo';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const giftErrors = {
  characters: () => ApiError.localized(400, GIFT_MESSAGE_KEYS.giftCodeCharacters, { field: 'code' }),
  length: () => ApiError.localized(400, GIFT_MESSAGE_KEYS.giftCodeLength, { field: 'code' }),
  check: () => ApiError.localized(400, GIFT_MESSAGE_KEYS.giftCodeMistyped, { field: 'code' }),
  unknown: () => ApiError.localized(404, GIFT_MESSAGE_KEYS.giftCodeUnknown, { field: 'code' }),
  used: () => ApiError.localized(409, GIFT_MESSAGE_KEYS.giftCodeUsed, { field: 'code' }),
  void: () => ApiError.localized(409, GIFT_MESSAGE_KEYS.giftCodeVoid, { field: 'code' }),
  shown: () => ApiError.localized(410, GIFT_MESSAGE_KEYS.giftCodeShown),
  deliveryDate: () => ApiError.localized(400, GIFT_MESSAGE_KEYS.giftDeliveryDate, { field: 'deliver_on' }),
};

/** The hash a code is stored and looked up by: the 16 characters, without separators. */
export const giftCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** What the buyer chose for the card (docs/product.md §3 "Gift cards"). */
export interface GiftDetails {
  recipientEmail: string | undefined;
  senderName: string | undefined;
  message: string | undefined;
  language: LanguageCode;
  /** YYYY-MM-DD (UTC), today when absent. */
  deliverOn: string | undefined;
}

export type GiftCardsService = ReturnType<typeof createGiftCards>;

export function createGiftCards(deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'mail' | 'sessionCache'>) {
  const { clock } = deps;
  const db = deps.database.db;

  /** The chosen day as the time the mail goes out: 00:00 UTC, from today to GIFT_DELIVERY_MAX_DAYS ahead. */
  function deliveryTime(deliverOn: string | undefined): Date {
    const now = clock.now();
    if (deliverOn === undefined) return now;
    const day = new Date(`${deliverOn}T00:00:00Z`);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== deliverOn) throw giftErrors.deliveryDate();
    if (day.getTime() < today || day.getTime() > today + GIFT_DELIVERY_MAX_DAYS * DAY_MS) throw giftErrors.deliveryDate();
    return day.getTime() <= now.getTime() ? now : day;
  }

  function stateOf(row: Awaited<ReturnType<typeof listBuyerGiftCards>>[number]): GiftCard['state'] {
    const { card } = row;
    if (card.redeemedAt) return 'redeemed';
    if (card.voidedAt || row.orderStatus === 'refunded') return 'void';
    if (!card.codeHash) return 'unpaid';
    // The delivery mail is kept until housekeeping removes it after it was sent.
    return card.mailId !== null && row.mailSentAt === null ? 'unsent' : 'sent';
  }

  return {
    /** Checks the buyer's choices before an order is created (a bad date changes nothing). */
    deliveryTime,

    /** The gift products on sale. */
    async plans() {
      return (await listGiftPlans(db)).map((plan) => ({
        id: plan.id,
        product_id: plan.productId,
        price: plan.priceMinor,
        currency: plan.currency,
      }));
    },

    /** Writes a new gift order's card (no code yet). */
    async record(executor: DbExecutor, order: OrderRow, gift: GiftDetails): Promise<void> {
      await insertGiftCard(executor, {
        orderId: order.id,
        buyerAccountId: order.accountId,
        recipientEmail: gift.recipientEmail ?? null,
        senderName: gift.senderName || null,
        message: gift.message || null,
        language: gift.language,
        deliverAt: deliveryTime(gift.deliverOn),
        createdAt: clock.now(),
      });
    },

    /**
     * In the transaction that completes a gift order: the card gets its code, and its mail is
     * queued. True when it did now; false when the card had its code already.
     */
    async issue(tx: DbExecutor, order: OrderRow): Promise<boolean> {
      let card: GiftCardRow | undefined = await lockGiftCardOfOrder(tx, order.id);
      if (!card) {
        // Written in the order's transaction; an order that lacks one all the same (written before
        // they were) gets a card for its buyer.
        await insertGiftCard(tx, {
          orderId: order.id,
          buyerAccountId: order.accountId,
          recipientEmail: null,
          senderName: null,
          message: null,
          language: order.language ?? 'en',
          deliverAt: clock.now(),
          createdAt: clock.now(),
        });
        card = (await lockGiftCardOfOrder(tx, order.id))!;
      }
      if (card.codeHash) return false;
      const code = newGiftCode();
      const plain = code.replaceAll('-', '');
      const to = card.recipientEmail ?? (await findAccountEmail(tx, order.accountId));
      if (to === undefined) return false;
      const rendered = await renderGiftCardMail({
        language: card.language,
        testMode: order.testMode,
        code,
        planName: durationName(order.productId, card.language),
        url: giftCardPageUrl(deps.config.siteUrl, card.language),
        senderName: card.senderName,
        message: card.message,
        forSelf: card.recipientEmail === null,
      });
      const mailId = await deps.mail.enqueue(tx, { kind: 'gift_card', to, notBefore: card.deliverAt, ...rendered });
      await setGiftCode(tx, card.id, {
        codeHash: giftCodeHash(plain),
        codeEnd: plain.slice(-4),
        codeOnce: code,
        issuedAt: clock.now(),
        mailId,
      });
      return true;
    },

    /** In the transaction that refunds a gift order: a card not yet redeemed can no longer be. */
    async void(tx: DbExecutor, order: OrderRow): Promise<void> {
      await voidGiftCard(tx, order.id, clock.now());
    },

    /** The paid card's code for its buyer's page, once, within GIFT_CODE_SHOW_HOURS of payment. */
    async takeCode(accountId: number, orderNo: string): Promise<{ code: string; product_id: string }> {
      const taken = await takeGiftCode(db, accountId, orderNo, new Date(clock.now().getTime() - GIFT_CODE_SHOW_HOURS * HOUR_MS));
      if (!taken) throw giftErrors.shown();
      return { code: taken.code, product_id: taken.productId };
    },

    async list(accountId: number): Promise<GiftCard[]> {
      return (await listBuyerGiftCards(db, accountId, 100)).map((row) => ({
        order_no: row.orderNo,
        product_id: row.productId,
        state: stateOf(row),
        recipient_email: row.card.recipientEmail,
        deliver_on: row.card.deliverAt.toISOString().slice(0, 10),
        code_end: row.card.codeEnd,
        created_at: row.card.createdAt.toISOString(),
        redeemed_at: row.card.redeemedAt?.toISOString() ?? null,
        test_mode: row.testMode,
      }));
    },

    /**
     * Redeems `input` for `accountId`: a code that cannot be one is refused before it is looked
     * up; a known code adds its time once. `onWrongCode` counts an unknown, used or void code.
     */
    async redeem(
      accountId: number,
      input: string,
      logger: Logger,
      onWrongCode: () => Promise<void>,
    ): Promise<{ product_id: string; expires_at: string }> {
      const checked = checkGiftCode(input);
      if (!checked.ok) throw giftErrors[checked.problem]();
      const hash = giftCodeHash(checked.code);
      const now = clock.now();
      type Outcome = { refused: GiftCardRow | null } | { redeemed: { productId: string; expiresAt: Date } };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const card = await redeemGiftCard(tx, hash, accountId, now);
        if (!card) return { refused: (await findGiftCardByHash(tx, hash)) ?? null };
        const [order] = await tx.select().from(orders).where(eq(orders.id, card.orderId));
        if (!order || !isGiftProduct(order.productId)) throw new Error(`gift card ${card.id} has no gift order`);
        const current = await lockOrCreateEntitlement(tx, accountId, now);
        const next = grantOf(current, order, now);
        if (!(await insertGrant(tx, { orderId: order.id, accountId, startsAt: next.startsAt, endsAt: next.expiresAt, createdAt: now }))) {
          throw new Error(`gift card ${card.id}: its order was granted before`);
        }
        await setEntitlement(tx, {
          accountId,
          expiresAt: next.expiresAt,
          productId: order.productId,
          trialUsedAt: next.trialUsedAt,
          testMode: next.testMode,
          now,
        });
        return { redeemed: { productId: order.productId, expiresAt: next.expiresAt } };
      });
      if ('refused' in outcome) {
        await onWrongCode();
        if (outcome.refused === null) throw giftErrors.unknown();
        throw outcome.refused.voidedAt ? giftErrors.void() : giftErrors.used();
      }
      deps.sessionCache.invalidateAccount(accountId);
      logger.info({ accountId, productId: outcome.redeemed.productId }, 'gift card redeemed');
      return { product_id: outcome.redeemed.productId, expires_at: outcome.redeemed.expiresAt.toISOString() };
    },
  };
}
