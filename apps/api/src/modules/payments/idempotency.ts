/**
 * Idempotency-Key handling for order creation and capture: the first request with a key runs
 * and its successful answer is stored; a replay gets the stored answer without running again;
 * the same key with other parameters is refused (422); a replay while the first still runs gets
 * 409 with Retry-After. A failed request frees its key so the client can retry it. Keys are kept
 * for IDEMPOTENCY_KEEP_MS (housekeeping removes older ones).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** How long an answer is replayed: at least the 24 hours clients are promised. */
export const IDEMPOTENCY_KEEP_MS = 48 * 3_600_000;

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

export async function withIdempotency<T>(
  db: Database,
  call: IdempotentCall,
  run: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (call.key === undefined) return { value: await run(), replayed: false };
  const where = and(
    eq(idempotencyKeys.accountId, call.accountId),
    eq(idempotencyKeys.scope, call.scope),
    eq(idempotencyKeys.key, call.key),
  );
  const requestHash = hashRequest(call.request);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ accountId: call.accountId, scope: call.scope, key: call.key, requestHash, createdAt: call.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return withIdempotency(db, call, run); // freed by a failed first request meanwhile
    if (row.requestHash !== requestHash) {
      throw new ApiError(422, 'Idempotency-Key was already used with other parameters', { code: 42201 });
    }
    if (row.response === null) {
      throw new ApiError(409, 'A request with this Idempotency-Key is still in progress', { code: 40901, headers: { 'Retry-After': '1' } });
    }
    return { value: row.response as T, replayed: true };
  }
  try {
    const value = await run();
    await db.update(idempotencyKeys).set({ response: value, status: 200 }).where(where);
    return { value, replayed: false };
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}

export async function purgeIdempotencyKeys(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
