/**
 * A page's scripts and styles arrive as the build compressed them (Brotli at its best quality,
 * docs/decisions/024), cached for good, and the page works with them.
 */
import { expect, test } from './fixtures';

test('a page’s scripts and styles come Brotli-compressed by the build, cached for good, and the page hydrates', async ({ page }) => {
  const assets: { path: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/_next\/static\/.+\.(js|css)$/.test(pathname))
      assets.push({ path: pathname, encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'] });
  });
  await page.goto('/vpn-server', { waitUntil: 'networkidle' });
  // Hydrated: the location search filters.
  await page.getByRole('searchbox', { name: 'Find a country or city' }).fill('osaka');
  await expect(page.locator('[data-terms]:visible')).toHaveCount(1);
  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) expect(asset, asset.path).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
});
