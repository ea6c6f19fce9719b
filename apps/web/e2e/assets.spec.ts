/**
 * A page's scripts and styles arrive as the build compressed them (Brotli at its best quality,
 * docs/decisions/024), cached for good, and the page works with them.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir } from '../src/lib/env';
import { BUILT_ASSET_PREFIX } from '../src/server/precompressed-assets';
import { expect, test } from './fixtures';

/** The static folder of the build the journeys' website serves. */
const STATIC_DIR = join(fileURLToPath(new URL('..', import.meta.url)), distDir(), 'static');

test('a page’s scripts and styles come Brotli-compressed by the build, cached for good, and the page hydrates', async ({ page }) => {
  const assets: { path: string; encoding?: string; length?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith(BUILT_ASSET_PREFIX) || !/\.(js|css)$/.test(pathname)) return;
    const headers = response.headers();
    assets.push({
      path: pathname,
      encoding: headers['content-encoding'],
      length: headers['content-length'],
      cache: headers['cache-control'],
    });
  });
  await page.goto('/vpn-server', { waitUntil: 'networkidle' });
  // Hydrated: the location search filters.
  await page.getByRole('searchbox', { name: 'Find a country or city' }).fill('osaka');
  await expect(page.locator('[data-terms]:visible')).toHaveCount(1);
  expect(assets.length).toBeGreaterThan(5);
  // The build's own .br file, byte for byte in length (a per-request compressor sends no length).
  for (const asset of assets) {
    const built = statSync(join(STATIC_DIR, `${asset.path.slice(BUILT_ASSET_PREFIX.length)}.br`)).size;
    expect(asset, asset.path).toEqual({
      path: asset.path,
      encoding: 'br',
      length: String(built),
      cache: 'public, max-age=31536000, immutable',
    });
  }
});
