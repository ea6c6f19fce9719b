/**
 * A checkout that never strands the buyer (issue 12 §4), against the production build with the
 * built-in sandbox checkout standing in for PayPal: a closed PayPal window is reopened for the same
 * order and paid; the PayPal window closes itself and the checkout moves on; Completed says what is
 * missing; after signing in at the checkout, focus moves on to paying; the receipt comes by email and
 * is in My account, printable.
 */
import AxeBuilder from '@axe-core/playwright';
import { buyPlan, createAccount, emailedLink, emailedText, outboxMark, useSession } from './account-api';
import { expect, test } from './fixtures';

const PAYMENT = { timeout: 15_000 };
const AFTER_CAPTCHA = { timeout: 30_000 };

test('closing the PayPal window can be undone: Reopen → Pay → success, and the receipt by email', async ({ page, request, baseURL }) => {
  const account = await createAccount(request, 'recovery');
  await useSession(page.context(), baseURL!, account.token);
  await page.goto('/pricing/checkout');
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();

  const [paypal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay $99.99 with PayPal' }).click()]);
  await expect(paypal.getByRole('button', { name: 'Pay $99.99' })).toBeVisible();
  const approvePage = paypal.url();
  expect(approvePage).toMatch(/\/sandbox-pay\/SBX-/);

  // The buyer closes PayPal before paying: the checkout says so and offers to reopen it.
  await paypal.close();
  await expect(page.getByText('You closed the PayPal window before paying.', { exact: false })).toBeVisible();
  // Completed says exactly what is missing, beside the same Reopen.
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByText('We have not received your payment yet.', { exact: false })).toBeVisible();
  const [reopened] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Reopen the PayPal window' }).click(),
  ]);
  // The same order's approval page: no second order.
  await expect(reopened).toHaveURL(approvePage);
  await expect(page.getByText('We have not received your payment yet.', { exact: false })).toBeHidden();

  const mark = outboxMark();
  await reopened.getByRole('button', { name: 'Pay $99.99' }).click();
  // Paid: the window we opened closes itself, and the checkout moves on to the success page.
  await expect.poll(() => reopened.isClosed(), PAYMENT).toBe(true);
  await expect(page).toHaveURL(/\/paySuc\?order=KV[0-9A-F]{20}$/, PAYMENT);
  const orderNo = new URL(page.url()).searchParams.get('order')!;

  // The receipt email: order number, plan, amount and currency, the seller, and the receipt page.
  const receiptMail = await emailedText(account.email, mark, `receipt for order ${orderNo}`);
  for (const line of [orderNo, 'Kestrel VPN Premium, 2 years', '$99.99 (USD)', 'Kestrel VPN Ltd.', 'Test mode:']) {
    expect(receiptMail).toContain(line);
  }
  expect(await emailedLink(account.email, mark, `/myAccount/receipt/${orderNo}`)).toBe(`/myAccount/receipt/${orderNo}`);
});

test('My account links each payment’s receipt: the page shows it, prints it alone, and is the buyer’s only', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'receipt');
  const mark = outboxMark();
  await buyPlan(request, account.token);
  const receiptPage = await emailedLink(account.email, mark, '/myAccount/receipt/KV');
  const orderNo = receiptPage.split('/').pop()!;
  await useSession(page.context(), baseURL!, account.token);

  // My account links the receipt from the payment; the page shows the receipt, printable.
  await page.goto('/myAccount');
  const history = page.getByRole('region', { name: 'Payment history' });
  await history.getByRole('link', { name: `Receipt for order ${orderNo}` }).click();
  await expect(page).toHaveURL(receiptPage);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText(orderNo)).toBeVisible();
  await expect(receipt.getByText('$99.99 (USD)')).toBeVisible();
  await expect(receipt.getByText('Kestrel VPN Premium, 2 years')).toBeVisible();
  const print = page.getByRole('button', { name: 'Print receipt' });
  await expect(print).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  // On paper: the receipt only, without the site's header and the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(receipt.getByText(orderNo)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Asking for a refund from the receipt: the form names this order.
  await receipt.getByRole('link', { name: 'refund request' }).click();
  await expect(page.getByLabel('Order number (optional)')).toHaveValue(orderNo);

  // Another account cannot see it: the page answers 404.
  const stranger = await createAccount(request, 'stranger');
  await useSession(page.context(), baseURL!, stranger.token);
  const response = await page.goto(receiptPage);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(orderNo)).toHaveCount(0);
});

test('after signing in at the checkout, focus moves to the payment step and a status message says so', async ({ page, request }) => {
  const account = await createAccount(request, 'inline');
  await page.goto('/pricing/checkout');
  await expect(page.getByText('Sign in or create an account above to pay.')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const payStep = page.getByRole('heading', { name: 'Pay with PayPal' });
  await expect(payStep).toBeFocused(AFTER_CAPTCHA);
  await expect(
    page.getByRole('status').filter({ hasText: `You are signed in as ${account.email}. Next step: pay with PayPal.` }),
  ).toHaveCount(1);
  // The marker leaves the address, so a reload does not announce it again.
  await expect(page).toHaveURL(/\/pricing\/checkout\/\d+$/);
  await expect(page.getByRole('button', { name: 'Pay $99.99 with PayPal' })).toBeVisible();
});
