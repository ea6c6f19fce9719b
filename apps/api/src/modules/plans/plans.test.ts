import { ENDPOINTS } from '@kestrel/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { SEED_PLANS, seedDatabase } from '../../db/seed';
import { TestClock } from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { testAppOfFile, testServerUrl } from '../../test/test-db';
import { PLANS_CACHE_TTL_MS } from './plans-cache';
import { PLANS_EXAMPLE } from './plans.example';

const PATH = ENDPOINTS.plans.path;

const clock = new TestClock('2025-01-15T12:00:00Z');

const t = await testAppOfFile({ clock });

/** The status and the body, unread: a test reads it with dataOf or failureOf. */
async function getPlans(init?: RequestInit, query = ''): Promise<{ status: number; body: unknown }> {
  const res = await t.app.request(`${PATH}${query}`, init);
  return { status: res.status, body: await res.json() };
}

/** The plans of the answer, checked against the endpoint's schema. */
const plansOf = (body: unknown) => dataOf(ENDPOINTS.plans, body).plans;

// The document's example shows the first and last seeded plans: the API must answer them so.
const [twoYears, monthly] = PLANS_EXAMPLE.plans.map(({ id: _id, ...entry }) => entry);

describe('GET /api/mms/payment/v1/providers/plans', () => {
  it('answers the seeded plans in display order with derived interval, discount and monthly price', async () => {
    const { status, body } = await getPlans();
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'success' });
    const withoutIds = plansOf(body).map(({ id, ...rest }) => {
      expect(Number.isInteger(id)).toBe(true);
      return rest;
    });
    expect(withoutIds).toEqual([
      twoYears,
      {
        product_id: 'v2.kestrel.vpn.premium.web.12m.off50',
        interval_count: 12,
        interval_unit: 'MONTH',
        price: 7188,
        currency: 'USD',
        price_unit: 599,
        discount_percent: 50,
        is_recommend: false,
      },
      {
        product_id: 'v2.kestrel.vpn.premium.web.6m.off33',
        interval_count: 6,
        interval_unit: 'MONTH',
        price: 4794,
        currency: 'USD',
        price_unit: 799,
        discount_percent: 33,
        is_recommend: false,
      },
      monthly,
    ]);
    expect(new Set(plansOf(body).map((p) => p.id)).size).toBe(4);
  });

  it('accepts X-From values, known or not, and logs them', async () => {
    const baseline = await getPlans();
    for (const from of ['web', 'ios', 'some-future-surface']) {
      const { status, body } = await getPlans({ headers: { 'X-From': from, 'X-Request-Id': `from-${from}` } });
      expect(status).toBe(200);
      expect(body).toEqual(baseline.body);
      const line = t.logs.find((l) => l.requestId === `from-${from}` && l.msg === 'plans requested');
      expect(line).toMatchObject({ from, knownFrom: from !== 'some-future-surface' });
    }
  });

  it('accepts a valid channel', async () => {
    const { status, body } = await getPlans({ headers: { 'X-Request-Id': 'channel-ok' } }, '?channel=bd1117');
    expect(status).toBe(200);
    expect(plansOf(body)).toHaveLength(4);
    expect(t.logs.find((l) => l.requestId === 'channel-ok' && l.msg === 'plans requested')).toMatchObject({ channel: 'bd1117' });
  });

  it.each(['has space', 'x'.repeat(65), 'semi;colon', '', 'ünï'])('rejects channel=%j with the 400 envelope', async (channel) => {
    const { status, body } = await getPlans(undefined, `?channel=${encodeURIComponent(channel)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Invalid request: channel: must be 1 to 64 letters, digits, "_" or "-"', field: 'channel' });
  });

  it('rejects a repeated channel parameter', async () => {
    const { status, body } = await getPlans(undefined, '?channel=a&channel=b');
    expect(status).toBe(400);
    const failure = failureOf(body);
    expect(failure.code).toBe(400);
    expect(failure.message).toMatch(/^Invalid request: channel: /);
  });

  it('leaves out inactive plans', async () => {
    const { db } = t.deps.database;
    await db.update(plans).set({ active: false }).where(eq(plans.productId, 'v2.kestrel.vpn.premium.web.6m.off33'));
    try {
      // Answers are cached for a few seconds per instance.
      expect(plansOf((await getPlans()).body)).toHaveLength(4);
      clock.advance(PLANS_CACHE_TTL_MS);
      const plansNow = plansOf((await getPlans()).body);
      expect(plansNow.map((p) => p.product_id)).not.toContain('v2.kestrel.vpn.premium.web.6m.off33');
      expect(plansNow).toHaveLength(3);
    } finally {
      // The seed restores demo content, which also proves it repairs changed rows.
      expect(await seedDatabase(db)).toEqual({ changed: 1 });
    }
    clock.advance(PLANS_CACHE_TTL_MS);
    expect(plansOf((await getPlans()).body)).toHaveLength(4);
  });
});

describe('test database', () => {
  it('is PostgreSQL when DATABASE_URL is set, else embedded PGlite', () => {
    expect(t.deps.database.driver).toBe(testServerUrl() ? 'postgres' : 'pglite');
  });
});

describe('seed', () => {
  it('is idempotent: running it again changes nothing and never duplicates', async () => {
    const { db } = t.deps.database;
    const before = await db.select().from(plans).orderBy(plans.id);
    expect(await seedDatabase(db)).toEqual({ changed: 0 });
    expect(await seedDatabase(db)).toEqual({ changed: 0 });
    const after = await db.select().from(plans).orderBy(plans.id);
    expect(after).toEqual(before);
    const [row] = await db.select({ n: count() }).from(plans);
    expect(row?.n).toBe(SEED_PLANS.length);
  });
});
