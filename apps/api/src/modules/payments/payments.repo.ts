import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@kestrel/domain';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { prepared } from '../../db/prepared';
import { accounts, entitlements, grants, orders, paymentEvents, type EntitlementRow, type OrderRow } from '../../db/schema';

const NEW_ORDER_COLUMNS = [
  'orderNo',
  'accountId',
  'planId',
  'productId',
  'amountMinor',
  'currency',
  'status',
  'provider',
  'payerEmail',
  'channel',
  'returnTo',
  'countryCode',
  'language',
  'testMode',
  'attribution',
  'createdAt',
  'updatedAt',
] as const;
export type NewOrder = Required<Pick<typeof orders.$inferInsert, (typeof NEW_ORDER_COLUMNS)[number]>>;

export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  const statement = prepared(db, 'insert_order', () =>
    db
      .insert(orders)
      .values(Object.fromEntries(NEW_ORDER_COLUMNS.map((column) => [column, sql.placeholder(column)])) as unknown as NewOrder)
      .returning()
      .prepare('insert_order'),
  );
  const [row] = await statement.execute(order);
  return row!;
}

/** `insertOrder` inside a transaction, where queries are built as usual (db/prepared.ts). */
export async function insertOrderIn(tx: DbExecutor, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  return row!;
}

/** Records the provider's order id and approval link of a new order. */
export async function setProviderOrder(db: Database, id: number, providerOrderId: string, approveUrl: string | null, now: Date) {
  const statement = prepared(db, 'set_provider_order', () =>
    db
      .update(orders)
      .set({
        providerOrderId: sql.placeholder('providerOrderId'),
        approveUrl: sql.placeholder('approveUrl'),
        updatedAt: sql.placeholder('now'),
      } as never)
      .where(eq(orders.id, sql.placeholder('id')))
      .returning()
      .prepare('set_provider_order'),
  );
  const [row] = await statement.execute({ id, providerOrderId, approveUrl, now });
  return row!;
}

function orderBy(db: Database, name: 'order_no' | 'provider_order_id' | 'capture_id') {
  const column = { order_no: orders.orderNo, provider_order_id: orders.providerOrderId, capture_id: orders.captureId }[name];
  return prepared(db, `order_by_${name}`, () =>
    db
      .select()
      .from(orders)
      .where(eq(column, sql.placeholder('value')))
      .prepare(`order_by_${name}`),
  );
}

export async function findOrderByNo(db: Database, orderNo: string): Promise<OrderRow | undefined> {
  return (await orderBy(db, 'order_no').execute({ value: orderNo }))[0];
}

export async function findOrderByProviderId(db: Database, providerOrderId: string): Promise<OrderRow | undefined> {
  return (await orderBy(db, 'provider_order_id').execute({ value: providerOrderId }))[0];
}

export async function findOrderByCaptureId(db: Database, captureId: string): Promise<OrderRow | undefined> {
  return (await orderBy(db, 'capture_id').execute({ value: captureId }))[0];
}

/** The order, locked until the transaction ends: every state change goes through this. */
export async function lockOrder(db: DbExecutor, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
}

export async function updateOrder(db: DbExecutor, id: number, changes: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, id)).returning();
  return row!;
}

/** What creating an order must know, read in one statement (it runs on every purchase). */
export interface OrderCheck {
  plan: { id: number; productId: string; priceMinor: number; currency: string };
  /** The account's entitlement: until when, bought where, which product. */
  entitlement: { expiresAt: Date; source: string; productId: string | null } | undefined;
  /** The number of an order of this plan still waiting for the buyer, created after `since`, with the same return page. */
  openOrderNo: string | undefined;
}

/**
 * The plan (active; everyone's, or the channel's and not expired), the account's entitlement and
 * the account's order of that plan still waiting for the buyer. Undefined when the plan cannot be ordered.
 */
