/**
 * Test databases and apps. Each test file shares ONE database (PGlite costs ~2 s and ~700 MB):
 * - by default an in-memory PGlite;
 * - when DATABASE_URL is set, a fresh PostgreSQL database `kestrel_test_<random>` created on that
 *   server, migrated, and dropped when the file's last user releases it, so files never
 *   interfere.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig, MEMORY_DATA_DIR, type Config, type Env } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';
import type { AppDeps, Clock } from '../deps';
import { createHttpServer } from '../lib/http-server';
import { createLogger } from '../lib/logger';
import { openMmdbGeoLookup, type GeoLookup } from '../modules/geo/geo.lookup';
import type { FetchLike } from '../adapters/captcha/recaptcha';
import type { PaymentProvider } from '../adapters/payments/provider';
import type { MemoryMailer } from '../adapters/mail/mailer';
import { createMemoryMailer } from '../adapters/mail/mailer';
import { createServices } from '../services';
import type { PasswordHasher } from '../lib/passwords';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter';
import type { FileStore } from '../adapters/uploads/file-store';

/** Listeners of the SQL text of every statement this file's database runs. */
const statementListeners = new Set<(sql: string) => void>();

/**
 * Records the SQL text (without parameters) of every statement run from now until `stop()`, by
 * any app of this file: tests compare the work two requests do.
 */
export function recordStatements(): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const listener = (sql: string) => statements.push(sql);
  statementListeners.add(listener);
  return { statements, stop: () => statementListeners.delete(listener) };
}

const queryLogger = {
  logQuery: (sql: string) => {
    for (const listener of statementListeners) listener(sql);
  },
};

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this file's database; undefined for PGlite. */
  url: string | undefined;
}

/** The PostgreSQL server to test against, if any (validated like the app's own config). */
export function testServerUrl(): string | undefined {
  const result = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config.databaseUrl;
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

interface Owned extends TestDatabase {
  destroy(): Promise<void>;
}

async function createTestDatabase(): Promise<Owned> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR, queryLogger });
    await handle.migrate();
    await seedDatabase(handle.db);
    return { handle, url: undefined, destroy: () => handle.close() };
  }
  const name = `kestrel_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: url.toString(), queryLogger });
  await handle.migrate();
  await seedDatabase(handle.db);
  return {
    handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

let shared: Promise<Owned> | undefined;
let users = 0;

/** This file's database (created, migrated and seeded on first use). Pair with `releaseTestDatabase`. */
export function acquireTestDatabase(): Promise<TestDatabase> {
  users += 1;
  shared ??= createTestDatabase();
  return shared;
}

/** Closes (and for PostgreSQL drops) the file's database once its last user releases it. */
export async function releaseTestDatabase(): Promise<void> {
  users -= 1;
  if (users > 0 || !shared) return;
  const owned = await shared;
  shared = undefined;
  await owned.destroy();
}

let geoLookup: Promise<GeoLookup> | undefined;

/** The real bundled IP database, opened once per file. */
export function realGeoLookup(): Promise<GeoLookup> {
  geoLookup ??= openMmdbGeoLookup();
  return geoLookup;
}

/** A configuration as the app would load it, from a test environment. */
export function testConfig(env: Env = {}): Config {
  const result = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, LOG_LEVEL: 'debug', ...env });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

/** A log line as written by pino. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

export interface TestApp {
  app: App;
  deps: AppDeps;
  /** Every log line the app wrote, parsed. */
  logs: LogLine[];
  /** The same lines exactly as pino wrote them. */
  rawLogs: string[];
  /** Flip to simulate a shutdown in progress. */
  lifecycle: { shuttingDown: boolean };
  database: TestDatabase;
  /** The in-memory outbox: every message delivered by `deps.mail.flush()`. */
  outbox: MemoryMailer;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  geo?: GeoLookup;
  clock?: Clock;
  /** Replaces the database handle (e.g. one whose ping fails); the shared one still backs it. */
  database?: (real: DatabaseHandle) => DatabaseHandle;
  /** The fetch reCAPTCHA siteverify calls go through. */
  fetch?: FetchLike;
  /** Replaces the sandbox checkout (e.g. PayPal against the fake server). */
  paymentProvider?: PaymentProvider;
  /** Replaces the password hasher (e.g. one that counts its argon2 calls). */
  passwords?: PasswordHasher;
  /** Replaces the memory rate limiter (e.g. Redis under a random key prefix). */
  rateLimiter?: RateLimiter;
  /** Replaces the in-memory receipt store (e.g. one on disk, or one that fails). */
  receipts?: FileStore;
}

/** The real app over this file's database, with captured logs. Call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await acquireTestDatabase();
  const logs: LogLine[] = [];
  const rawLogs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        rawLogs.push(line);
        logs.push(JSON.parse(line) as LogLine);
      }
      callback();
    },
  });
  const config = testConfig(options.env);
  const logger = createLogger({ level: config.logLevel, destination });
  const lifecycle = { shuttingDown: false };
  const handle = options.database ? options.database(database.handle) : database.handle;
  const clock = options.clock ?? { now: () => new Date('2025-01-15T12:00:00Z') };
  const outbox = createMemoryMailer(config.mail.from);
  const services = createServices({
    config,
    database: handle,
    logger,
    clock,
    mailer: outbox,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.passwords ? { passwords: options.passwords } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.receipts ? { receipts: options.receipts } : {}),
    sandboxNotifyDelayMs: 0,
  });
  const deps: AppDeps = {
    config,
    database: handle,
    logger,
    geo: options.geo ?? (await realGeoLookup()),
    clock,
    lifecycle,
    ...services,
  };
  const close = async () => {
    await services.payments.sandbox?.settled();
    await services.mail.stop();
    await services.partners.stop();
    await services.rateLimiter.close();
    await releaseTestDatabase();
  };
  return { app: createApp(deps), deps, logs, rawLogs, lifecycle, database, outbox, close };
}

/**
 * This test file's app: built while the file's tests are collected (await it at the top level),
 * closed after its last test.
 */
export async function testAppOfFile(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  afterAll(() => t.close());
  return t;
}

/** This test file's app served on 127.0.0.1 (listenTestApp), as testAppOfFile: server and app closed after the last test. */
export async function servedTestAppOfFile(options: TestAppOptions = {}): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp(options);
  const served = await listenTestApp(t);
  afterAll(async () => {
    await served.close();
    await t.close();
  });
  return { t, port: served.port };
}

/**
 * The test app over a real socket on 127.0.0.1 (port chosen by the OS), through the API's own
 * HTTP server: for what only a socket shows (the peer address, keep-alive, what Node's parser refuses).
 */
export async function listenTestApp(t: TestApp): Promise<{ port: number; url: string; close: () => Promise<void> }> {
  const server = createHttpServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
