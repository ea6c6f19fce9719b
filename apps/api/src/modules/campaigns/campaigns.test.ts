import { ENDPOINTS } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, plans } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { TestClock } from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { testAppOfFile } from '../../test/test-db';
import { RUNNING_CAMPAIGN_EXAMPLE } from './campaigns.routes';

const PATH = ENDPOINTS.runningCampaign.path;
const PROMOTED = 'v2.kestrel.vpn.premium.web.24m.off65';

// Inside the seeded window of docs/product.md §4 (2024-03-25T03:00Z → 2024-04-07T03:00Z).
const clock = new TestClock('2024-04-01T12:00:00Z');
const t = await testAppOfFile({ clock });

async function running(query = ''): Promise<{ status: number; body: unknown }> {
  const res = await t.app.request(`${PATH}${query}`);
  return { status: res.status, body: await res.json() };
}

/** Runs `body` at `iso`, then puts the clock back. */
async function at<T>(iso: string, body: () => Promise<T>): Promise<T> {
  const before = clock.now().getTime();
  clock.advance(new Date(iso).getTime() - before);
  try {
    return await body();
  } finally {
    clock.advance(before - clock.now().getTime());
  }
}

describe('GET /api/mms/payment/v1/campaigns/running', () => {
  it('answers the seeded promotion while its window is open, as the document’s example shows it', async () => {
    const { status, body } = await running();
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'success' });
    const [promoted] = await t.deps.database.db.select({ id: plans.id }).from(plans).where(eq(plans.productId, PROMOTED));
    expect(dataOf(ENDPOINTS.runningCampaign, body)).toEqual({
      ...RUNNING_CAMPAIGN_EXAMPLE,
      campaign: { ...RUNNING_CAMPAIGN_EXAMPLE.campaign, plan_id: promoted!.id },
    });
  });

  it('runs from the start inclusive to the end exclusive, by the injected clock', async () => {
    const key = async () => dataOf(ENDPOINTS.runningCampaign, (await running()).body).campaign?.key ?? null;
    expect(await at('2024-03-25T02:59:59.999Z', key)).toBeNull();
    expect(await at('2024-03-25T03:00:00.000Z', key)).toBe('promo-24m-65');
    expect(await at('2024-04-07T02:59:59.999Z', key)).toBe('promo-24m-65');
    expect(await at('2024-04-07T03:00:00.000Z', key)).toBeNull();
  });

  it('answers null when none runs, with the next window’s start while one is ahead', async () => {
    const before = await at('2024-03-01T00:00:00Z', () => running());
    expect(before.status).toBe(200);
    expect(dataOf(ENDPOINTS.runningCampaign, before.body)).toEqual({ campaign: null, next_change_at: '2024-03-25T03:00:00.000Z' });
    const after = await at('2025-01-15T12:00:00Z', () => running());
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ code: 200, message: 'success', data: { campaign: null, next_change_at: null } });
  });

  it('filters by product id: another plan has no campaign', async () => {
    const own = dataOf(ENDPOINTS.runningCampaign, (await running(`?product_id=${PROMOTED}`)).body);
    expect(own.campaign?.product_id).toBe(PROMOTED);
    const other = await running('?product_id=v2.kestrel.vpn.premium.web.1m');
    expect(other.status).toBe(200);
    expect(dataOf(ENDPOINTS.runningCampaign, other.body)).toEqual({ campaign: null, next_change_at: null });
  });

  it('prefers the campaign that started last when windows overlap, and the plans state’s banner follows it', async () => {
    const { db } = t.deps.database;
    await db.insert(campaigns).values({
      key: 'easter-12m',
      productId: 'v2.kestrel.vpn.premium.web.12m.off50',
      discountPercent: 55,
      startsAt: new Date('2024-03-30T00:00:00Z'),
      endsAt: new Date('2024-04-03T00:00:00Z'),
      moneyBackDays: 7,
    });
    try {
      const data = dataOf(ENDPOINTS.runningCampaign, (await running()).body);
      expect(data.campaign).toMatchObject({ key: 'easter-12m', discount_percent: 55, active: true });
      expect(data.next_change_at).toBe('2024-04-03T00:00:00.000Z');
      const state = dataOf(ENDPOINTS.plans, await (await t.app.request(`${ENDPOINTS.plans.path}?lang=en`)).json());
      expect(state.texts.current).toContain('55%');
      // Once it ends, the promotion it overlapped runs again.
      expect(await at('2024-04-03T00:00:00Z', async () => dataOf(ENDPOINTS.runningCampaign, (await running()).body).campaign?.key)).toBe(
        'promo-24m-65',
      );
    } finally {
      await db.delete(campaigns).where(eq(campaigns.key, 'easter-12m'));
    }
  });

  it('does not run a campaign whose plan is no longer on sale', async () => {
    const { db } = t.deps.database;
    await db.update(plans).set({ active: false }).where(eq(plans.productId, PROMOTED));
    try {
      expect(dataOf(ENDPOINTS.runningCampaign, (await running()).body).campaign).toBeNull();
    } finally {
      await seedDatabase(db);
    }
    expect(dataOf(ENDPOINTS.runningCampaign, (await running()).body).campaign?.key).toBe('promo-24m-65');
  });

  it.each([
    ['a malformed product id', '?product_id=v2.kestrel.vpn.premium.web.24x'],
    ['an empty product id', '?product_id='],
    ['a repeated product id', `?product_id=${PROMOTED}&product_id=${PROMOTED}`],
  ])('refuses %s with the 400 envelope', async (_name, query) => {
    const { status, body } = await running(query);
    expect(status).toBe(400);
    const failure = failureOf(body);
    expect(failure.code).toBe(400);
    expect(failure.message).toMatch(/^Invalid request: product_id: /);
  });
});

describe('campaigns table (migration 0005)', () => {
  it('refuses a campaign for a plan that does not exist, without a discount, or without a money-back period', async () => {
    const { db } = t.deps.database;
    const base = {
      key: 'bad',
      productId: PROMOTED,
      discountPercent: 10,
      startsAt: new Date('2024-05-01T00:00:00Z'),
      endsAt: new Date('2024-05-02T00:00:00Z'),
      moneyBackDays: 7,
    };
    await expect(db.insert(campaigns).values({ ...base, productId: 'v2.kestrel.vpn.premium.web.3m' })).rejects.toThrow();
    await expect(db.insert(campaigns).values({ ...base, discountPercent: 0 })).rejects.toThrow();
    await expect(db.insert(campaigns).values({ ...base, moneyBackDays: 0 })).rejects.toThrow();
    await expect(db.insert(campaigns).values({ ...base, endsAt: base.startsAt })).rejects.toThrow();
    expect(await db.select().from(campaigns).where(eq(campaigns.key, 'bad'))).toEqual([]);
  });
});