export async function readOrderCheck(
  db: DbExecutor,
  input: { accountId: number; planId: number; channel: string | undefined; returnTo: string; now: Date; since: Date },
): Promise<OrderCheck | undefined> {
  const [row] = await rowsOf<{
    id: number;
    product_id: string;
    price_minor: number;
    currency: string;
    ent_expires_at: Date | string | null;
    ent_source: string | null;
    ent_product_id: string | null;
    open_order_no: string | null;
  }>(
    db,
    sql`select p.id, p.product_id, p.price_minor, p.currency,
          e.expires_at as ent_expires_at, e.source as ent_source, e.product_id as ent_product_id,
          (select o.order_no from orders o
            where o.account_id = ${input.accountId} and o.plan_id = p.id and o.status = 'created' and o.return_to = ${input.returnTo}
              and o.provider_order_id is not null and o.created_at > ${input.since}
            order by o.created_at desc limit 1) as open_order_no
        from plans p left join entitlements e on e.account_id = ${input.accountId}
        where p.id = ${input.planId} and p.active
          and (p.channel is null or (p.channel = ${input.channel ?? null} and (p.expires_at is null or p.expires_at > ${input.now})))`,
  );
  if (!row) return undefined;
  return {
    plan: { id: Number(row.id), productId: row.product_id, priceMinor: Number(row.price_minor), currency: row.currency },
    entitlement:
      row.ent_expires_at === null
        ? undefined
        : { expiresAt: new Date(row.ent_expires_at), source: row.ent_source!, productId: row.ent_product_id },
    openOrderNo: row.open_order_no ?? undefined,
  };
}

/** Open orders last changed before `before` and created after `since`: what reconciliation looks at. */
export async function listStaleOpenOrders(db: DbExecutor, before: Date, since: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, OPEN_ORDER_STATUSES), lt(orders.updatedAt, before), gt(orders.createdAt, since)))
    .orderBy(orders.updatedAt)
    .limit(limit);
}

