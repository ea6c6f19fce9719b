/**
 * The promotion page (docs/product.md §1, §4 "Promotion and campaigns") against the production build and
 * the seeded API. The seeded campaign's window (2024-03-25T03:00Z to 2024-04-07T03:00Z) has passed
 * and no other campaign runs, so the page presents the standing offer: the recommended plan at its
 * normal price, with no countdown and nothing about a promotion that ended. (How a running
 * campaign is presented, and its countdown, are unit-tested against campaign data in
 * features/promotion; the API's clock is not movable from a journey.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForRegenerated } from './static-pages';

/** The recommended plan's id and whether a campaign runs, as the API answers them. */
async function apiFacts(request: APIRequestContext): Promise<{ recommendedId: number; running: boolean }> {
  const plans = await request.get('/api/mms/payment/v1/providers/plans');
  expect(plans.status()).toBe(200);
  const { data } = (await plans.json()) as { data: { plans: { id: number; is_recommend: boolean }[] } };
  const recommended = data.plans.find((plan) => plan.is_recommend);
  if (!recommended) throw new Error('the plans API has no recommended plan');
  const campaign = await request.get('/api/mms/payment/v1/campaigns/running');
  expect(campaign.status()).toBe(200);
  const running = ((await campaign.json()) as { data: { campaign: unknown } }).data.campaign !== null;
  return { recommendedId: recommended.id, running };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when no campaign runs: the standing offer, no countdown, no "ended" headline, and the CTA buys the recommended plan', async ({
    page,
    request,
  }) => {
    const { recommendedId, running } = await apiFacts(request);
    expect(running).toBe(false);
    await waitForRegenerated(request, '/promotion', 'id="offer-plan-name"');
    await page.goto('/promotion');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Premium for about \$4\.17 a month$/);
    await expect(page.getByText('No time-limited promotion is running at the moment.', { exact: false })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByText(/\bended\b/i)).toHaveCount(0);
    await expect(page.getByText('Regular price', { exact: true })).toBeVisible();

    const buy = page.getByRole('link', { name: 'Buy the 24-month plan' });
    await expect(buy).toHaveCount(2);
    for (const link of await buy.all()) await expect(link).toHaveAttribute('href', `/pricing/checkout/${recommendedId}`);
  });

  test('in German the CTA keeps the language prefix', async ({ page, request }) => {
    const { recommendedId } = await apiFacts(request);
    await waitForRegenerated(request, '/de/promotion', 'id="offer-plan-name"');
    await page.goto('/de/promotion');

    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Tarif über 24 Monate kaufen' }).first()).toHaveAttribute(
      'href',
      `/de/pricing/checkout/${recommendedId}`,
    );
  });

  test('no banner announces a promotion that is not running', async ({ page }) => {
    await page.goto('/money-back-guarantee');
    await expect(page.getByRole('heading', { name: 'Plans bought in a promotion' })).toBeVisible();
    await expect(page.locator('a[href="/promotion"]')).toHaveCount(0);
  });
});

test('the promotion and the money-back policy pass axe, in English and in Arabic', async ({ page, request }) => {
  for (const path of ['/promotion', '/ar/promotion', '/money-back-guarantee', '/ar/money-back-guarantee']) {
    if (path.endsWith('/promotion')) await waitForRegenerated(request, path, 'id="offer-plan-name"');
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
