/**
 * Links fetch their page ahead on intent only (docs/product.md §4 Prefetching,
 * src/i18n/intent-link-client.tsx): loading a page fetches no other page's data; pointing at a link
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
