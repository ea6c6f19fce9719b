import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
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

/** Requests refunded or declined before `before` that still have their receipt. */
export async function closedRequestsWithReceipts(
  db: Database,
  before: Date,
  limit: number,
): Promise<Array<{ id: number; receiptFile: string }>> {
  const rows = await db
    .select({ id: refundRequests.id, receiptFile: refundRequests.receiptFile })
    .from(refundRequests)
    .where(
      and(
        inArray(refundRequests.status, ['refunded', 'declined']),
        lt(refundRequests.updatedAt, before),
        isNotNull(refundRequests.receiptFile),
      ),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.receiptFile === null ? [] : [{ id: row.id, receiptFile: row.receiptFile }]));
}

export async function forgetReceipt(db: Database, id: number): Promise<void> {
  await db.update(refundRequests).set({ receiptFile: null }).where(eq(refundRequests.id, id));
}
