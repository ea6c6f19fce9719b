import { and, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '@kestrel/domain';
import type { DbExecutor } from '../../db/executor';
import { entitlements, grants, orders, paymentEvents, type EntitlementRow, type OrderRow } from '../../db/schema';

export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(db: DbExecutor, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

export async function findOrderByNo(db: DbExecutor, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

export async function findOrderByProviderId(db: DbExecutor, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

export async function findOrderByCaptureId(db: DbExecutor, captureId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.captureId, captureId));
  return row;
}

/** The order, locked until the transaction ends: every state change goes through this. */
export async function lockOrder(db: DbExecutor, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
}

export async function updateOrder(db: DbExecutor, id: number, changes: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, id)).returning();
  return row!;
}

/** The account's newest open order of a plan created after `since` (a second click reuses it). */
export async function findOpenOrder(db: DbExecutor, accountId: number, planId: number, since: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.planId, planId),
        inArray(orders.status, ['created', 'approved']),
        isNotNull(orders.providerOrderId),
        gt(orders.createdAt, since),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/** Open orders last changed before `before` and created after `since`: what reconciliation looks at. */
export async function listStaleOpenOrders(db: DbExecutor, before: Date, since: Date, limit: number): Promise<OrderRow[]> {
  const open: OrderStatus[] = ['created', 'approved', 'paid'];
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, open), lt(orders.updatedAt, before), gt(orders.createdAt, since)))
    .orderBy(orders.updatedAt)
    .limit(limit);
}

/** The account's orders, newest first. */
export async function listAccountOrders(db: DbExecutor, accountId: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

export async function findEntitlement(db: DbExecutor, accountId: number): Promise<EntitlementRow | undefined> {
  const [row] = await db.select().from(entitlements).where(eq(entitlements.accountId, accountId));
  return row;
}

export async function lockEntitlement(db: DbExecutor, accountId: number): Promise<EntitlementRow | undefined> {
  const [row] = await db.select().from(entitlements).where(eq(entitlements.accountId, accountId)).for('update');
  return row;
}

export async function upsertEntitlement(db: DbExecutor, row: typeof entitlements.$inferInsert): Promise<void> {
  await db
    .insert(entitlements)
    .values(row)
    .onConflictDoUpdate({
      target: entitlements.accountId,
      set: {
        expiresAt: row.expiresAt,
        source: row.source,
        productId: row.productId ?? null,
        autoRenew: row.autoRenew ?? false,
        trialUsedAt: row.trialUsedAt ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

/** Records the grant of an order; false when the order already has one (the unique order id). */
export async function insertGrant(db: DbExecutor, grant: typeof grants.$inferInsert): Promise<boolean> {
  const rows = await db.insert(grants).values(grant).onConflictDoNothing({ target: grants.orderId }).returning({ id: grants.id });
  return rows.length === 1;
}

export async function findGrant(db: DbExecutor, orderId: number) {
  const [row] = await db.select().from(grants).where(eq(grants.orderId, orderId));
  return row;
}

/**
 * Records a provider notification. Returns 'new' the first time, 'pending' when it was recorded
 * before but not processed (a crash, or a twin still at work), 'done' once it was processed.
 */
export async function recordEvent(
  db: DbExecutor,
  event: { provider: string; eventId: string; eventType: string; providerOrderId: string | undefined; receivedAt: Date },
): Promise<'new' | 'pending' | 'done'> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...event, providerOrderId: event.providerOrderId ?? null })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (inserted.length === 1) return 'new';
  const [row] = await db
    .select({ processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
  return row?.processedAt ? 'done' : 'pending';
}

export async function markEventProcessed(db: DbExecutor, provider: string, eventId: string, at: Date): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ processedAt: sql`coalesce(${paymentEvents.processedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}
