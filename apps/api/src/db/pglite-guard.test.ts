import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuardedPglite, type GuardedPglite } from './pglite-guard';
import { DatabaseUnavailableError, databaseUnavailableReason } from './unavailable';

/**
 * A real PANIC needs a WAL segment that cannot be created (a full disk: bench/faults/disk-full.mjs
 * does that). Here PGlite's own protocol method answers a statement naming `fault_panic` with the
 * error PostgreSQL reports then, on the path PGlite's query and transaction really take.
 */
const PANIC_MARKER = 'fault_panic';
const panic = () =>
  Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), { severity: 'PANIC', code: '53100' });

function panickingCreate(failOpens = 0) {
  let opened = 0;
  let refusals = failOpens;
  const create = async (location: string) => {
    if (opened > 0 && refusals > 0) {
      refusals -= 1;
      throw new Error('PGlite failed to initialize properly');
    }
    const instance = await PGlite.create(location);
    opened += 1;
    const stream = instance.execProtocolStream.bind(instance);
    instance.execProtocolStream = async (message, options) => {
      if (Buffer.from(message).toString('latin1').includes(PANIC_MARKER)) throw panic();
      return stream(message, options);
    };
    return instance;
  };
  return { create, opened: () => opened };
}

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'kestrel-pglite-guard-'));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function unavailable(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => expect.fail('the call should have been refused'),
    (err: unknown) => err,
  );
  expect(databaseUnavailableReason(error), String(error)).toBeDefined();
  return error;
}

describe('the embedded database after a PANIC', () => {
  let guarded: GuardedPglite;
  const injected = panickingCreate(2);

  afterAll(() => guarded.close());

  it('refuses the failing statement and every call after it as unavailable, never entering the instance again', async () => {
    guarded = await openGuardedPglite(join(folder, 'a'), { create: injected.create });
    const db = drizzle({ client: guarded.client });
    await db.execute(sql`create table t (v text)`);
    await db.execute(sql`insert into t values ('committed before')`);

    const error = await unavailable(db.execute(sql.raw(`select '${PANIC_MARKER}'`)));
    // Drizzle wraps what the guard threw; the PANIC itself is kept as its cause.
    const refusal = (error as { cause?: unknown }).cause;
    expect(refusal).toBeInstanceOf(DatabaseUnavailableError);
    expect((refusal as { cause?: unknown }).cause).toMatchObject({ severity: 'PANIC', code: '53100' });
    // The next call is refused at once (the real instance would loop forever inside WebAssembly).
    await unavailable(guarded.client.query('select 1'));
  });

  it('reopens the folder by itself, retrying while it cannot, and keeps every committed row', async () => {
    await guarded.settled();
    expect(injected.opened()).toBe(2);
    const db = drizzle({ client: guarded.client });
    expect((await db.execute<{ v: string }>(sql`select v from t`)).rows).toEqual([{ v: 'committed before' }]);
  });

  it('rolls back a transaction the PANIC interrupted and frees the database for the next caller', async () => {
    const db = drizzle({ client: guarded.client });
    await unavailable(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values ('in the broken transaction')`);
        await tx.execute(sql.raw(`select '${PANIC_MARKER}'`));
      }),
    );
    await guarded.settled();
    expect(injected.opened()).toBe(3);
    expect((await db.execute<{ v: string }>(sql`select v from t order by v`)).rows).toEqual([{ v: 'committed before' }]);
    await db.execute(sql`insert into t values ('after')`);
    expect((await db.execute(sql`select count(*)::int as n from t`)).rows).toEqual([{ n: 2 }]);
  });
});

describe('an ordinary error', () => {
  it('leaves the instance alone (a full data file is an ERROR; the next statement runs)', async () => {
    const injected = panickingCreate();
    const guarded = await openGuardedPglite('memory://', { create: injected.create });
    try {
      const error = await guarded.client.query('select * from missing').catch((err: unknown) => err);
      expect(error).toMatchObject({ code: '42P01' });
      expect(databaseUnavailableReason(error)).toBeUndefined();
      expect((await guarded.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(injected.opened()).toBe(1);
    } finally {
      await guarded.close();
    }
  });
});
