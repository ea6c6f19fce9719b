/**
 * The promotion page (docs/product.md §1, §4) against the production build and the seeded API: the
 * campaign window (2024-03-25T03:00Z to 2024-04-07T03:00Z) has passed, so the server-rendered
 * countdown reads 00, the page says the promotion has ended, and the call to action still leads
 * to the checkout of the campaign's plan. In the browser the countdown ticks every second.
 * The money-back policy page, static, is checked with axe beside it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const CAMPAIGN_KEY = 'promo-24m-65';

/** The plan id the campaign sells, as the plans API answers it. */
async function campaignPlanId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/mms/payment/v1/providers/plans');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: {
      plans: { id: number; product_id: string }[];
      activity_info_map: Record<string, { product_id: string; plan_id: number | null } | undefined>;
    };
  };
  const campaign = data.activity_info_map[CAMPAIGN_KEY];
  if (!campaign) throw new Error(`the plans API has no campaign ${CAMPAIGN_KEY}`);
  const id = campaign.plan_id ?? data.plans.find((plan) => plan.product_id === campaign.product_id)?.id;
  if (id === undefined) throw new Error(`no plan on sale for ${campaign.product_id}`);
  return id;
}

/**
 * The page is static and regenerated at most once a minute: when the build ran without the API
 * it first serves its "could not be loaded" version, then the campaign. Wait for the campaign.
 */
async function waitForCampaign(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('role="timer"'), { timeout: 30_000, intervals: [500, 1_000] })
    .toBe(true);
}

/** The four two-digit values the countdown shows: days, hours, minutes, seconds. */
const digits = (page: Page) => page.getByRole('timer').locator('time > span > span:first-child');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered countdown reads 00 once the window has passed, and the CTA buys the campaign plan', async ({
    page,
    request,
  }) => {
    const planId = await campaignPlanId(request);
    await waitForCampaign(request, '/promotion');
    await page.goto('/promotion');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our 65% off promotion has ended');
    const timer = page.getByRole('timer', { name: 'The promotion has ended' });
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(digits(page)).toHaveText(['00', '00', '00', '00']);
    await expect(timer.locator('time')).toHaveAttribute('datetime', 'P0DT0H0M0S');
    // One full sentence for screen readers instead of a value announced every second.
    await expect(page.getByText('The promotion ended on April 7, 2024 at 03:00 UTC.', { exact: true })).toBeAttached();
    // Honest copy: the price shown is today's, not a promise that the promotion still runs.
    await expect(
      page.getByText('This promotion ended on April 7, 2024 at 03:00 UTC. The price shown here is what the plan costs today.'),
    ).toBeVisible();

    const buy = page.getByRole('link', { name: 'Buy the 24-month plan' });
    await expect(buy).toHaveCount(2);
    for (const link of await buy.all()) await expect(link).toHaveAttribute('href', `/pricing/checkout/${planId}`);
  });

  test('in German the CTA keeps the language prefix', async ({ page, request }) => {
    const planId = await campaignPlanId(request);
    await waitForCampaign(request, '/de/promotion');
    await page.goto('/de/promotion');

    await expect(page.getByRole('timer', { name: 'Die Aktion ist beendet' })).toBeVisible();
    await expect(digits(page)).toHaveText(['00', '00', '00', '00']);
    await expect(page.getByRole('link', { name: 'Tarif über 24 Monate kaufen' }).first()).toHaveAttribute(
      'href',
      `/de/pricing/checkout/${planId}`,
    );
  });
});

test('the countdown ticks every second in the browser and stops at 00 when the window closes', async ({ page, request }) => {
  await waitForCampaign(request, '/promotion');
  // A browser clock inside the campaign window, a little before its end (2024-04-07T03:00Z).
  await page.clock.install({ time: new Date('2024-04-07T02:59:30Z') });
  await page.goto('/promotion');

  await page.clock.pauseAt(new Date('2024-04-07T02:59:57Z'));
  const timer = page.getByRole('timer', { name: 'The promotion ends in' });
  await expect(timer).toBeVisible();
  await expect(digits(page)).toHaveText(['00', '00', '00', '03']);

  await page.clock.runFor(1_000);
  await expect(digits(page)).toHaveText(['00', '00', '00', '02']);

  await page.clock.runFor(3_000);
  await expect(page.getByRole('timer', { name: 'The promotion has ended' })).toBeVisible();
  await expect(digits(page)).toHaveText(['00', '00', '00', '00']);
});

test('the promotion and the money-back policy pass axe, in English and in Arabic', async ({ page, request }) => {
  for (const path of ['/promotion', '/ar/promotion', '/money-back-guarantee', '/ar/money-back-guarantee']) {
    if (path.endsWith('/promotion')) await waitForCampaign(request, path);
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