/** The account's orders, newest first. */
export async function listAccountOrders(db: DbExecutor, accountId: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

export async function findEntitlement(db: Database, accountId: number): Promise<EntitlementRow | undefined> {
  const statement = prepared(db, 'entitlement', () =>
    db
      .select()
      .from(entitlements)
      .where(eq(entitlements.accountId, sql.placeholder('accountId')))
      .prepare('entitlement'),
  );
  return (await statement.execute({ accountId }))[0];
}

// The statements of a grant run on every purchase inside its transaction, where Drizzle cannot
// use prepared statements; they are written as plain SQL, which costs a quarter of a built query.

/** Rows of a plain-SQL statement, whichever driver ran it. */
export async function rowsOf<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Expiry and trial use of the account's entitlement, locked until the transaction ends. */
export async function lockEntitlement(
  db: DbExecutor,
  accountId: number,
): Promise<{ expiresAt: Date; trialUsedAt: Date | null; testMode: boolean } | undefined> {
  const [row] = await rowsOf<{ expires_at: Date | string; trial_used_at: Date | string | null; test_mode: boolean }>(
    db,
    sql`select expires_at, trial_used_at, test_mode from entitlements where account_id = ${accountId} for update`,
  );
  return row ? { expiresAt: asDate(row.expires_at)!, trialUsedAt: asDate(row.trial_used_at), testMode: row.test_mode } : undefined;
}

/** An (expired) entitlement row for an account that has none, so it can be locked. */
export async function insertEntitlementIfMissing(db: DbExecutor, accountId: number, now: Date): Promise<void> {
  await db.execute(
    sql`insert into entitlements (account_id, expires_at, source, updated_at) values (${accountId}, ${now}, 'website', ${now})
        on conflict (account_id) do nothing`,
  );
}

/** Sets the locked entitlement to a website purchase of `productId` ending at `expiresAt`. */
/** The account's entitlement, locked until the transaction ends; created (expired) first when the account has none. */
export async function lockOrCreateEntitlement(db: DbExecutor, accountId: number, now: Date) {
  const found = await lockEntitlement(db, accountId);
  if (found) return found;
  await insertEntitlementIfMissing(db, accountId, now);
  return (await lockEntitlement(db, accountId))!;
}

export async function setEntitlement(
  db: DbExecutor,
  change: { accountId: number; expiresAt: Date; productId: string; trialUsedAt: Date | null; testMode: boolean; now: Date },
): Promise<void> {
  await db.execute(
    sql`update entitlements set expires_at = ${change.expiresAt}, source = 'website', product_id = ${change.productId},
        auto_renew = false, trial_used_at = ${change.trialUsedAt}, test_mode = ${change.testMode}, updated_at = ${change.now}
        where account_id = ${change.accountId}`,
  );
}

/** Records the grant of an order; false when the order already has one (the unique order id). */
export async function insertGrant(
  db: DbExecutor,
  grant: { orderId: number; accountId: number; startsAt: Date; endsAt: Date; createdAt: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`insert into grants (order_id, account_id, starts_at, ends_at, created_at)
        values (${grant.orderId}, ${grant.accountId}, ${grant.startsAt}, ${grant.endsAt}, ${grant.createdAt})
        on conflict (order_id) do nothing returning id`,
  );
  return rows.length === 1;
}

/** Marks a locked order completed by `captureId`; returns the row as it now is. */
export async function completeOrder(db: DbExecutor, order: OrderRow, captureId: string, now: Date): Promise<OrderRow> {
  await db.execute(
    sql`update orders set status = 'completed', capture_id = ${captureId}, completed_at = ${now}, updated_at = ${now},
        failure_reason = null where id = ${order.id}`,
  );
  return { ...order, status: 'completed', captureId, completedAt: now, updatedAt: now, failureReason: null };
}

export async function findGrant(db: DbExecutor, orderId: number) {
  const [row] = await db.select().from(grants).where(eq(grants.orderId, orderId));
  return row;
}

/** The grant of an order, outside a transaction (the answer of a completed order). */
export async function findGrantOf(db: Database, orderId: number) {
  const statement = prepared(db, 'grant_of_order', () =>
    db
      .select()
      .from(grants)
      .where(eq(grants.orderId, sql.placeholder('orderId')))
      .prepare('grant_of_order'),
  );
  return (await statement.execute({ orderId }))[0];
}

/**
 * Records a provider notification. Returns 'new' the first time, 'pending' when it was recorded
 * before but not processed (a crash, or a twin still at work), 'done' once it was processed.
 */
export async function recordEvent(
  db: Database,
  event: { provider: string; eventId: string; eventType: string; providerOrderId: string | undefined; receivedAt: Date },
  /** Set for a notification recorded as already processed (it reports what we have). */
  processedAt: Date | null = null,
): Promise<'new' | 'pending' | 'done'> {
  const insert = prepared(db, 'insert_event', () =>
    db
      .insert(paymentEvents)
      .values({
        provider: sql.placeholder('provider'),
        eventId: sql.placeholder('eventId'),
        eventType: sql.placeholder('eventType'),
        providerOrderId: sql.placeholder('providerOrderId'),
        receivedAt: sql.placeholder('receivedAt'),
        // Not through the column's encoder, which cannot take null.
        processedAt: sql`${sql.placeholder('processedAt')}::timestamptz`,
      } as never)
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
      .prepare('insert_event'),
  );
  const inserted = await insert.execute({
    ...event,
    providerOrderId: event.providerOrderId ?? null,
    processedAt: processedAt?.toISOString() ?? null,
  });
  if (inserted.length === 1) return 'new';
  const [row] = await db
    .select({ processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
  return row?.processedAt ? 'done' : 'pending';
}

export async function markEventProcessed(db: Database, provider: string, eventId: string, at: Date): Promise<void> {
  const statement = prepared(db, 'event_processed', () =>
    db
      .update(paymentEvents)
      .set({ processedAt: sql`coalesce(${paymentEvents.processedAt}, ${sql.placeholder('at')})` })
      .where(and(eq(paymentEvents.provider, sql.placeholder('provider')), eq(paymentEvents.eventId, sql.placeholder('eventId'))))
      .prepare('event_processed'),
  );
  await statement.execute({ provider, eventId, at });
}

/** The account's email (the receipt mail's recipient). */
export async function findAccountEmail(db: DbExecutor, accountId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return row?.email;
}

/** An order with its grant and its buyer's email, in one statement (the receipt: docs/product.md §3 "Receipt"). */
export async function findReceiptParts(
  db: Database,
  orderNo: string,
): Promise<{ order: OrderRow; grant: { startsAt: Date; endsAt: Date } | undefined; email: string } | undefined> {
  const [row] = await db
    .select({ order: orders, startsAt: grants.startsAt, endsAt: grants.endsAt, email: accounts.email })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(grants, eq(grants.orderId, orders.id))
    .where(eq(orders.orderNo, orderNo));
  if (!row) return undefined;
  const grant = row.startsAt && row.endsAt ? { startsAt: row.startsAt, endsAt: row.endsAt } : undefined;
  return { order: row.order, grant, email: row.email };
}
