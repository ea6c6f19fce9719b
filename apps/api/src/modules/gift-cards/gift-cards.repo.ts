import { and, desc, eq, isNull, lt, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { giftCards, orders, pendingMail, type GiftCardRow } from '../../db/schema';
import { rowsOf } from '../payments/payments.repo';

export type NewGiftCard = Pick<
  typeof giftCards.$inferInsert,
  'orderId' | 'buyerAccountId' | 'recipientEmail' | 'senderName' | 'message' | 'language' | 'deliverAt' | 'createdAt'
>;

export async function insertGiftCard(db: DbExecutor, card: NewGiftCard): Promise<void> {
  await db.insert(giftCards).values(card).onConflictDoNothing({ target: giftCards.orderId });
}

export async function lockGiftCardOfOrder(db: DbExecutor, orderId: number): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.orderId, orderId)).for('update');
  return row;
}

/** Gives a paid card its code (once: only a card without one). */
export async function setGiftCode(
  db: DbExecutor,
  id: number,
  values: { codeHash: string; codeEnd: string; codeOnce: string; issuedAt: Date; mailId: number },
): Promise<void> {
  await db
    .update(giftCards)
    .set(values)
    .where(and(eq(giftCards.id, id), isNull(giftCards.codeHash)));
}

/**
 * Redeems the card with `codeHash` for `accountId` if it is still redeemable: one statement, so of
 * any number of concurrent attempts exactly one sees its row (the others wait for its lock, then
 * find it redeemed). Returns the card, or undefined when none was redeemed.
 */
export async function redeemGiftCard(db: DbExecutor, codeHash: string, accountId: number, now: Date): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .update(giftCards)
    .set({ redeemedBy: accountId, redeemedAt: now })
    .where(and(eq(giftCards.codeHash, codeHash), isNull(giftCards.redeemedAt), isNull(giftCards.voidedAt)))
    .returning();
  return row;
}

export async function findGiftCardByHash(db: DbExecutor, codeHash: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).limit(1);
  return row;
}

/** Takes the clear code of the buyer's card out of the database and answers it: the first call only. */
export async function takeGiftCode(
  db: DbExecutor,
  buyerAccountId: number,
  orderNo: string,
  issuedAfter: Date,
): Promise<{ code: string; productId: string } | undefined> {
  const [row] = await rowsOf<{ code: string; product_id: string }>(
    db,
    sql`
    update gift_cards g set code_once = null
      from orders o, gift_cards before
     where o.id = g.order_id and before.id = g.id and o.order_no = ${orderNo}
       and g.buyer_account_id = ${buyerAccountId} and g.code_once is not null and g.issued_at > ${issuedAfter}
    returning before.code_once as code, o.product_id`,
  );
  return row && { code: row.code, productId: row.product_id };
}

/** Erases clear codes nobody came to see within the showing window. */
export async function eraseUnshownCodes(db: DbExecutor, issuedBefore: Date): Promise<number> {
  const erased = await db
    .update(giftCards)
    .set({ codeOnce: null })
    .where(and(isNotNull(giftCards.codeOnce), lt(giftCards.issuedAt, issuedBefore)))
    .returning({ id: giftCards.id });
  return erased.length;
}

export async function voidGiftCard(db: DbExecutor, orderId: number, now: Date): Promise<void> {
  await db
    .update(giftCards)
    .set({ voidedAt: now, codeOnce: null })
    .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.redeemedAt)));
}

/** The buyer's cards with their orders and the delivery mail's state, newest first. */
export async function listBuyerGiftCards(db: DbExecutor, buyerAccountId: number, limit: number) {
  return db
    .select({
      card: giftCards,
      orderNo: orders.orderNo,
      productId: orders.productId,
      orderStatus: orders.status,
      testMode: orders.testMode,
      mailSentAt: pendingMail.sentAt,
    })
    .from(giftCards)
    .innerJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(pendingMail, eq(pendingMail.id, giftCards.mailId))
    .where(eq(giftCards.buyerAccountId, buyerAccountId))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(limit);
}
