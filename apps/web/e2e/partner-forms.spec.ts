/**
 * The application forms of /influencer and /affiliate-program (issue 11, the Apply section)
 * against the production build and a fresh API database: each shows the docs/product.md §5
 * messages by its fields before calling the API, then sends with the captcha solved and confirms;
 * axe on the form with its errors, in English and Arabic.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { uniqueEmail } from './account-api';
import { expect, test } from './fixtures';

/** A submit that solves the proof-of-work captcha first: generous on a busy test machine. */
const AFTER_CAPTCHA = { timeout: 30_000 };

const RECEIVED = 'Thank you. We received your application and will answer you by email.';

/** The fields each program asks for besides email and name, with the message an empty one shows. */
const PROGRAMS = [
  {
    path: '/influencer',
    fields: [
      ['Channel links', 'Please Enter Channel Links', 'https://video.example/@ada'],
      ['Audience', 'Please Enter Audience', '40,000 subscribers, mostly tech reviews'],
    ],
  },
  {
    path: '/affiliate-program',
    fields: [
      ['Website', 'Please Enter Website', 'https://deals.example'],
      ['Promotion methods', 'Please Enter Promotion Methods', 'Reviews and a weekly newsletter'],
    ],
  },
] as const;

/** A field's accessible description starts with its error (its hint, if any, follows). */
async function expectError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
}

for (const { path, fields } of PROGRAMS) {
  test(`${path}: the application form shows its field errors, then sends and confirms`, async ({ page }) => {
    await page.goto(`${path}#apply`);
    const apply = page.locator('#apply');
    const email = apply.getByLabel('Email');
    const send = apply.getByRole('button', { name: 'Send application' });

    await send.click();
    await expect(email).toBeFocused();
    await expectError(email, 'Please Enter Email');
    await expectError(apply.getByLabel('Name'), 'Please Enter Name');
    for (const [label, message] of fields) await expectError(apply.getByLabel(label), message);
    await expect(apply.getByLabel('Message (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(apply.getByRole('alert')).toContainText('There is a problem');

    await email.fill('not-an-email');
    await apply.getByLabel('Name').fill('Ada');
    for (const [label, , value] of fields) await apply.getByLabel(label).fill(value);
    await send.click();
    await expect(email).toBeFocused();
    await expectError(email, 'Invalid Email provide');

    await email.fill(uniqueEmail('partner'));
    await apply.getByLabel('Message (optional)').fill('Happy to send our media kit.');
    await email.press('Enter');
    await expect(apply.getByRole('status').filter({ hasText: RECEIVED })).toHaveText(RECEIVED, AFTER_CAPTCHA);
    await expect(email).toHaveValue('');
    await expect(apply.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
}

for (const prefix of ['', '/ar']) {
  test(`axe finds no violations in the application form of ${prefix}/affiliate-program#apply, with its errors`, async ({ page }) => {
    await page.goto(`${prefix}/affiliate-program#apply`);
    await page.locator('#apply button[type="submit"]').click();
    await expect(page.locator('#apply [aria-invalid="true"]').first()).toBeFocused();
    const results = await new AxeBuilder({ page }).include('#apply').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
