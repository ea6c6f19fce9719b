/**
 * Gift cards (issue 15, docs/product.md §3 "Gift cards") in the browser: a signed-in buyer chooses
 * a card on /gift-card as a gift, pays in the (test) PayPal window, sees the code once; the
 * recipient's mail carries it; another account redeems it and lands on /redeem-suc with its new
 * Premium end; a second redemption is refused with a clear message. Axe on the page, en and ar.
 */
import { createAccount, emailedText, outboxMark, uniqueEmail, useSession } from './account-api';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PAYMENT = { timeout: 15_000 };

test('buy a gift card for someone → code shown once and mailed → redeemed by another account → /redeem-suc', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const buyer = await createAccount(request, 'gift-buyer');
  await useSession(page.context(), baseURL!, buyer.token);
  await page.goto('/gift-card');
  await expect(page.getByText(`Signed in as ${buyer.email}`)).toBeVisible();
  // The form answers once its script runs: the Pay button is enabled then.
  await expect(page.getByRole('button', { name: /^Pay .+ with PayPal$/ })).toBeEnabled();

  await page.getByRole('radio', { name: /1 year of Premium/ }).check();
  const friend = uniqueEmail('gift-friend');
  await page.getByLabel('Their email address').fill(friend);
  await page.getByLabel('Your name (optional)').fill('Robin');
  await page.getByLabel('Your message (optional)').fill('Enjoy a year of Premium!');
  await expect(page.getByText(`emailed to ${friend}`)).toBeVisible();
  const mark = outboxMark();

  const [paypal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Pay $71.88 with PayPal' }).click()]);
  await paypal.getByRole('button', { name: 'Pay $71.88' }).click();
  const paid = page.getByRole('region', { name: 'Your gift card is paid' });
  await expect(paid).toBeVisible(PAYMENT);
  const code = (await paid.getByLabel('Gift card code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  // Shown once: the address no longer names the order, and a reload does not show it again.
  await expect(page).not.toHaveURL(/order=/);
  await page.reload();
  await expect(page.getByText(code)).toHaveCount(0);

  // The recipient's mail, sent today (the default delivery day), carries the code and the message.
  const mail = await emailedText(friend, mark, 'Robin');
  expect(mail).toContain(code);
  expect(mail).toContain('Enjoy a year of Premium!');

  // My account follows the card.
  await page.goto('/myAccount');
  const cards = page.getByRole('region', { name: 'Gift cards you bought' });
  await expect(cards).toContainText(friend);
  await expect(cards).toContainText(`Code ends in ${code.slice(-4)}`);
  // The payment history names the card, and its receipt says what was bought, not a Premium period.
  await expect(page.getByRole('table').getByText('Gift card, 1 year')).toBeVisible();
  const receiptLink = page.getByRole('link', { name: /^Receipt for order / }).first();
  const orderNo = (await receiptLink.getAttribute('aria-label'))!.replace('Receipt for order ', '');
  await page.goto(`/myAccount/receipt/${orderNo}`);
  await expect(page.getByRole('definition').filter({ hasText: '1 year of Kestrel VPN Premium' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Starts on the day the card’s code is redeemed' })).toBeVisible();
  // Had the PayPal window lost the gift page, its own page says the card is paid and leads to it.
  await page.goto(`/paystatus/paypal?order=${orderNo}`);
  await expect(page.getByRole('heading', { name: 'Gift card paid' })).toBeVisible(PAYMENT);
  await expect(page.getByRole('link', { name: 'Show the code' })).toHaveAttribute('href', `/gift-card?order=${orderNo}`);

  // Another account redeems it, typed the way people type codes.
  const redeemer = await createAccount(request, 'gift-redeemer');
  const other = await browser.newContext({ baseURL });
  try {
    const redeemPage = await other.newPage();
    await useSession(other, baseURL!, redeemer.token);
    await redeemPage.goto('/gift-card#redeem');
    await expect(redeemPage.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    const field = redeemPage.getByLabel('Gift card code');
    // A typo is named before anything is sent.
    const typo = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    await field.fill(typo);
    await redeemPage.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeemPage.getByText('This code has a typo').first()).toBeVisible();
    await field.fill(code.toLowerCase().replaceAll('-', ' '));
    await redeemPage.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeemPage).toHaveURL(/\/redeem-suc$/, PAYMENT);
    await expect(redeemPage.getByRole('heading', { name: 'Gift card redeemed' })).toBeVisible();
    await expect(redeemPage.getByText(/^Premium until \d{4}-\d{2}-\d{2}/)).toBeVisible();

    // The same code again is refused, clearly.
    await redeemPage.goto('/gift-card#redeem');
    await expect(redeemPage.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await redeemPage.getByLabel('Gift card code').fill(code);
    await redeemPage.getByRole('button', { name: 'Redeem' }).click();
    await expect(redeemPage.getByText('This gift card has already been redeemed.').first()).toBeVisible();
  } finally {
    await other.close();
  }
  await page.goto('/myAccount');
  await expect(page.getByRole('region', { name: 'Gift cards you bought' })).toContainText('Redeemed');
});

test('signed out, the page offers sign-in and sign-up before buying or redeeming', async ({ page }) => {
  await page.goto('/gift-card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give privacy as a gift');
  await expect(page.getByText('Sign in or create an account to buy a gift card.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/gift-card\?account=new$/);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

for (const path of ['/gift-card', '/ar/gift-card']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
