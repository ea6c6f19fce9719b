/**
 * The header knows the visitor is signed in (issue 12 §2), on pages that stay static: the API's
 * "signed in" hint (docs/product.md §3) turns Sign in and Get into My account and Sign out without moving
 * anything; Sign out in the header ends the session; a sign-out or sign-in in another tab changes the
 * header of this one; the checkout skips its sign-in step. And My account on a phone: payments as
 * cards that fit the screen, dates in the visitor's time zone, named.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { BRAND, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@kestrel/domain';
import { buyPlan, createAccount, profileCode, useSession } from './account-api';
import { expect, test } from './fixtures';
import { layoutShiftsAfterParsing, watchLayoutShifts } from './layout-shifts';
import { expectPrerendered, waitForRegenerated } from './static-pages';

/** A submit that solves the proof-of-work captcha first: generous on a busy test machine. */
const AFTER_CAPTCHA = { timeout: 30_000 };
/** A marketing page prerendered at build time. */
const STATIC_PAGE = '/features/automatic-kill-switch';

interface HeaderWords {
  signIn: string;
  myAccount: string;
  signOut: string;
}
const ENGLISH: HeaderWords = { signIn: 'Sign in', myAccount: 'My account', signOut: 'Sign out' };
const GERMAN: HeaderWords = { signIn: 'Anmelden', myAccount: 'Mein Konto', signOut: 'Abmelden' };

async function expectSignedIn(page: Page, words: HeaderWords = ENGLISH): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: words.myAccount, exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: words.signOut, exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: words.signIn, exact: true })).toBeHidden();
}

async function expectSignedOut(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: `Get ${BRAND.name}`, exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My account', exact: true })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
}

async function cookieNames(context: BrowserContext, baseURL: string): Promise<string[]> {
  return (await context.cookies(baseURL)).map((cookie) => cookie.name);
}

test('signed in, a static page’s header offers My account and Sign out instead of Sign in, moving nothing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Two captchas solved for the set-up and one in the browser: room on a busy machine.
  test.slow();
  const account = await createAccount(request, 'header');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
  // The API's sign-in set the hint beside the session, readable by the page (it holds no secret).
  const hint = (await context.cookies(baseURL)).find((cookie) => cookie.name === SESSION_HINT_COOKIE);
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' });

  // The header's own elements: the hint is applied at hydration, after the document was parsed.
  await watchLayoutShifts(page, 'header');
  const response = await page.goto(STATIC_PAGE);
  expectPrerendered(response, STATIC_PAGE);
  await expectSignedIn(page);
  await expect(page.getByRole('banner').getByRole('link', { name: `Get ${BRAND.name}`, exact: true })).toBeHidden();
  expect(await layoutShiftsAfterParsing(page)).toEqual([]);
  const axe = await new AxeBuilder({ page }).include('header').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('in German too, and its My account link leads there', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'header-de');
  await useSession(context, baseURL!, account.token);
  await page.goto(`/de${STATIC_PAGE}`);
  await expectSignedIn(page, GERMAN);
  await page.getByRole('banner').getByRole('link', { name: 'Mein Konto', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/myAccount$/);
  await expect(page.getByText(`Angemeldet als ${account.email}`)).toBeVisible();
});

test('in a browser without the Cookie Store API (older Safari, Firefox) the header still finds the hint, and moves nothing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'header-no-store');
  await useSession(context, baseURL!, account.token);
  await page.addInitScript(() => delete (window as { cookieStore?: unknown }).cookieStore);
  await watchLayoutShifts(page, 'header');
  await page.goto(STATIC_PAGE);
  expect(await page.evaluate(() => 'cookieStore' in window)).toBe(false);
  await expectSignedIn(page);
  expect(await layoutShiftsAfterParsing(page)).toEqual([]);
});

