/**
 * Every API route fuzzed from its own zod schema (test/route-fuzz.ts), anonymously and with a
 * valid session (bearer or cookie): never a 5xx, never an error in the log, always the envelope
 * (or the route's declared success body), a 4xx for input the edge must refuse, and a failure
 * never changes the database (row counts and checksums of every table). Seeded and bounded, so
 * a run takes the same inputs and a few seconds per route.
 */
import { ApiFailureSchema, isLogoutCode, WEB_APP_TYPE } from '@kestrel/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app';
import { openSession, sessionLifetime } from './modules/sessions/sessions.service';
import { ACCOUNT_TEST_ENV, createAccount, freshEmail, freshIp, TestClock } from './test/account-helpers';
import { snapshotDatabase, type DatabaseSnapshot } from './test/db-snapshot';
import { registeredRoutes, requestArbitrary, type FuzzRequest, type FuzzRoute } from './test/route-fuzz';
import { createTestApp, type TestApp } from './test/test-db';
import type { AppEnv } from './lib/types';

/** Change to explore other inputs; a failure report names the seed and path that reproduce it. */
const SEED = 20_260_601;
const RUNS_PER_ROUTE = 50;

// Built while the tests are collected, so that each route of the app becomes a test of its own.
const t: TestApp = await createTestApp({ env: ACCOUNT_TEST_ENV, clock: new TestClock() });
const routes: FuzzRoute[] = registeredRoutes(t.app);
let accountId: number;
let token: string;
let baseline: DatabaseSnapshot;

beforeAll(async () => {
  accountId = await createAccount(t, freshEmail('fuzz'), 'Secret#2024');
});

afterAll(() => t.close());

/** A fresh session of the fuzzing account (the previous one may have been logged out by a fuzz case). */
async function newSession(): Promise<void> {
  ({ token } = await openSession(t.deps.database.db, t.deps.clock, sessionLifetime(t.deps.config), {
    accountId,
    appType: WEB_APP_TYPE,
    deviceId: null,
  }));
  baseline = await snapshotDatabase(t.deps.database.db);
}

type Auth = 'anonymous' | 'bearer' | 'cookie';

/** docs/product.md §7's captcha-protected variants route /ws/mm/reca/r2|r3/<rest> to /api/mms/<rest>. */
type Variant = 'r2' | 'r3' | undefined;

async function send(request: FuzzRequest, auth: Auth, variant: Variant) {
  const url = variant ? request.url.replace(/^\/api\/mms\//, `/ws/mm/reca/${variant}/`) : request.url;
  const headers: Record<string, string> = { ...request.headers };
  if (auth === 'bearer') headers.authorization = `Bearer ${token}`;
  if (auth === 'cookie') {
    headers.cookie = `paypal_token=${token}`;
    headers['x-app-type'] ??= String(WEB_APP_TYPE);
  }
  const res = await t.app.request(url, { method: request.method, headers, body: request.body }, {
    incoming: { socket: { remoteAddress: freshIp(), remotePort: 40000, remoteFamily: 'IPv4' } },
  } as unknown as AppEnv['Bindings']);
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const errorLines = () => t.logs.filter((line) => line.level >= 50).length;

describe('fuzzing', () => {
  it('covers every route the app serves (each is declared with its schemas)', () => {
    const declared = new Set(routes.map((route) => `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const served = new Set(t.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
    expect([...served].filter((route) => !declared.has(route))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(28);
  });
});

describe.each(routes.map((route, index) => ({ route, index, name: `${route.method} ${route.path}` })))('$name', ({ route, index }) => {
  it('never answers 5xx, always the envelope, changes nothing when it refuses', async () => {
    await newSession();
    // Mostly signed in, so that authenticated routes get past the session check.
    const auth = fc.constantFrom<Auth>('bearer', 'anonymous', 'bearer', 'cookie');
    const variant = fc.constantFrom<Variant>(undefined, undefined, undefined, undefined, 'r2', 'r3');
    const modes = new Set<Auth>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, MAX_BODY_BYTES), auth, variant, async (request, mode, via) => {
        modes.add(mode);
        const errorsBefore = errorLines();
        const res = await send(request, mode, via);
        const where = `${request.method} ${request.url.slice(0, 200)} [${mode}${via ? `, ${via}` : ''}] ${request.shape.slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        expect(errorLines(), where).toBe(errorsBefore);

        const body = parse(res.text);
        const success =
          res.status === 200 &&
          (route.success === 'html'
            ? res.contentType.startsWith('text/html')
            : route.success !== undefined && route.success.safeParse(body).success);
        if (!success) {
          // A failure: the envelope with a message, as JSON; status 200 only for docs/product.md §8's logout codes.
          expect(res.contentType, where).toMatch(/^application\/json/);
          const failure = ApiFailureSchema.safeParse(body);
          expect(failure.success, where).toBe(true);
          if (failure.success) {
            expect(failure.data.message, where).not.toBe('');
            if (res.status === 200) expect(isLogoutCode(failure.data.code), where).toBe(true);
          }
        }
        // Refused at the edge, before routing and sessions: 400, or 413 for the size.
        if (request.mustFail) expect([400, 413], where).toContain(res.status);

        const after = await snapshotDatabase(t.deps.database.db);
        if (success) {
          baseline = after;
        } else {
          expect(after, where).toEqual(baseline);
        }
        // A logout (or a session ended by the case) leaves the next cases a fresh session.
        if (mode !== 'anonymous' && (route.path.endsWith('/web/logout') || ApiFailureSchema.safeParse(body).data?.code === 50008))
          await newSession();
      }),
      { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    // Both without and with a session (as a bearer token and as the cookie).
    expect([...modes].sort()).toEqual(['anonymous', 'bearer', 'cookie']);
  });
});
