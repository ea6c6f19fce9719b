import type { Database } from './client';

/** The handle inside `db.transaction(async (tx) => …)`. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query can run: the database or an open transaction. Repos take this. */
export type DbExecutor = Database | DbTransaction;
