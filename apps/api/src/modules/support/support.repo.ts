import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  accounts,
  contactMessages,
  orders,
  partnerApplications,
  refundRequests,
  uninstallSurveys,
  type PartnerKind,
  type RefundRequestRow,
} from '../../db/schema';

export async function insertContactMessage(db: DbExecutor, message: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(message);
}

export async function insertRefundRequest(db: DbExecutor, request: typeof refundRequests.$inferInsert): Promise<RefundRequestRow> {
  const [row] = await db.insert(refundRequests).values(request).returning();
  if (!row) throw new Error('refund request not stored');
  return row;
}

/** An account's refund requests, newest first. */
export async function listAccountRefundRequests(db: DbExecutor, accountId: number, limit: number): Promise<RefundRequestRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.accountId, accountId))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(limit);
}

// Orders that took money (docs/product.md §3 payment status: paid, success, refunded): what a refund can be about.
const PAID_STATUSES = ['paid', 'completed', 'refunded'] as const;

/** The account's paid order `orderNo`, or (without one) its latest paid order. */
export async function findPaidOrder(
  db: DbExecutor,
  accountId: number,
  orderNo?: string,
): Promise<{ id: number; orderNo: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        inArray(orders.status, PAID_STATUSES),
        orderNo === undefined ? undefined : eq(orders.orderNo, orderNo),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

/**
 * The paid order `orderNo` when its account's email is `email` (normalized): how a signed-out
 * sender shows a refund request is about their own payment (docs/product.md §3 "Refund request").
 * Another account's order and no order at all both read as undefined.
 */
export async function findPaidOrderOfEmail(
  db: DbExecutor,
  email: string,
  orderNo: string,
): Promise<{ id: number; orderNo: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(and(eq(orders.orderNo, orderNo), eq(accounts.email, email), inArray(orders.status, PAID_STATUSES)))
    .limit(1);
  return row;
}

export async function insertPartnerApplication(
  db: DbExecutor,
  application: { kind: PartnerKind } & Omit<typeof partnerApplications.$inferInsert, 'kind'>,
): Promise<void> {
  await db.insert(partnerApplications).values(application);
}

export async function insertUninstallSurvey(db: DbExecutor, survey: typeof uninstallSurveys.$inferInsert): Promise<void> {
  await db.insert(uninstallSurveys).values(survey);
}

/** Which of `names` are the receipt of a stored refund request. */
export async function referencedReceipts(db: Database, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.select({ file: refundRequests.receiptFile }).from(refundRequests).where(inArray(refundRequests.receiptFile, names));
  return new Set(rows.flatMap((row) => (row.file === null ? [] : [row.file])));
}

/** Deletes the contact messages, partner applications and survey answers written before their dates. */
export async function purgeOldForms(db: Database, before: { contact: Date; application: Date; survey: Date }): Promise<void> {
  await db.delete(contactMessages).where(lt(contactMessages.createdAt, before.contact));
  await db.delete(partnerApplications).where(lt(partnerApplications.createdAt, before.application));
  await db.delete(uninstallSurveys).where(lt(uninstallSurveys.createdAt, before.survey));
}

/** Deletes the refund requests sent before `before`; resolves with the receipt files they named. */
export async function purgeOldRefundRequests(db: Database, before: Date): Promise<string[]> {
  const rows = await db.delete(refundRequests).where(lt(refundRequests.createdAt, before)).returning({ file: refundRequests.receiptFile });
  return rows.flatMap((row) => (row.file === null ? [] : [row.file]));
}
