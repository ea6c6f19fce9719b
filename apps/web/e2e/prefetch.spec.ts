/**
 * Links fetch their page ahead on intent only (docs/product.md §4 Prefetching,
 * src/i18n/soft-navigation-client.tsx): loading a page fetches no other page's data; pointing at a link
 * or focusing it does; a visitor who asked to save data gets no prefetching at all.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

function prefetchesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('loading a page prefetches nothing; pointing at a header link or focusing a footer link prefetches that page', async ({ page }) => {
  const prefetched = prefetchesOf(page);
  await page.goto('/faq', { waitUntil: 'networkidle' });
  expect(prefetched).toEqual([]);

  const features = page.getByRole('banner').getByRole('link', { name: 'Features', exact: true });
  const hovered = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === '/features');
  await features.hover();
  await hovered;

  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  const focused = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === '/policy');
  await privacy.focus();
  await focused;
  // Over the whole visit, only the two pages the visitor reached for (the home page, the plans and
  // the FAQ's own links in view were never fetched ahead).
  expect([...new Set(prefetched)].sort()).toEqual(['/features', '/policy']);
});

test('with Save-Data, pointing at links prefetches nothing and a click still navigates', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  const prefetched = prefetchesOf(page);
  await page.goto('/faq', { waitUntil: 'networkidle' });
  const features = page.getByRole('banner').getByRole('link', { name: 'Features', exact: true });
  await features.hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).focus();
  // The pointer and focus handlers have run once the click's navigation lands.
  await features.click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(prefetched).toEqual([]);
});

test("the page's scripts start after its first paint, and then its links navigate within the page", async ({ page, request }) => {
  // docs/decisions/021: no chunk script in the HTML itself; one loader adds them after the first frame.
  const html = await (await request.get('/faq')).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  expect(html).toContain('requestAnimationFrame');

  await page.goto('/faq');
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  // Hydrated: the in-page search answers (it is a client leaf started by those scripts).
  await page.getByRole('searchbox').fill('refund');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await privacy.click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page).toHaveTitle(/privacy policy/i);
  // Navigated by the router, not by loading a new document.
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
});

test('a click with a modifier key is left to the browser (a new tab), and this page stays', async ({ page, context }) => {
  await page.goto('/faq', { waitUntil: 'networkidle' });
  const features = page.getByRole('banner').getByRole('link', { name: 'Features', exact: true });
  const opened = context.waitForEvent('page');
  await features.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/features$/);
  await expect(page).toHaveURL(/\/faq$/);
  await tab.close();
});
