import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { newsletterSubscriptions, type NewsletterSubscriptionRow } from '../../db/schema';

/** The subscription of an email, locked until the transaction ends. */
export async function lockSubscriptionByEmail(db: DbExecutor, email: string): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).for('update');
  return row;
}

/** The subscription waiting for the confirmation token with this hash; inside a transaction, locked. */
export async function findSubscriptionByConfirmHash(db: DbExecutor, hash: string): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, hash)).for('update');
  return row;
}

/** The subscription `id`; inside a transaction, locked. */
export async function findSubscription(db: DbExecutor, id: number): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).for('update');
  return row;
}

/** Creates the subscription of an email unless it has one (a concurrent sign-up may have just made it). */
export async function insertSubscriptionIfMissing(db: DbExecutor, row: typeof newsletterSubscriptions.$inferInsert): Promise<void> {
  await db.insert(newsletterSubscriptions).values(row).onConflictDoNothing({ target: newsletterSubscriptions.email });
}

export async function updateSubscription(
  db: DbExecutor,
  id: number,
  changes: Partial<typeof newsletterSubscriptions.$inferInsert>,
): Promise<void> {
  await db.update(newsletterSubscriptions).set(changes).where(eq(newsletterSubscriptions.id, id));
}

/** An unsubscribed address is not kept (docs/product.md §4 "Newsletter"). */
export async function deleteSubscription(db: DbExecutor, id: number): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
}

/** Sign-ups never confirmed whose last request was before `before`: an address nobody confirmed is not kept. */
export async function purgeUnconfirmedSubscriptions(db: Database, before: Date): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, 'pending'), lt(newsletterSubscriptions.updatedAt, before)));
}
