/**
 * Prepared statements for the hot queries of the payment paths. Building a Drizzle query costs
 * about three times more CPU than running it (~0.4 ms against ~0.1 ms on the benchmark machine),
 * so the statements run on every purchase are built once per database and then only executed
 * with their parameters. Only for the database itself: a transaction builds its queries as usual.
 */
import type { Database } from './client';

const cache = new WeakMap<Database, Map<string, unknown>>();

/** The statement `name` of `db`, built by `build` on first use. */
export function prepared<T>(db: Database, name: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
