/**
 * Server locations (issue 14): the list of every location with its search, each country page in
 * every language with its own h1, title and description and its FAQPage, the localized 404 for a
 * country without a page, and axe on the list and a country page in English and Arabic.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { COUNTRY_PAGE_PATHS, expectOwnHeadsAndFaq } from './landing-pages';

test('the location list finds a country by a city, with or without accents, says when nothing matches, and leads to the country page', async ({
  page,
}) => {
  await page.goto('/vpn-server');
  await expect(page.getByRole('heading', { level: 1, name: 'Server locations' })).toBeVisible();
  await expect(page.getByRole('img', { name: /111 locations in 53 countries/ })).toBeVisible();
  const countries = page.locator('[data-terms]');
  await expect(countries).toHaveCount(53);

  const search = page.getByRole('searchbox', { name: 'Find a country or city' });
  // The box appears once the page can filter (it is invisible before hydration).
  await expect(search).toBeVisible();
  await search.fill('osaka');
  await expect(page.locator('[data-terms]:visible')).toHaveCount(1);
  await expect(page.locator('[data-terms]:visible')).toContainText('Japan');
  await expect(page.getByRole('heading', { level: 2, name: 'Europe' })).toBeHidden();
  await search.fill('SAO PAULO');
  await expect(page.locator('[data-terms]:visible')).toContainText('Brazil');
  await search.fill('atlantis');
  await expect(page.getByRole('status')).toHaveText('No country or city matches your search.');
  await expect(page.locator('[data-terms]:visible')).toHaveCount(0);
  await search.fill('');
  await expect(page.locator('[data-terms]:visible')).toHaveCount(53);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'VPN guide for Japan' }).click();
  await expect(page).toHaveURL(/\/vpn-server\/japan-vpn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A VPN for Japan, at home and on the road');
  await expect(page.getByRole('region', { name: 'Our servers in Japan' }).getByRole('listitem')).toHaveText([
    'Tokyo',
    'Osaka',
    'Nagoya',
    'Fukuoka',
    'Sapporo',
  ]);
  const faq = page.getByRole('region', { name: 'Questions and answers' });
  await expect(faq.locator('summary')).toHaveCount(3);
  await faq.getByText('Which Kestrel VPN locations are in Japan?').click();
  await expect(faq.getByText(/^Five: Tokyo, Osaka/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in Arabic the list and a country page read right to left, with Arabic names of countries and cities', async ({ page }) => {
  await page.goto('/ar/vpn-server');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: /اليابان/ })).toHaveAttribute('href', '/ar/vpn-server/japan-vpn');
  await expectNoAxeViolations(page);
  await page.goto('/ar/vpn-server/japan-vpn');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]{4}/);
  await expect(page.getByText('طوكيو', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every country page, in every language, has its own h1, title and description, and valid FAQPage data', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  await expectOwnHeadsAndFaq(request, COUNTRY_PAGE_PATHS, 3);
  await request.dispose();
});

test('a country without a page is the localized 404', async ({ request }) => {
  for (const path of ['/vpn-server/narnia-vpn', '/vpn-server/germany-vpn', '/vpn-server/japan']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const arabic = await request.get('/ar/vpn-server/narnia-vpn');
  expect(arabic.status()).toBe(404);
  expect(await arabic.text()).toContain('dir="rtl"');
});
