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
