/**
 * Issue 12: the site shows the product. On a phone's screen, the home page has the app mockup and
 * the server map, each named for assistive technology in the page's language; no page scrolls
 * sideways in the long-worded languages; Japanese breaks lines by phrase; the download button
 * follows the visitor's device.
 */
import { BRAND } from '@kestrel/domain';
import { LOCATION_COUNTRIES, SERVER_LOCATIONS } from '@kestrel/domain/locations';
import { loadCatalog } from '@kestrel/i18n/node';
import { expect, test, expectNoAxeViolations } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

type ImageryCatalog = { imagery: { cities: Record<string, string>; app: { connected: string; disconnect: string } } };
const catalog = (locale: string) => loadCatalog(locale) as unknown as ImageryCatalog;
const number = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);
const country = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code)!;

for (const { locale, path } of [
  { locale: 'en', path: '/' },
  { locale: 'ar', path: '/ar' },
]) {
  test(`home page (${locale}) on a phone: the connected app, the server map and its list, axe-clean`, async ({ page }) => {
    await page.goto(path);
    const texts = catalog(locale).imagery;

    // The hero's phone, named for what it shows: connected to Tokyo, Japan, in the page's language.
    const hero = page
      .getByRole('img', { name: new RegExp(`${BRAND.name}.*${texts.cities['jp-tokyo']}.*${country(locale, 'JP')}`) })
      .first();
    await expect(hero).toBeVisible();
    await expect(hero).toContainText(texts.app.connected);
    await expect(hero).toContainText(texts.app.disconnect);

    // The map: one image named with the number of locations and countries, dots drawn from the data.
    const map = page.getByRole('img', {
      name: new RegExp(`${number(locale, SERVER_LOCATIONS.length)}.*${number(locale, LOCATION_COUNTRIES.length)}`),
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    const land = page.locator('img[src="/images/world-land.svg"]');
    await expect(land).toHaveJSProperty('complete', true);
    expect(await land.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Its text alternative: every country, in the page's language.
    const summary = page.locator('summary', { hasText: number(locale, LOCATION_COUNTRIES.length) });
    await summary.click();
    const list = page.locator('details[open] li');
    await expect(list).toHaveCount(LOCATION_COUNTRIES.length);
    await expect(list.filter({ hasText: country(locale, 'MM') })).toHaveCount(1);

    // The logos of the download tiles are drawn inline; nothing is hidden below md.
    await expect(
      page
        .getByRole('link', { name: new RegExp(`${BRAND.name}`) })
        .filter({ has: page.locator('svg') })
        .first(),
    ).toBeVisible();

    await expectNoAxeViolations(page);
  });
}

test('no page scrolls sideways on a 390 px screen in English, German, Japanese and Arabic', async ({ page }) => {
  for (const path of [
    '/',
    '/de',
    '/ja',
    '/ar',
    '/de/features/automatic-kill-switch',
    '/de/download/windows',
    '/de/download',
    '/ja/features',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, viewportWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      viewportWidth: window.innerWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(viewportWidth);
  }
});

test('Japanese breaks lines between phrases and never before a small kana; Korean keeps words whole', async ({ page }) => {
  await page.goto('/ja');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCSS('word-break', 'auto-phrase');
  await expect(h1).toHaveCSS('line-break', 'strict');
  await page.goto('/ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('word-break', 'keep-all');
});

test.describe('on a Windows PC', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  test('the home page offers the Windows app, in the page’s language', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Download for Windows', exact: true });
    await expect(button).toHaveAttribute('href', '/download/windows');
    await page.goto('/de');
    await expect(page.getByRole('link', { name: 'Für Windows herunterladen', exact: true })).toHaveAttribute(
      'href',
      '/de/download/windows',
    );
  });

  test('/download recommends the Windows app', async ({ page }) => {
    await page.goto('/fr/download');
    await expect(page.getByText('Recommandé pour votre appareil : Windows')).toBeVisible();
    await page
      .getByRole('link', { name: /Windows/ })
      .filter({ hasText: '→' })
      .click();
    await expect(page).toHaveURL(/\/fr\/download\/windows$/);
  });
});

test('on a Linux PC, with no app to suggest, the button leads to all downloads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'See all downloads' })).toHaveAttribute('href', '/download');
});
