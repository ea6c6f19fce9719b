/**
 * /pricing is prerendered per language (docs/decisions/019): the plan the visitor asked for is read
 * in the browser, nothing is marked before a choice, the recommended plan's price and button are in
 * a phone's first screen, prices line up across cards, and the page is restored from the
 * back/forward cache. Against the production build and the seeded API.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForRegenerated } from './static-pages';

const ONE_YEAR = 'v2.kestrel.vpn.premium.web.12m.off50';

test.beforeAll(async ({ request }) => {
  for (const path of ['/pricing', '/de/pricing', '/ru/pricing', '/ar/pricing', '/ms/pricing'])
    await waitForRegenerated(request, path, 'id="plan-');
});

/** The card of a plan, found by its name. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('without a query no plan is Selected: the recommended one only carries its badge', async ({ page }) => {
  const response = await page.goto('/pricing');
  // Cacheable: nothing in the answer keeps it out of shared caches or the back/forward cache.
  expect(response?.headers()['cache-control'] ?? '').not.toMatch(/no-store|private/);
  await expect(card(page, '2 years').getByText('Best value')).toBeVisible();
  await expect(card(page, '2 years').getByRole('link', { name: 'Choose plan' })).toBeVisible();
  await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);
  await expect(page.locator('#plans [aria-current]')).toHaveCount(0);
});

test('?product_id= selects that plan after load, ?plan_id= too, and the buy link says so', async ({ page }) => {
  await page.goto(`/pricing?product_id=${ONE_YEAR}`);
  const oneYear = card(page, '1 year');
  await expect(oneYear.getByText('Selected', { exact: true })).toBeVisible();
  await expect(oneYear.getByRole('link', { name: 'Choose plan' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Selected', { exact: true })).toHaveCount(1);
  await expect(card(page, '2 years').getByRole('link', { name: 'Choose plan' })).not.toHaveAttribute('aria-current', 'true');

  // The same static page in German, asked by plan id: the link keeps the language prefix.
  const href = await card(page, 'Monthly').getByRole('link', { name: 'Choose plan' }).getAttribute('href');
  const planId = href?.split('/').pop();
  await page.goto(`/de/pricing?plan_id=${planId}`);
  const monthly = card(page, 'Monatlich');
  await expect(monthly.getByText('Ausgewählt', { exact: true })).toBeVisible();
  await expect(monthly.getByRole('link', { name: 'Tarif wählen' })).toHaveAttribute('href', `/de/pricing/checkout/${planId}`);
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the recommended plan’s price and button are in the first screen', async ({ page }) => {
    await page.goto('/pricing');
    const recommended = card(page, '2 years');
    for (const target of [recommended.getByText('$4.17/month'), recommended.getByRole('link', { name: 'Choose plan' })]) {
      await expect(target).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('prices start on one line across the cards, in every language with long names', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/pricing', '/de/pricing', '/ru/pricing', '/ar/pricing', '/ms/pricing']) {
    await page.goto(path);
    const prices = page.locator('#plans li p.text-3xl');
    await expect(prices).toHaveCount(4);
    const tops = await prices.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${path}: ${tops.join(', ')}`).toBe(1);
  }
});

test('the page passes axe with and without a chosen plan', async ({ page }) => {
  test.slow();
  for (const path of ['/pricing', `/pricing?product_id=${ONE_YEAR}`, '/ar/pricing']) {
    await page.goto(path);
    if (path.includes('?')) await expect(page.getByText('Selected', { exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

/** Playwright turns Chromium's back/forward cache off by default; this journey is about it. */
const withBackForwardCache = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

withBackForwardCache.describe('back and forward', () => {
  withBackForwardCache(
    'leaving /pricing and coming back restores it from the back/forward cache, with the chosen plan',
    async ({ page }) => {
      await page.goto(`/pricing?product_id=${ONE_YEAR}`);
      await expect(card(page, '1 year').getByText('Selected', { exact: true })).toBeVisible();
      await page.evaluate(() => {
        const flags = window as unknown as { restored?: boolean; sameDocument?: string };
        flags.sameDocument = 'before leaving';
        addEventListener('pageshow', (event) => {
          if (event.persisted) flags.restored = true;
        });
      });

      // A full document navigation away (not a client-side one), then back.
      await page.goto('/features/automatic-kill-switch');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A page restored from the cache fires pageshow, not load: wait for the commit only.
      await page.goBack({ waitUntil: 'commit' });

      await expect(page).toHaveURL(new RegExp(`/pricing\\?product_id=${ONE_YEAR.replaceAll('.', '\\.')}$`));
      await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
      // The document itself came back: state set before leaving is still there.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: string }).sameDocument)).toBe('before leaving');
      expect(
        await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type),
      ).toMatch(/^(navigate|back_forward)$/);
      await expect(card(page, '1 year').getByText('Selected', { exact: true })).toBeVisible();
    },
  );
});
