import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { acquireTestDatabase, releaseTestDatabase, testServerUrl } from '../test/test-db';
import { connectionFailureReason, DatabaseConnectionError, lockDataDir, MIGRATIONS_FOLDER, openDatabase } from './client';
import { databaseUnavailableReason } from './unavailable';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase with an unreachable DATABASE_URL', () => {
  it('fails with one line naming the server, password hidden, and the reason', async () => {
    const attempt = openDatabase({ dataDir: 'memory://', databaseUrl: 'postgres://kestrel:s3cret@127.0.0.1:1/kestrel' });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseConnectionError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to the database at postgres:\/\/kestrel:\*\*\*@127\.0\.0\.1:1\/kestrel: ECONNREFUSED$/,
    );
  });

  it('reduces driver errors to a short reason', () => {
    expect(connectionFailureReason(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(
      'ECONNREFUSED',
    );
    expect(connectionFailureReason(Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}))).toBe(
      'ECONNREFUSED',
    );
    expect(connectionFailureReason(Object.assign(new Error('database "nope" does not exist'), { code: '3D000' }))).toBe(
      'database "nope" does not exist',
    );
  });
});

describe.skipIf(!testServerUrl())('a PostgreSQL connection the server ends (needs DATABASE_URL)', () => {
  it('fails the transaction as unavailable without crashing the process, and the pool reconnects by itself', async () => {
    const { url } = await acquireTestDatabase();
    const messages: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        messages.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url, logger: createLogger({ level: 'warn', destination }) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const error = await handle.db
        .transaction(async (tx) => {
          // node-postgres answers `{ rows }` (the Database type leaves the driver's result open).
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          // The server's FATAL and the closed socket arrive while the connection is checked out
          // and idle: its client emits 'error', which nothing but our listener hears.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .catch((err: unknown) => err);
      expect(databaseUnavailableReason(error), String(error)).toBeDefined();
      expect(messages.some((line) => line.includes('"msg":"database connection failed"'))).toBe(true);
      await handle.ping();
      expect(await handle.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await admin.end();
      await handle.close();
      await releaseTestDatabase();
    }
  });
});

describe('lockDataDir', () => {
  it('refuses a second open of the same folder in this process until released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(`Cannot connect to the database at ${join(dir, 'pglite')}: already open in this process`);
    release();
    expect(existsSync(join(dir, 'pglite.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a folder held by another live process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'pglite.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone, or by an earlier run with our pid', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' }).pid;
    expect(gone).toBeGreaterThan(0);
    writeFileSync(join(dir, 'pglite.pid'), String(gone));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'pglite.pid'), String(process.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('MIGRATIONS_FOLDER', () => {
  it('is apps/api/drizzle, with its journal', () => {
    expect(MIGRATIONS_FOLDER).toMatch(/apps[/\\]api[/\\]drizzle$/);
    expect(existsSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'))).toBe(true);
  });
});
