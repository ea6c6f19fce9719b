/**
 * The support forms (issue 11) against the production build and a fresh API database: the contact
 * form's product messages and 'Submit success' in English and Arabic; a refund request sent while
 * signed in by the order number filled in, without a receipt file (issue 12), then listed on My
 * account as received; signed out, the order number from a receipt link with the account's email,
 * and another email answered at the order number; a real receipt file uploaded without an order
 * number; neither refused before anything is sent, and a text file named .png refused by its
 * content before it is uploaded; and axe on both pages in both directions.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { loadCatalog } from '@kestrel/i18n/node';
import { buyPlan, createAccount, uniqueEmail, useSession } from './account-api';
import { expect, test, expectNoAxeViolations } from './fixtures';

/** A submit that solves the proof-of-work captcha first: generous on a busy test machine. */
const AFTER_CAPTCHA = { timeout: 30_000 };

/** A 1×1 PNG: the signature, IHDR, one IDAT and IEND. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The product's messages as the errors catalog words them in `locale`. */
function productMessages(locale: 'en' | 'ar') {
  const errors = loadCatalog(locale).errors as {
    validation: Record<'enterEmail' | 'enterName' | 'enterInquiry' | 'invalidEmail', string>;
    contact: { submitSuccess: string };
  };
  return { ...errors.validation, submitSuccess: errors.contact.submitSuccess };
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : '/ar';

  test(`${prefix}/contact-us: product messages at the fields, then 'Submit success' and an empty form`, async ({ page }) => {
    const text = productMessages(locale);
    if (locale === 'en') {
      expect(text).toMatchObject({
        enterEmail: 'Please Enter Email',
        enterName: 'Please Enter Name',
        enterInquiry: 'Please Enter Inquiry',
        invalidEmail: 'Invalid Email provide',
        submitSuccess: 'Submit success',
      });
    }
    await page.goto(`${prefix}/contact-us`);
    // By id: the labels are the page's own copy, the messages are the product's.
    const email = page.locator('#contact-email');
    const name = page.locator('#contact-name');
    const inquiry = page.locator('#contact-inquiry');
    const submit = page.locator('form button[type=submit]');

    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(`^${text.enterEmail}`));
    await expect(name).toHaveAccessibleDescription(text.enterName);
    await expect(inquiry).toHaveAccessibleDescription(new RegExp(`^${text.enterInquiry}`));
    await expect(page.locator('#contact-errors')).toContainText(text.enterName);

    await email.fill('not-an-email');
    await name.fill('Ada');
    await inquiry.fill('The app disconnects every few minutes on hotel Wi-Fi.');
    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(new RegExp(`^${text.invalidEmail}`));
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill(uniqueEmail(`contact-${locale}`));
    // By keyboard: Enter in a one-line field submits the form.
    await name.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: text.submitSuccess })).toBeVisible(AFTER_CAPTCHA);
    await expect(email).toHaveValue('');
    await expect(name).toHaveValue('');
    await expect(inquiry).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  for (const path of ['/contact-us', '/refund-request']) {
    test(`axe finds no violations on ${prefix}${path}`, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
    });
  }
}

test('the contact page links the FAQ and the refund request form', async ({ page }) => {
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/faq');
  await expect(main.getByRole('link', { name: 'refund request' })).toHaveAttribute('href', '/refund-request');
  await expect(main).toContainText('we reply to refund requests within 3 working days');
});

test('the money-back guarantee asks for a refund through the form', async ({ page }) => {
  await page.goto('/money-back-guarantee');
  await expect(page.getByRole('link', { name: 'Ask for a refund' })).toHaveAttribute('href', '/refund-request');
  await expect(page.getByRole('link', { name: 'Use the refund request form' })).toHaveAttribute('href', '/refund-request');
});

