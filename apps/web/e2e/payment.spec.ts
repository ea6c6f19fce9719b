/**
 * Payment journeys (issue 5) against the production build, with the built-in sandbox checkout
 * standing in for PayPal: pricing → plan → sign up inline → PayPal window → Pay → Completed →
 * /paySuc → My account shows Premium until the right date; the Cancel paths; a blocked popup; the
 * Premium end on /paySuc, the checkout and the return page in the visitor's time zone, named (issue 12).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addInterval, formatDisplayDate } from '@kestrel/domain';
import { buyPlan, createAccount, emailedCode, outboxMark, PASSWORD, uniqueEmail, useSession as addSessionCookie } from './account-api';
import { expect, test } from './fixtures';
import { waitForRegenerated } from './static-pages';

const AFTER_CAPTCHA = { timeout: 30_000 };
const PAYMENT = { timeout: 15_000 };

/** The day Premium should end for a plan of `months` bought now, in `timeZone` (the time of day may differ by seconds). */
function premiumDay(months: number, timeZone = 'UTC'): string {
  return formatDisplayDate(addInterval(new Date(), months, 'MONTH'), timeZone).slice(0, 10);
}

async function signedInAtCheckout(page: Page, request: Parameters<typeof createAccount>[0], baseURL: string | undefined) {
  const account = await createAccount(request, 'buyer');
  await addSessionCookie(page.context(), baseURL!, account.token);
  await page.goto('/pricing/checkout');
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  return account;
}

