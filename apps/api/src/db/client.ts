/**
 * Opens the database: embedded PGlite in DATA_DIR by default (or in memory), PostgreSQL through a
 * node-postgres pool when DATABASE_URL is set. Both are used through the same Drizzle type.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { MEMORY_DATA_DIR, maskUrl } from '../config';
import { openGuardedPglite, type GuardedPglite } from './pglite-guard';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, safe to log (PGlite folder, `memory://`, or the URL with the password hidden). */
  location: string;
  /** Applies the pending migrations of apps/api/drizzle. */
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /** Closes the database; PGlite must be closed before exit or its files may be left inconsistent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Absolute data folder (PGlite lives in `<dataDir>/pglite`) or `memory://`. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Hears about connection trouble: pool connections that failed, the embedded database reopening. */
  logger?: Logger;
  /** Sees every statement Drizzle runs (tests count the work of a request with it). */
  queryLogger?: QueryLogger;
}

/** The database could not be reached at start. `message` is one line, password hidden. */
export class DatabaseConnectionError extends Error {
  constructor(
    readonly location: string,
    readonly reason: string,
  ) {
    super(`Cannot connect to the database at ${location}: ${reason}`);
    this.name = 'DatabaseConnectionError';
  }
}

/** apps/api/drizzle, found through the package so it works from source and from dist/server.js. */
export const MIGRATIONS_FOLDER = join(dirname(createRequire(import.meta.url).resolve('@kestrel/api/package.json')), 'drizzle');

// Arbitrary constant: serialises migrations when several API instances start at once.
const MIGRATION_LOCK_KEY = 7_340_117_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger, options.queryLogger)
    : openPglite(options.dataDir, options.logger, options.queryLogger);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: a killed process not yet reaped is a zombie ("Z"); it holds nothing any more.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

// Data folders this process holds, to tell our own live lock from one left by an earlier run
// that happened to have the same pid (common in containers, where the server is often pid 1).
const heldDataDirs = new Set<string>();

/**
 * PGlite is a single-process database: two processes on one folder would corrupt it. A pid file
 * in DATA_DIR refuses a second process (or a second open in this one); a file left by a process
 * that is gone is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pglite.pid');
  const location = join(dataDir, 'pglite');
  if (heldDataDirs.has(lockFile)) throw new DatabaseConnectionError(location, 'already open in this process');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldDataDirs.add(lockFile);
      return () => {
        heldDataDirs.delete(lockFile);
        try {
          unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
        throw new DatabaseConnectionError(location, `in use by process ${owner}`);
      }
      unlinkSync(lockFile); // stale: its process is gone (or it is an earlier run of our pid)
    }
  }
  throw new DatabaseConnectionError(location, 'could not lock the data folder');
}

async function openPglite(dataDir: string, logger?: Logger, queryLogger?: QueryLogger): Promise<DatabaseHandle> {
  let location: string;
  let unlock = () => {};
  if (dataDir === MEMORY_DATA_DIR) {
    location = MEMORY_DATA_DIR;
  } else {
    // PGlite creates only the last folder of its path.
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, 'pglite');
    unlock = lockDataDir(dataDir);
  }
  let guarded: GuardedPglite;
  try {
    // Reopened in place after a PANIC (a full disk), so the API keeps answering (db/pglite-guard).
    guarded = await openGuardedPglite(location, { logger });
  } catch (error) {
    unlock();
    throw error;
  }
  const { client } = guarded;
  const db = drizzlePglite({ client, schema, ...(queryLogger ? { logger: queryLogger } : {}) });
  return {
    db,
    driver: 'pglite',
    location,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await guarded.close();
      unlock();
    },
  };
}

/** The most useful short reason of a connection failure: an errno code or the server's message. */
export function connectionFailureReason(error: unknown): string {
  const err = error as { code?: unknown; message?: unknown; errors?: Array<{ code?: unknown }> };
  const code = typeof err?.code === 'string' ? err.code : err?.errors?.[0]?.code;
  if (typeof code === 'string' && /^E[A-Z0-9_]+$/.test(code)) return code;
  if (typeof err?.message === 'string' && err.message !== '') return err.message.split('\n')[0] ?? err.message;
  return String(error);
}

async function openPostgres(url: string, logger?: Logger, queryLogger?: QueryLogger): Promise<DatabaseHandle> {
  const location = maskUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  pool.on('error', (err) => logger?.warn({ err }, 'idle database connection failed'));
  // A checked-out connection (a transaction, the migration) whose server goes away emits 'error'
  // on its client, and the pool listens only to idle ones: without this listener a PostgreSQL
  // restart during a transaction crashed the process. The pool drops such a client when it is
  // released (it is no longer queryable) and opens new connections on demand, so the API recovers
  // by itself once the server is back (bench/faults/postgres-restart.mjs).
  pool.on('connect', (client) => {
    client.on('error', (err) => logger?.warn({ err }, 'database connection failed'));
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseConnectionError(location, connectionFailureReason(error));
  }
  const db = drizzlePg({ client: pool, schema, ...(queryLogger ? { logger: queryLogger } : {}) });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    location,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