test('Sign out in the header ends the session, and Sign in is back', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'header-out');
  await useSession(context, baseURL!, account.token);
  await page.goto(STATIC_PAGE);
  await expectSignedIn(page);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  // The sign-out flow of My account: to the sign-in page.
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);
  expect(await cookieNames(context, baseURL!)).not.toContain(SESSION_COOKIE);
  expect(await cookieNames(context, baseURL!)).not.toContain(SESSION_HINT_COOKIE);
  // The session ended on the API, not only in this browser (50008: logged out).
  expect(await profileCode(request, account.token)).toBe(50008);

  await page.goto(STATIC_PAGE);
  await expectSignedOut(page);
});

test('a sign-out in another tab changes this tab’s header where it stands, and a sign-in there changes it back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'header-tabs');
  await useSession(context, baseURL!, account.token);
  await page.goto(STATIC_PAGE);
  await expectSignedIn(page);

  const other = await context.newPage();
  await other.goto('/myAccount');
  await expect(other.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await other.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/login$/);

  await expectSignedOut(page);
  expect(new URL(page.url()).pathname).toBe(STATIC_PAGE);

  await other.getByLabel('Email').fill(account.email);
  await other.getByLabel('Password', { exact: true }).fill(account.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
  await expectSignedIn(page);
});

test('until the page’s scripts run, My account’s Sign out is disabled, so a press is never lost; then it signs out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'header-early');
  await useSession(context, baseURL!, account.token);
  // Hold the page's scripts: the page is painted and readable but React does not run it yet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/myAccount', { waitUntil: 'commit' });
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  const signOut = page.getByRole('main').getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeDisabled();

  release();
  await expect(signOut).toBeEnabled();
  await signOut.click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await profileCode(request, account.token)).toBe(50008);
});

test('signed in, the checkout skips the sign-in step', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'header-checkout');
  await useSession(context, baseURL!, account.token);
  await waitForRegenerated(request, '/pricing', 'id="plan-');
  await page.goto('/pricing');
  await page.locator('main a[href^="/pricing/checkout/"]').first().click();
  await expect(page).toHaveURL(/\/pricing\/checkout\/\d+$/);
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /PayPal/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Berlin' });

  test('My account lists payments as cards that fit the screen, dated in the visitor’s time zone; the menu offers My account', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, 'phone');
    await buyPlan(request, account.token);
    await useSession(context, baseURL!, account.token);
    // German and Russian have longer words than English.
    for (const [path, title] of [
      ['/myAccount', 'Payment history'],
      ['/de/myAccount', 'Zahlungsverlauf'],
      ['/ru/myAccount', 'История платежей'],
    ] as const) {
      await page.goto(path);
      const section = page.getByRole('region', { name: title });
      const cards = section.getByRole('listitem');
      await expect(cards).toHaveCount(1);
      await expect(section.getByRole('table')).toBeHidden();
      const card = cards.first();
      await expect(card).toContainText(/99[.,]99/);
      // docs/product.md §9 "Dates": YYYY-MM-DD AM/PM hh:mm:ss in the browser's zone, named.
      await expect(card.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} [AP]M (0[1-9]|1[0-2]):[0-5]\d:[0-5]\d \(Europe\/Berlin\)$/);
      await card.scrollIntoViewIfNeeded();
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.x + cardBox.width, `${path} card inside the screen`).toBeLessThanOrEqual(390);
      for (const value of await card.locator('dd').all()) {
        const box = (await value.boundingBox())!;
        const text = await value.innerText();
        expect(box.x, `${path} "${text}" starts inside the card`).toBeGreaterThanOrEqual(cardBox.x);
        expect(box.x + box.width, `${path} "${text}" ends inside the card`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        expect(await value.evaluate((node) => node.scrollWidth <= node.clientWidth), `${path} "${text}" fits`).toBe(true);
      }
      // Nothing on the page scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} page width`).toBeLessThanOrEqual(390);
    }

    // Back to English (the visit to /ru/… chose Russian), on a static page.
    await page.goto(`/en${STATIC_PAGE}`);
    await expect(page).toHaveURL(new RegExp(`${STATIC_PAGE}$`));
    await page.getByRole('banner').getByLabel('Open menu').click();
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'My account', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  });
});
