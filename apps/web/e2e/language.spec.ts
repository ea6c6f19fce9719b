import { expect, test } from './fixtures';

test('a visitor switches to German and the site remembers it', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your connection, private again');

  await page.getByLabel(/^Language: English$/).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const language = (await context.cookies()).find((c) => c.name === 'LANGUAGE');
  expect(language?.value).toBe('de');
  // Remembered for a year (LANGUAGE_COOKIE_MAX_AGE_S), not only for this browser session.
  expect(language!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);

  const response = await page.goto('/de/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite wurde nicht gefunden');
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test('/en redirects to the unprefixed path and Arabic reads right to left', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the language menu follows the page: after a footer link, each language leads to the new page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/faq');
  // The header's lists and the whole footer reach React as single elements (StaticHtml,
  // docs/decisions/023): React's keys are on the footer itself and on nothing inside it.
  await page.waitForFunction(() => Object.keys(document.querySelector('footer')!).some((key) => key.startsWith('__react')));
  const hydrated = await page.evaluate(() => {
    const ofReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return ['header', 'footer'].map((selector) => [...document.querySelectorAll(`${selector} *`)].filter(ofReact).length);
  });
  expect(hydrated[1]).toBe(0);
  expect(hydrated[0]).toBeLessThan(40);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(/\/de\/policy$/);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.getByLabel(/^Sprache: Deutsch$/).click();
  const menu = page.getByRole('navigation', { name: 'Sprache auswählen' });
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/policy');
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/policy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('an unknown language prefix is just a missing page', async ({ page }) => {
  const response = await page.goto('/xx/pricing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});

test('home and pricing agree: a plan bought here is one payment with nothing to cancel', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('30-day money-back guarantee. One payment, no automatic renewal.', { exact: true })).toBeVisible();
  await expect(page.getByText(/cancel any ?time/i)).toHaveCount(0);
  await page.goto('/pricing');
  await expect(page.getByText(/there is no subscription to cancel/)).toBeAttached();
  // The number goes through an ICU plural: 30 takes the singular accusative in Arabic.
  await page.goto('/ar');
  await expect(page.getByText('ضمان استرداد الأموال خلال 30 يومًا. دفعة واحدة دون تجديد تلقائي.', { exact: true })).toBeVisible();
});
