/**
 * Use-case pages (issue 14): the overview leads to a family and on to a service; messaging and
 * music show their services as sections; every family and service page in every language has its
 * own h1, title and description and its FAQPage; unknown services are the localized 404; the
 * popular-uses/ lists, /offer and /vpn-for-country move; axe on a page of each family in en and ar.
 */
import { USE_CASES } from '../src/site/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectOwnHeadsAndFaq, USE_CASE_PAGE_PATHS } from './landing-pages';
import { layoutShiftsAfterParsing, watchLayoutShifts } from './layout-shifts';

test('the overview leads to a family and to a service page, with breadcrumbs, FAQ and the way back', async ({ page }) => {
  await page.goto('/InternetAccess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What people use a VPN for');
  const families = page.getByRole('region', { name: 'Choose a use' }).getByRole('listitem');
  await expect(families).toHaveCount(6);
  await expectNoAxeViolations(page);

  await families.filter({ hasText: 'Gaming' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/InternetAccess\/vpn-for-gaming$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A VPN for gaming: honest notes on ping and protection');
  const services = page.getByRole('region', { name: 'Guides for popular games' }).getByRole('link');
  await expect(services).toHaveCount(4);
  await expect(services.filter({ hasText: 'Mobile games' })).toHaveAttribute('href', '/InternetAccess/vpn-for-gaming/mobile');

  await services.filter({ hasText: 'Pokémon GO' }).click();
  await expect(page).toHaveURL(/\/InternetAccess\/vpn-for-gaming\/pokemon_go$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A VPN for Pokémon GO: why it won’t move your trainer');
  const faq = page.getByRole('region', { name: 'Questions and answers' });
  await expect(faq.locator('summary')).toHaveCount(3);
  await faq.getByText('If I connect to a VPN server in another country, will Pokémon GO place me there?').click();
  await expect(faq.getByText(/^No\. The game uses your phone’s GPS location/)).toBeVisible();
  // The download for this device, the plans, and the way back up the trail.
  await expect(page.getByRole('link', { name: 'See plans' }).first()).toHaveAttribute('href', '/pricing');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Popular uses', 'Gaming']);
  await expect(crumbs.getByText('Pokémon GO')).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('messaging and music show each service as a section, and say plainly which services have closed', async ({ page }) => {
  await page.goto('/InternetAccess/vpn-for-messaging');
  const services = page.getByRole('region', { name: 'Messaging, email and call apps' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([...USE_CASES['vpn-for-messaging']]);
  await expect(services.getByRole('article', { name: 'Skype' })).toContainText('5 May 2025');
  await expect(services.getByRole('article', { name: 'Omegle' })).toContainText('November 2023');
  await expectNoAxeViolations(page);
  await page.goto('/InternetAccess/vpn-for-music');
  await expect(page.getByRole('region', { name: 'Music services' }).getByRole('heading', { level: 3 })).toHaveText([
    'Pandora',
    'Spotify',
    'Apple Music',
  ]);
  await expectNoAxeViolations(page);
});

test('in Arabic a page of each family reads right to left, in Arabic, with no axe violations', async ({ page }) => {
  const pages = [
    '/ar/InternetAccess',
    '/ar/InternetAccess/vpn-for-streaming/netflix',
    '/ar/InternetAccess/vpn-for-gaming/pubg',
    '/ar/InternetAccess/vpn-for-sports/nfl',
    '/ar/InternetAccess/vpn-for-social-media/TikTok',
    '/ar/InternetAccess/vpn-for-messaging',
    '/ar/InternetAccess/vpn-for-music',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]{3}/);
    await expectNoAxeViolations(page);
  }
});

test('a page of each family with service pages passes axe in English', async ({ page }) => {
  for (const path of [
    '/InternetAccess/vpn-for-streaming/salto',
    '/InternetAccess/vpn-for-sports/moto',
    '/InternetAccess/vpn-for-social-media/Twitter',
    '/InternetAccess/vpn-for-streaming',
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

test('every family and service page, in every language, has its own h1, title and description, and valid FAQPage data', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL });
  expect(USE_CASE_PAGE_PATHS).toHaveLength(6 + 29);
  await expectOwnHeadsAndFaq(request, USE_CASE_PAGE_PATHS, 3);
  await request.dispose();
});

test('an unknown family or service, or a service of a family without service pages, is the localized 404', async ({ request }) => {
  for (const path of [
    '/InternetAccess/vpn-for-cooking',
    '/InternetAccess/vpn-for-streaming/netflix-extra',
    '/InternetAccess/vpn-for-streaming/Netflix',
    '/InternetAccess/vpn-for-messaging/WhatsApp',
    '/InternetAccess/vpn-for-music/spotify',
    '/InternetAccess/vpn-for-gaming/pubg/more',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const arabic = await request.get('/ar/InternetAccess/vpn-for-sports/cricket');
  expect(arabic.status()).toBe(404);
  expect(await arabic.text()).toContain('dir="rtl"');
});

test('the popular-uses lists, /offer and /vpn-for-country move to the pages that answer them, in the visitor’s language', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/popular-uses/stream-sports', '/InternetAccess/vpn-for-sports'],
    ['/de/InternetAccess/popular-uses/vpn-for-streaming', '/de/InternetAccess/vpn-for-streaming'],
    ['/ja/offer', '/ja/promotion'],
    ['/vpn-for-country?utm_source=x', '/vpn-server?utm_source=x'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
  expect((await request.get('/popular-uses/stream-sports')).url()).toMatch(/\/InternetAccess\/vpn-for-sports$/);
});

test.describe('on an Android phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('the hero’s download button names Android once the page knows the device, and nothing on the page moves', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/InternetAccess/vpn-for-streaming/netflix');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: /^Download for Android/ })).toHaveAttribute('href', '/download/androidpro');
    // What moved once the document was parsed: the label's change at hydration would be here.
    const moved = (await layoutShiftsAfterParsing(page)).reduce((sum, value) => sum + value, 0);
    expect(moved).toBeLessThan(0.01);
  });
});
