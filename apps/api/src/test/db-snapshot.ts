/**
 * What the database holds, table by table (row count and a checksum of every row), so a test can
 * show that a request changed nothing: take a snapshot before and after and compare them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Row count and checksum per table of the public schema. */
export type DatabaseSnapshot = Record<string, { rows: number; checksum: string }>;

const snapshotQueries = new WeakMap<Database, Promise<string>>();

/** Rows of a plain-SQL statement, whichever driver ran it (both answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One statement over every table; built once per database (the table list does not change in a test). */
async function snapshotQuery(db: Database): Promise<string> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => row.table_name);
  if (tables.length === 0) throw new Error('no tables to snapshot');
  return tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*)::int AS rows, ` +
        `md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum FROM "${table}" t`,
    )
    .join(' UNION ALL ');
}

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  let query = snapshotQueries.get(db);
  if (!query) {
    query = snapshotQuery(db);
    snapshotQueries.set(db, query);
  }
  const rows = await rowsOf<{ name: string; rows: number; checksum: string }>(db, sql.raw(await query));
  const snapshot: DatabaseSnapshot = {};
  for (const row of rows) snapshot[row.name] = { rows: Number(row.rows), checksum: row.checksum };
  return snapshot;
}
