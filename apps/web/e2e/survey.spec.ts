/**
 * The browser extension's uninstall survey /ext/survey (issue 11) against the production build: a
 * reason is required, the answer goes out with the app type and version of the address, the page
 * thanks and links the download pages; axe in English and Arabic.
 */
import AxeBuilder from '@axe-core/playwright';
import { ENDPOINTS } from '@kestrel/domain';
import { expect, test } from './fixtures';

test('the survey asks for a reason, then sends the answer with the extension’s app and thanks', async ({ page }) => {
  await page.goto('/ext/survey?app_type=301&app_version=3.2.1');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for using Kestrel VPN' })).toBeVisible();

  await page.getByRole('button', { name: 'Send answer' }).click();
  const first = page.getByRole('checkbox', { name: 'It was too slow' });
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription('Please Choose a Reason');
  await expect(page.getByRole('alert').filter({ hasText: 'Please Choose a Reason' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'I only needed it for a short time' }).check();
  await page.getByRole('checkbox', { name: 'It showed too many ads' }).check();
  await page.getByLabel('Anything else you want to tell us? (optional)').fill('Only needed it for one trip.');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === ENDPOINTS.uninstallSurvey.path,
  );
  await page.getByRole('button', { name: 'Send answer' }).press('Enter');
  expect((await sent).postDataJSON()).toEqual({
    reasons: ['too_many_ads', 'temporary_need'],
    comment: 'Only needed it for one trip.',
    app_type: 301,
    app_version: '3.2.1',
  });

  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your answer' });
  await expect(thanks.getByRole('heading', { level: 2, name: 'Thank you for your answer' })).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  await expect(thanks.getByRole('link', { name: 'All apps' })).toHaveAttribute('href', '/download');
  await expect(thanks.getByRole('link', { name: 'Windows' })).toHaveAttribute('href', '/download/windows');
});

test('an app type the survey’s schema refuses is left out of the answer, not reported', async ({ page }) => {
  await page.goto('/ext/survey?app_type=chrome&app_version=3.2.1');
  await page.getByRole('checkbox', { name: 'Another reason' }).check();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === ENDPOINTS.uninstallSurvey.path,
  );
  await page.getByRole('button', { name: 'Send answer' }).click();
  expect((await sent).postDataJSON()).toEqual({ reasons: ['other'], comment: '', app_version: '3.2.1' });
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your answer' })).toBeVisible();
});

for (const prefix of ['', '/ar']) {
  test(`axe finds no violations on ${prefix}/ext/survey, with the form's errors`, async ({ page }) => {
    await page.goto(`${prefix}/ext/survey`);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
