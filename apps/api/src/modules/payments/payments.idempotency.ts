/**
 * Idempotency-Key handling for order creation and capture: the first request with a key runs
 * and its successful answer is stored; a replay gets the stored answer without running again;
 * the same key with other parameters is refused (422); a replay while the first still runs gets
 * 409 with Retry-After. A failed request frees its key so the client can retry it. A first request
 * that never finished — its process was killed, or the database was down when it tried to free the
 * key — is taken over by a replay once it is older than any request can run. Keys are kept for
 * IDEMPOTENCY_KEEP_MS of @kestrel/domain/retention (housekeeping removes older ones).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';
import { paymentErrors } from './payments.errors';

/**
 * A first request without an answer after this long is not running any more (a PayPal call takes at
 * most 3 attempts of 10 s, and a request makes two): a replay with the same key takes it over
 * instead of answering 409 until the key expires.
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;

export interface IdempotentCall {
  accountId: number;
  /** What the key is for ('create', 'capture'): one key may serve each once. */
  scope: string;
  key: string | undefined;
  /** The parameters that make the request what it is; a replay must send the same. */
  request: unknown;
  now: Date;
}

function hashRequest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

function statements(db: Database) {
  const key = and(
    eq(idempotencyKeys.accountId, sql.placeholder('accountId')),
    eq(idempotencyKeys.scope, sql.placeholder('scope')),
    eq(idempotencyKeys.key, sql.placeholder('key')),
  );
  return prepared(db, 'idempotency', () => ({
    claim: db
      .insert(idempotencyKeys)
      .values({
        accountId: sql.placeholder('accountId'),
        scope: sql.placeholder('scope'),
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('requestHash'),
        createdAt: sql.placeholder('now'),
      } as never)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim'),
    read: db.select().from(idempotencyKeys).where(key).prepare('idempotency_read'),
    takeOver: db
      .update(idempotencyKeys)
      .set({ createdAt: sql.placeholder('now') } as never)
      .where(and(key, isNull(idempotencyKeys.response), lt(idempotencyKeys.createdAt, sql.placeholder('abandonedBefore'))))
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_take_over'),
    store: db
      .update(idempotencyKeys)
      .set({ response: sql`${sql.placeholder('response')}::jsonb`, status: 200 })
      .where(key)
      .prepare('idempotency_store'),
    free: db.delete(idempotencyKeys).where(key).prepare('idempotency_free'),
  }));
}

export async function withIdempotency<T>(
  db: Database,
  call: IdempotentCall,
  run: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (call.key === undefined) return { value: await run(), replayed: false };
  const query = statements(db);
  const id = { accountId: call.accountId, scope: call.scope, key: call.key };
  const requestHash = hashRequest(call.request);
  const claimed = await query.claim.execute({ ...id, requestHash, now: call.now });
  if (claimed.length === 0) {
    const [row] = await query.read.execute(id);
    if (!row) return withIdempotency(db, call, run); // freed by a failed first request meanwhile
    if (row.requestHash !== requestHash) {
      throw paymentErrors.idempotencyKeyReused();
    }
    if (row.response !== null) return { value: row.response as T, replayed: true };
    const abandonedBefore = new Date(call.now.getTime() - IDEMPOTENCY_ABANDONED_MS);
    if ((await query.takeOver.execute({ ...id, now: call.now, abandonedBefore })).length === 0) {
      throw paymentErrors.idempotencyKeyInProgress();
    }
  }
  try {
    const value = await run();
    await query.store.execute({ ...id, response: JSON.stringify(value) });
    return { value, replayed: false };
  } catch (error) {
    await query.free.execute(id);
    throw error;
  }
}

export async function purgeIdempotencyKeys(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
