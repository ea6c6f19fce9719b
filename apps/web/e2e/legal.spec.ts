/**
 * The legal pages (issue 11). The cookie policy and what a visit really stores cannot drift apart:
 * a visitor lands from a partner link with utm tags, changes the language, signs in and opens My
 * account; every cookie and storage key the browser then holds must be listed on /cookie-policy,
 * every listed key such a visit sets must be there, with the lifetime the page states. Then axe on
 * the three pages in English and Arabic.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AFFILIATE_COOKIES, inLanguage } from '@kestrel/domain';
import { STORAGE_INVENTORY, type StorageEntry } from '../src/features/legal/inventory';
import { createAccount } from './account-api';
import { expect, test } from './fixtures';

/** A submit that solves the proof-of-work captcha first: generous on a busy test machine. */
const AFTER_CAPTCHA = { timeout: 30_000 };

/**
 * What the visit below does, in the inventory's words; the Windows app's payment page, a mirror host
 * and a link from the app are not part of it. Its landing carries a cj and a cf click: only the cj
 * one is kept (docs/product.md §4 "Affiliate cookies").
 */
const VISIT_DOES: ReadonlySet<StorageEntry['setWhen']> = new Set([
  'signIn',
  'signInOrOut',
  'language',
  'accountPage',
  'campaignLink',
  'firstLink',
  'channelLink',
]);
const visitSets = (entry: StorageEntry) => VISIT_DOES.has(entry.setWhen) || entry.name === AFFILIATE_COOKIES.cj.cookie;

/** The names of this tab's localStorage and sessionStorage keys. */
function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
}

/** The cookie's Max-Age as the inventory states it, in seconds; undefined where it states none. */
function statedMaxAge(entry: StorageEntry): number | undefined {
  if (entry.lifetime.kind === 'fixed') return entry.lifetime.seconds;
  if (entry.lifetime.kind === 'untilSignOut') return entry.lifetime.maxSeconds;
  return undefined;
}

test('the cookie policy lists every cookie and storage key a visit receives, and the visit receives what it lists', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'cookies');
  const stored = new Set<string>();
  const collect = async () => {
    for (const key of await storageKeys(page)) stored.add(key);
  };

  // A marketing visit: utm tags, a partner click and a sales channel in the landing URL.
  await page.goto(
    '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&cjevent=e2e-click.1&cf_click=e2e-click.2&channel=e2e_partner',
  );
  await collect();

  // Another language with the switcher, then back to English through its path.
  await page.getByLabel(/^Language: English$/).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await collect();
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Signs in; My account runs the cross-tab heartbeat.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();

  const expected = STORAGE_INVENTORY.filter(visitSets);
  const expectedStorage = expected.filter((entry) => entry.kind !== 'cookie').map((entry) => entry.name);
  // Waits for the page's scripts to write their keys (the heartbeat starts once the page is hydrated).
  await expect
    .poll(async () => {
      await collect();
      return [...stored];
    })
    .toEqual(expect.arrayContaining(expectedStorage));

  await page.goto('/cookie-policy');
  await collect();
  const cookies = await context.cookies(baseURL);
  const received = [...cookies.map((cookie) => cookie.name), ...stored];
  const listed = (await page.locator('#cookie-list th[scope="row"]').allTextContents()).map((name) => name.trim());

  expect([...listed].sort(), 'the page shows the inventory').toEqual(STORAGE_INVENTORY.map((entry) => entry.name).sort());
  expect(
    received.filter((name) => !listed.includes(name)),
    'received but not on /cookie-policy',
  ).toEqual([]);
  expect(
    expected.map((entry) => entry.name).filter((name) => !received.includes(name)),
    'listed for such a visit but not received',
  ).toEqual([]);

  // Each cookie lasts as long as the page says: its expiry is its stated Max-Age from now.
  const now = Date.now() / 1000;
  for (const cookie of cookies) {
    const entry = STORAGE_INVENTORY.find((candidate) => candidate.name === cookie.name);
    const maxAge = entry && statedMaxAge(entry);
    if (maxAge === undefined) continue;
    expect(Math.abs(cookie.expires - now - maxAge), `${cookie.name} expiry`).toBeLessThan(600);
  }
});

test.describe('accessibility', () => {
  for (const path of ['/policy', '/terms-of-service', '/cookie-policy']) {
    for (const locale of ['en', 'ar'] as const) {
      test(`axe finds no violations on ${inLanguage(locale, path)}`, async ({ page }) => {
        await page.goto(inLanguage(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