/** Drops console errors a journey expects (the browser logs every 4xx answer it receives). */
function expectConsoleErrors(pageErrors: string[], pattern: RegExp): void {
  const unexpected = pageErrors.filter((error) => !pattern.test(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
}

/** Fills the reason and the device user ID, the two fields every refund request needs. */
async function fillReasonAndDevice(page: Page): Promise<void> {
  await page.getByLabel('Reason for the refund').fill('I bought the wrong plan and have not used it.');
  await page.getByLabel('Device user ID').fill('c0ffee42-7d1e-4b8a-9f3e-2a6b1d0c9e11');
}

/** The success message of a refund request, once it is focused; returns the reference number it gives. */
async function acknowledgedReference(page: Page): Promise<string> {
  const done = page.getByRole('status').filter({ hasText: 'We have your refund request' });
  await expect(done.getByRole('heading', { name: 'We have your refund request' })).toBeFocused(AFTER_CAPTCHA);
  await expect(done).toContainText('We reply within 3 working days, by email.');
  await expect(done).toContainText('Once your refund is approved, we process it within 14 working days.');
  const reference = /RF[0-9A-F]{16}/.exec((await done.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  return reference!;
}

test('a signed-in buyer asks for a refund by the order number filled in, with no receipt file, and finds it on My account as received', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'refund');
  const orderNo = await buyPlan(request, account.token);
  await useSession(context, baseURL!, account.token);

  await page.goto('/refund-request');
  await expect(page.getByText(`You are signed in as ${account.email}`)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  // The last payment's order number is filled in, and the form says no receipt is needed with it.
  const order = page.getByLabel('Order number (optional)');
  await expect(order).toHaveValue(orderNo);
  await expect(order).toHaveAccessibleDescription(/with it, you need not attach the receipt/);
  await expect(page.getByLabel('Official receipt')).toHaveAccessibleDescription(/^Needed only without an order number/);

  await fillReasonAndDevice(page);
  await page.getByRole('button', { name: 'Send refund request' }).click();
  const reference = await acknowledgedReference(page);

  await page.getByRole('status').filter({ hasText: reference }).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
  const refunds = page.getByRole('region', { name: 'Refund requests' });
  const row = refunds.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Received');
  await expect(row).toContainText(/\d{4}.*UTC/);
});

test('signed out, the order number of a receipt link and the email of its account are enough; another email is answered at the order number', async ({
  page,
  request,
  pageErrors,
}) => {
  const account = await createAccount(request, 'refund-link');
  const orderNo = await buyPlan(request, account.token);
  await page.goto(`/refund-request?order=${orderNo}`);
  await expect(page.getByLabel('Order number (optional)')).toHaveValue(orderNo);
  await fillReasonAndDevice(page);

  // Another address: the same answer whether or not the order exists, at the order number.
  await page.getByLabel('Email').fill(uniqueEmail('refund-stranger'));
  await page.getByRole('button', { name: 'Send refund request' }).click();
  const order = page.getByLabel('Order number (optional)');
  await expect(order).toBeFocused(AFTER_CAPTCHA);
  await expect(order).toHaveAccessibleDescription(
    /^This order number and this email do not belong to the same payment\. Check both, or attach the official receipt\./,
  );
  expectConsoleErrors(pageErrors, /status of 400/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send refund request' }).click();
  await acknowledgedReference(page);
});

test('signed out without an order number, the official receipt is uploaded', async ({ page }, testInfo) => {
  const receipt = testInfo.outputPath('receipt.png');
  await writeFile(receipt, TINY_PNG);
  await page.goto('/refund-request');
  await page.getByLabel('Email').fill(uniqueEmail('refund-upload'));
  await fillReasonAndDevice(page);
  await page.getByLabel('Official receipt').setInputFiles(receipt);
  await page.getByRole('button', { name: 'Send refund request' }).click();
  await acknowledgedReference(page);
});

test('signed out, the email is typed; neither an order number nor a receipt, and a receipt that is really text, are refused before anything is uploaded', async ({
  page,
}, testInfo) => {
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/support/v1/web/refund_requests')) uploads += 1;
  });
  await page.goto('/refund-request');
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.getByLabel('Email').fill(uniqueEmail('refund-fake'));
  await page.getByLabel('Reason for the refund').fill('Wrong plan.');
  await page.getByLabel('Device user ID').fill('device-1');

  const receipt = page.getByLabel('Official receipt');
  await page.getByRole('button', { name: 'Send refund request' }).click();
  await expect(receipt).toBeFocused();
  await expect(receipt).toHaveAccessibleDescription(/^Please Enter Official Receipt/);

  const fake = testInfo.outputPath('receipt.png');
  await writeFile(fake, '<html><body>This is not an image</body></html>');
  await receipt.setInputFiles(fake);
  await page.getByRole('button', { name: 'Send refund request' }).click();
  await expect(receipt).toHaveAccessibleDescription(/^Official receipt must be a PNG, JPEG or WebP image, or a PDF/);
  await expect(receipt).toBeFocused();
  expect(uploads).toBe(0);
});

test('My account offers the refund request form while the account has sent none', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'refund-none');
  await useSession(context, baseURL!, account.token);
  await page.goto('/myAccount');
  const refunds = page.getByRole('region', { name: 'Refund requests' });
  await expect(refunds).toContainText('You have not sent a refund request.');
  await expect(refunds.getByRole('link', { name: 'Ask for a refund' })).toHaveAttribute('href', '/refund-request');
});
