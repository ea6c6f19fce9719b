import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createAccount, freshEmail, login, solveCaptcha } from '../test/account-helpers';
import { failureOf } from '../test/api-bodies';
import { createTestApp, type TestApp } from '../test/test-db';
import type { DatabaseHandle } from './client';
import * as schema from './schema';
import { databaseUnavailableReason, DatabaseUnavailableError } from './unavailable';

/** A PostgreSQL server that is not there: port 1 on this machine refuses every connection. */
const NOWHERE = 'postgres://kestrel@127.0.0.1:1/kestrel';

const sqlError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });

describe('databaseUnavailableReason', () => {
  it('finds a refused connection under the error Drizzle wraps it in', async () => {
    const pool = new pg.Pool({ connectionString: NOWHERE, connectionTimeoutMillis: 2_000 });
    try {
      const error = await drizzle({ client: pool })
        .execute(sql`select 1`)
        .catch((err: unknown) => err);
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect(databaseUnavailableReason(error)).toBe('ECONNREFUSED');
    } finally {
      await pool.end();
    }
  });

  it.each([
    [
      'a restarted server (57P01 admin shutdown)',
      sqlError('57P01', 'terminating connection due to administrator command'),
      'SQLSTATE 57P01',
    ],
    ['a server starting up (57P03)', sqlError('57P03', 'the database system is starting up'), 'SQLSTATE 57P03'],
    ['a connection failure (class 08)', sqlError('08006', 'connection failure'), 'SQLSTATE 08006'],
    ['a full disk (53100)', sqlError('53100', 'could not extend file "base/5/16385": No space left on device'), 'SQLSTATE 53100'],
    ['too many connections (53300)', sqlError('53300', 'sorry, too many clients already'), 'SQLSTATE 53300'],
    ['an I/O error (58030)', sqlError('58030', 'could not read block 0'), 'SQLSTATE 58030'],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect'), 'timeout exceeded when trying to connect'],
    ['a closed PGlite (during a reopen)', new Error('PGlite is closed'), 'PGlite is closed'],
    ['the guard of the embedded database', new DatabaseUnavailableError('being reopened'), 'being reopened'],
    [
      'every address refused (Node tries ::1 and 127.0.0.1)',
      Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]), {}),
      'ECONNREFUSED',
    ],
    ['a write that found the disk full', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), 'ENOSPC'],
    ['a cause two levels down', new Error('outer', { cause: new Error('middle', { cause: sqlError('57P01', 'x') }) }), 'SQLSTATE 57P01'],
  ])('recognises %s', (_what, error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
  });

  it.each([
    ['a unique violation', sqlError('23505', 'duplicate key value violates unique constraint')],
    ['a missing table', sqlError('42P01', 'relation "users" does not exist')],
    ['a query cancelled by statement_timeout', sqlError('57014', 'canceling statement due to statement timeout')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s to the 500 path', (_what, error) => {
    expect(databaseUnavailableReason(error)).toBeUndefined();
  });

  it('stops on a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(databaseUnavailableReason(a)).toBeUndefined();
  });
});

describe('the API while its database is down', () => {
  let healthy: TestApp;
  let down: TestApp;
  let deadPool: pg.Pool;
  let token: string;
  const email = freshEmail('outage');

  beforeAll(async () => {
    healthy = await createTestApp();
    await createAccount(healthy, email, 'Outage#2025pw');
    token = await login(healthy, email, 'Outage#2025pw');
    deadPool = new pg.Pool({ connectionString: NOWHERE, connectionTimeoutMillis: 2_000 });
    deadPool.on('error', () => {});
    const dead = (real: DatabaseHandle): DatabaseHandle => ({
      ...real,
      // The same queries, sent to a server that is gone.
      db: drizzle({ client: deadPool, schema }),
      ping: async () => {
        await deadPool.query('select 1');
      },
    });
    down = await createTestApp({ database: dead });
  });

  afterAll(async () => {
    await down.close();
    await healthy.close();
    await deadPool.end();
  });

  it('answers 503 with Retry-After and a localized message on reads, sign-in and writes, never 500', async () => {
    const captcha = await solveCaptcha(healthy);
    const requests = [
      () => call(down, 'GET', '/api/mms/payment/v1/providers/plans'),
      () => call(down, 'POST', `${API}/web/login`, { body: { username: email, password: 'Outage#2025pw', captcha } }),
      () => call(down, 'POST', '/api/mms/payment/v1/web/orders', { token, body: { plan_id: 1 } }),
      () => call(down, 'GET', `${API}/captcha/challenge`),
    ];
    for (const request of requests) {
      const res = await request();
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body).toEqual({
        code: 503,
        message: 'The service is temporarily unavailable. Please try again in a few seconds.',
        key: 'errors.serviceUnavailable',
      });
      expect(res.headers.get('retry-after')).toBe('5');
    }
    const german = await call(down, 'GET', '/api/mms/payment/v1/providers/plans', { headers: { 'Accept-Language': 'de' } });
    expect(failureOf(german.body).message).toBe(
      'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    );
    expect(down.logs.filter((line) => line.msg === 'database unavailable').length).toBeGreaterThanOrEqual(5);
    // Logged as an outage, not as a bug (the request line of a 5xx is an error line as always).
    expect(down.logs.some((line) => line.msg === 'unhandled error' || line.msg === 'request failed')).toBe(false);
  });

  it('keeps a signed-in visitor signed in: a session it cannot check is 503, not "logged out"', async () => {
    const res = await call(down, 'GET', `${API}/web/profile`, { token });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(503);
    expect((await call(healthy, 'GET', `${API}/web/profile`, { token })).body.code).toBe(200);
  });

  it('fails /readyz', async () => {
    const res = await down.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database_unavailable' });
  });
});
