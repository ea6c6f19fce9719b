/**
 * The newsletter page /edmsub (issue 11) against the production build and a fresh API database:
 * double opt-in through the link the outbox receives, the used link's message, unsubscribing with
 * the button of the page the mail's unsubscribe link opens, and axe in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { emailedLink, outboxMark, uniqueEmail } from './account-api';
import { expect, test, expectNoAxeViolations } from './fixtures';

/** A submit that solves the proof-of-work captcha first: generous on a busy test machine. */
const AFTER_CAPTCHA = { timeout: 30_000 };

/** Drops console errors a journey expects (the browser logs every 4xx answer it receives). */
function expectConsoleErrors(pageErrors: string[], pattern: RegExp): void {
  const unexpected = pageErrors.filter((error) => !pattern.test(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
}

/** Subscribes `email` with the page's form and returns the confirmation link the API mailed. */
async function subscribe(page: Page, email: string): Promise<string> {
  await page.goto('/edmsub');
  await page.getByLabel('Email').fill(email);
  const mark = outboxMark();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox.' })).toHaveText(
    `Check your inbox. Unless ${email} is already subscribed, we sent it a link to confirm your subscription.`,
    AFTER_CAPTCHA,
  );
  return emailedLink(email, mark, '/edmsub?confirm=');
}

test('subscribe → confirm with the emailed link → unsubscribe with the button of the unsubscribe link’s page', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  const confirmLink = await subscribe(page, email);

  const welcome = outboxMark();
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 2, name: "You're subscribed" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);

  // The welcome mail is the first newsletter mail: its unsubscribe link opens our page, which
  // changes nothing until the button is pressed.
  const unsubscribeLink = await emailedLink(email, welcome, '/edmsub?unsubscribe=');
  await page.goto(unsubscribeLink);
  const panel = page.getByRole('region', { name: 'Unsubscribe from the Kestrel VPN newsletter' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Unsubscribe' }).click();
  const done = panel.getByRole('status');
  await expect(done).toContainText("You're unsubscribed. We will not send you the newsletter any more.");
  await expect(done).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  // A way back: the sign-up form stays on the page.
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
});

test('a confirmation link works once: its second use shows the API’s message and the form to subscribe again', async ({ page }) => {
  const confirmLink = await subscribe(page, uniqueEmail('newsletter-twice'));
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 2, name: "You're subscribed" })).toBeVisible();

  await page.goto(confirmLink);
  const problem = page.getByRole('region', { name: 'This link does not work' });
  await expect(problem).toContainText('This confirmation link is invalid, has expired or was already used. Please subscribe again.');
  await expect(problem).toContainText('You can subscribe again below: we will send you a new link.');
  await expect(page.getByRole('heading', { level: 2, name: "You're subscribed" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
});

// A well-formed link of a subscription that is gone unsubscribes nothing and says so as a success
// (RFC 8058: unsubscribing is idempotent); a link that is not one of ours is refused.
test('a broken unsubscribe link shows the API’s message by its button', async ({ page, pageErrors }) => {
  await page.goto('/edmsub?unsubscribe=not-one-of-our-links');
  const panel = page.getByRole('region', { name: 'Unsubscribe from the Kestrel VPN newsletter' });
  await panel.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'This unsubscribe link is not valid. Please use the link in the latest newsletter you received.',
  );
  await expect(panel.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expectConsoleErrors(pageErrors, /status of 400/);
});

test('the sign-up form checks the email with the docs/product.md §5 messages before calling the API', async ({ page }) => {
  await page.goto('/edmsub');
  const email = page.getByLabel('Email');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please Enter Email');
  await email.fill('not-an-email');
  await email.press('Enter');
  await expect(email).toHaveAccessibleDescription('Invalid Email provide');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
});

for (const prefix of ['', '/ar']) {
  test(`axe finds no violations on ${prefix}/edmsub, with the form's errors and with the unsubscribe button`, async ({ page }) => {
    await page.goto(`${prefix}/edmsub`);
    // By its place, not its words: the journey runs in both languages.
    await page.locator('section[aria-labelledby="subscribe-title"] button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto(`${prefix}/edmsub?unsubscribe=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