/** Console errors the browser logs for answers a journey expects (409 before paying…). */
function dropExpected(pageErrors: string[], pattern: RegExp): void {
  const unexpected = pageErrors.filter((error) => !pattern.test(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
}

test.describe('checkout with the sandbox PayPal', () => {
  test('pricing → 24-month plan → sign up → Pay in the PayPal window → Premium until the right date', async ({ page, request }) => {
    await waitForRegenerated(request, '/pricing', 'id="plan-');
    await page.goto('/pricing');
    const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '2 years' }) });
    await plan.getByRole('link', { name: 'Choose plan' }).click();
    await expect(page).toHaveURL(/\/pricing\/checkout\/\d+$/);
    await expect(page.locator('a[aria-current="true"]', { hasText: '2 years' })).toBeVisible();
    await expect(page.getByText('Sign in or create an account above to pay.')).toBeVisible();
    // The journeys run without PayPal keys: every checkout page says that no money moves.
    await expect(page.getByRole('note')).toHaveText(/^Test mode: This site takes no real payments\./);

    // Sign up inline: the page comes back signed in, with the same plan.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\?account=new$/);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    const email = uniqueEmail('checkout');
    await page.getByLabel('Email').fill(email);
    const mark = outboxMark();
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeField = page.getByLabel('Verification code');
    await expect(codeField).toBeFocused(AFTER_CAPTCHA);
    await codeField.fill(await emailedCode(email, mark));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Exact: the status message for screen readers says "You are signed in as …" too.
    await expect(page.getByText(`Signed in as ${email}`, { exact: true })).toBeVisible(AFTER_CAPTCHA);
    await expect(page.locator('a[aria-current="true"]', { hasText: '2 years' })).toBeVisible();

    // A malformed PayPal email is refused before anything is created.
    await page.getByLabel('PayPal email (optional)').fill('someone@');
    await page.getByRole('button', { name: 'Pay $99.99 with PayPal' }).click();
    await expect(page.getByText('Invalid Email provide!').first()).toBeVisible();
    await page.getByLabel('PayPal email (optional)').fill('payer@example.com');

    const [paypal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay $99.99 with PayPal' }).click()]);
    await expect(page.getByRole('heading', { name: 'Finish paying in the PayPal window' })).toBeVisible();
    await expect(paypal).toHaveURL(/\/sandbox-pay\/SBX-/);
    await expect(paypal.getByText('payer@example.com')).toBeVisible();
    await expect(paypal.getByRole('note')).toHaveText(/^Test mode:/);
    await paypal.getByRole('button', { name: 'Pay $99.99' }).click();
    // Paid: the PayPal window we opened closes itself (after the return page captured the order).
    await expect.poll(() => paypal.isClosed(), PAYMENT).toBe(true);

    // Our page noticed by itself; Completed would have done the same.
    await expect(page).toHaveURL(/\/paySuc\?order=KV/, PAYMENT);
    const day = premiumDay(24);
    await expect(page.getByText(`Premium until ${day}`)).toBeVisible();

    await page.goto('/myAccount');
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await expect(subscription).toContainText('Premium');
    await expect(subscription).toContainText(`Premium until ${day}`);
    // Time from a test purchase is marked as such, and so is the payment.
    await expect(subscription.getByText('Test', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('2 years');
    await expect(history.getByRole('row').nth(1)).toContainText('$99.99');
    await expect(history.getByRole('row').nth(1)).toContainText('Success');
    await expect(history.getByRole('row').nth(1).getByText('Test', { exact: true })).toBeVisible();

    // My account and the checkout say the same: the purchased plan cannot be bought again; another plan can.
    await expect(subscription).toContainText('The plan you bought (2 years) cannot be bought again while it runs');
    await page.goto('/pricing/checkout');
    await expect(page.getByText('You already have this plan.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /with PayPal/ })).toHaveCount(0);
    // Nothing can be paid, so no total; the plan that can be chosen instead is named.
    await expect(page.getByRole('definition')).toHaveCount(0);
    await expect(page.getByText('You can choose this plan instead:')).toBeVisible();
    await page.getByRole('link', { name: 'Choose plan' }).click();
    await expect(page).toHaveURL(/\/pricing\/checkout\/\d+$/);
    await expect(page.locator('a[aria-current="true"]', { hasText: '1 year' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $71.88 with PayPal' })).toBeVisible();
  });

  test('Completed before paying says so; Cancel in the PayPal window and on our page cancel', async ({
    page,
    request,
    baseURL,
    pageErrors,
  }) => {
    await signedInAtCheckout(page, request, baseURL);
    const pay = page.getByRole('button', { name: 'Pay $99.99 with PayPal' });

    const [paypal] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
    await expect(paypal.getByRole('button', { name: 'Pay $99.99' })).toBeVisible();
    await page.getByRole('button', { name: 'Completed' }).click();
    await expect(page.getByText('We have not received your payment yet.', { exact: false })).toBeVisible();
    dropExpected(pageErrors, /status of 409/);

    await paypal.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(paypal.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible(PAYMENT);
    await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible(PAYMENT);

    // The PayPal window is still open on the outcome: a new attempt reuses it.
    await pay.click();
    await expect(paypal).toHaveURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible();
    await expect.poll(() => paypal.isClosed()).toBe(true);

    await page.goto('/myAccount');
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Free');
  });

  test('a blocked PayPal window offers a link, and the payment still completes', async ({ page, request, baseURL }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await signedInAtCheckout(page, request, baseURL);
    await page.getByRole('button', { name: 'Pay $99.99 with PayPal' }).click();
    await expect(page.getByText('Your browser blocked the PayPal window.', { exact: false })).toBeVisible();
    const [paypal] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open PayPal' }).click()]);
    await paypal.getByRole('button', { name: 'Pay $99.99' }).click();
    await expect(paypal.getByRole('heading', { name: 'Payment complete' })).toBeVisible(PAYMENT);
    await expect(page).toHaveURL(/\/paySuc\?order=KV/, PAYMENT);
    await expect(page.getByText(`Premium until ${premiumDay(24)}`)).toBeVisible();
  });

  test('the Windows app pays with its token: /win-pay → PayPal → /win-pay-result', async ({ page, request }) => {
    const account = await createAccount(request, 'windows');
    await page.goto(`/win-pay?token=${account.token}`);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/win-pay$/);
    await expect(page.getByText(`Paying for ${account.email}`)).toBeVisible();
    await page.getByRole('radio', { name: /Monthly/ }).check();
    const [paypal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay $11.99 with PayPal' }).click()]);
    await paypal.getByRole('button', { name: 'Pay $11.99' }).click();
    await expect.poll(() => paypal.isClosed(), PAYMENT).toBe(true);
    await expect(page).toHaveURL(/\/win-pay-result\?order=KV/, PAYMENT);
    await expect(page.getByText(`Premium is active on your account until ${premiumDay(1)}`, { exact: false })).toBeVisible();

    await page.goto('/win-pay');
    await expect(page.getByText(`Paying for ${account.email}`)).toBeVisible();
    const fresh = await page.context().newPage();
    await fresh.goto('/win-pay');
    await expect(fresh.getByText('Open this page from the Kestrel VPN Windows app', { exact: false })).toBeVisible();
  });

  test('the checkout and the test checkout pass axe', async ({ page, request, baseURL }) => {
    await signedInAtCheckout(page, request, baseURL);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    const [paypal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay $99.99 with PayPal' }).click()]);
    await expect(paypal.getByRole('button', { name: 'Pay $99.99' })).toBeVisible();
    expect((await new AxeBuilder({ page: paypal }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  test('signed out, the payment pages go to sign-in and the checkout offers both forms', async ({ page }) => {
    await page.goto('/paySuc');
    await expect(page).toHaveURL(/\/login\?next=%2FpaySuc$/);
    await page.goto('/de/pricing/checkout');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: /PayPal/ })).toHaveCount(0);
  });
});

test.describe('in the visitor’s time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('/paySuc, the checkout and the return page show the Premium end as My account does, the zone named', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, 'tokyo');
    const orderNo = await buyPlan(request, account.token);
    await addSessionCookie(page.context(), baseURL!, account.token);
    // docs/product.md §9 "Dates": YYYY-MM-DD AM/PM hh:mm:ss in the browser's zone, named; Tokyo is UTC+9,
    // so the day may differ from the UTC one the server would write.
    const inTokyo = new RegExp(`^${premiumDay(24, 'Asia/Tokyo')} [AP]M (0[1-9]|1[0-2]):[0-5]\\d:[0-5]\\d \\(Asia/Tokyo\\)$`);

    await page.goto('/paySuc');
    await expect(page.getByText('Premium until').locator('time')).toHaveText(inTokyo);

    await page.goto('/pricing/checkout');
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
    await expect(page.getByText('Premium until').locator('time')).toHaveText(inTokyo);

    // The return page of an order already paid says so, with the same date.
    await page.goto(`/paystatus/paypal?order=${orderNo}`);
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible(PAYMENT);
    await expect(page.getByText('Premium is active on your account until').locator('time')).toHaveText(inTokyo);
    await expect(page.getByText(/UTC/)).toHaveCount(0);
  });
});
