/**
 * The information pages of issue 11 against the production build and the seeded API: /free-vpn
 * shows Premium's price from the plans API; /home/preview is the home page under a "Preview"
 * notice, kept out of search results; /redirect follows this site's paths and the allowed
 * hosts with a 302 and asks before any other site (docs/product.md §2); axe on every page, in
 * English and in Arabic.
 */
import type { APIRequestContext } from '@playwright/test';
import { BRAND } from '@kestrel/domain';
import { expect, test, expectNoAxeViolations } from './fixtures';

/** The cheapest seeded plan per month (24 months for 99.99 USD), as the English pages write it. */
const FROM_PRICE = 'From $4.17/month';

/**
 * /free-vpn is static and regenerated at most once a minute: when the build ran without the API
 * it first serves its "unavailable" version, then the prices. Wait for the prices.
 */
async function waitForPrices(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await (await request.get('/free-vpn')).text()).includes(FROM_PRICE), { timeout: 30_000, intervals: [500, 1_000] })
    .toBe(true);
}

/** Where a redirect answer points, as path and query (or the whole URL off the site). */
function locationOf(headers: Record<string, string>, baseURL: string): string {
  const location = new URL(headers.location ?? '', baseURL);
  return location.origin === new URL(baseURL).origin ? location.pathname + location.search : location.href;
}

const redirectTo = (destination: string, prefix = '') => `${prefix}/redirect?url=${encodeURIComponent(destination)}`;

test('/free-vpn compares Free with Premium, with Premium’s price from the plans API', async ({ page, request }) => {
  await waitForPrices(request);
  await page.goto('/free-vpn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A free VPN, with nothing hidden');

  const table = page.getByRole('table', { name: 'What the Free and Premium plans include' });
  const price = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
  await expect(price.getByRole('cell').first()).toHaveText('Free');
  await expect(price.getByRole('cell').nth(1)).toContainText(FROM_PRICE);
  const killSwitch = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Automatic kill switch' }) });
  await expect(killSwitch.getByRole('cell')).toHaveText(['Not included', 'Included']);

  // Honest about the limits, and both next steps are there.
  await expect(page.getByRole('heading', { level: 2, name: 'What the free version does not include' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download free' }).first()).toHaveAttribute('href', '/download');
  await expect(page.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute('href', '/pricing');
});

test('/home/preview is the home page under a Preview notice, and search engines are told to skip it', async ({ page, request }) => {
  const html = await (await request.get('/home/preview')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).not.toContain('<link rel="alternate" hrefLang=');
  expect(html).not.toContain('"@type":"Product"');
  // The published home page stays indexable.
  expect(await (await request.get('/')).text()).not.toMatch(/<meta name="robots" content="noindex/);

  await page.goto('/home/preview');
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(page.getByText('This is the home page as it will be published.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your connection, private again');
  await expect(page.getByRole('link', { name: 'Open the live home page' })).toHaveAttribute('href', '/');
});

test.describe('/redirect', () => {
  test('to a path of this site lands there', async ({ page }) => {
    await page.goto(redirectTo('/pricing?plan_id=2'));
    await expect(page).toHaveURL(/\/pricing\?plan_id=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('to a path of this site answers 302 there, in the language of the request', async ({ request, baseURL }) => {
    for (const [path, expected] of [
      [redirectTo('/pricing?plan_id=2'), '/pricing?plan_id=2'],
      [redirectTo('/pricing', '/de'), '/de/pricing'],
      [redirectTo('/download', '/m'), '/download'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(locationOf(response.headers(), baseURL!), path).toBe(expected);
    }
  });

  test('to an allowed host answers 302 to it, without leaving the site to check', async ({ request, baseURL }) => {
    for (const link of [BRAND.downloads.android, BRAND.downloads.windows]) {
      const response = await request.get(redirectTo(link), { maxRedirects: 0 });
      expect(response.status(), link).toBe(302);
      expect(locationOf(response.headers(), baseURL!), link).toBe(link);
    }
  });

  test('to another host shows a page that names it and asks, and follows nothing by itself', async ({ page, request }) => {
    const destination = 'https://evil.test/path?x=1';
    const html = await (await request.get(redirectTo(destination), { maxRedirects: 0 })).text();
    expect(html).not.toMatch(/http-equiv="refresh"/i);

    const response = await page.goto(redirectTo(destination));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continue to evil.test?');
    await expect(page.getByText(destination, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to evil.test' })).toHaveAttribute('href', destination);
    await expect(page.getByRole('link', { name: 'No, go to the Kestrel VPN home page' })).toHaveAttribute('href', '/');
    expect(new URL(page.url()).pathname).toBe('/redirect');
  });

  test('a user name in front of another host is refused, with no link to follow', async ({ page, request }) => {
    for (const destination of ['https://kestrelvpn.example@evil.test/', `https://${new URL(BRAND.downloads.ios).host}@evil.test/`]) {
      const response = await request.get(redirectTo(destination), { maxRedirects: 0 });
      expect(response.status(), destination).toBe(200);
      const body = await response.text();
      expect(body, destination).toContain('This link cannot be opened');
      expect(body, destination).not.toMatch(/href="[^"]*evil\.test/);
    }
    await page.goto(redirectTo('javascript:alert(1)'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link cannot be opened');
    await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the Kestrel VPN home page' })).toHaveAttribute('href', '/');
  });
});

const AXE_PATHS = [
  '/free-vpn',
  '/wfh',
  '/wfh/pc',
  '/tsbox',
  '/home/preview',
  redirectTo('https://evil.test/'),
  redirectTo('javascript:x'),
  '/redirect',
];
for (const prefix of ['', '/ar']) {
  for (const path of AXE_PATHS) {
    test(`axe finds no violations on ${prefix}${path}`, async ({ page, request }) => {
      await waitForPrices(request);
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${prefix}${path}`);
    });
  }
}
