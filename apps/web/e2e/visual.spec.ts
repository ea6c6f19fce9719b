/**
 * Visual regression (issue 12 §5): the first screen of home, pricing, checkout and My account at a
 * phone's and a laptop's size in English, German, Japanese and Arabic, compared with the committed
 * screenshots (visual.spec.ts-snapshots/) within a small tolerance. What differs on every run — the
 * account's address, dates, order numbers — is masked. After an intended change of the design:
 *   npm run build && npx playwright test apps/web/e2e/visual.spec.ts --update-snapshots
 */
import type { Page } from '@playwright/test';
import { buyPlan, createAccount, useSession } from './account-api';
import { expect, test } from './fixtures';
import { waitForRegenerated } from './static-pages';

const LOCALES = ['en', 'de', 'ja', 'ar'] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;
const PAGES = ['home', 'pricing', 'checkout', 'myaccount'] as const;

const pathOf = (locale: string, page: (typeof PAGES)[number]) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return { home: prefix || '/', pricing: `${prefix}/pricing`, checkout: `${prefix}/pricing/checkout`, myaccount: `${prefix}/myAccount` }[
    page
  ];
};

/** Parts that differ on every run: the visitor's address, times, order numbers. */
const varying = (page: Page) => [
  page.locator('time'),
  page.locator('[data-varies]'),
  page.getByText(/@example\.com/),
  page.getByText(/\bKV[0-9A-Z-]{6,}/),
];

for (const size of SIZES) {
  for (const locale of LOCALES) {
    test.describe(`${size.name} ${locale}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      for (const name of PAGES) {
        test(`${name} looks as recorded`, async ({ page, request, baseURL, context }) => {
          if (name === 'myaccount') {
            const account = await createAccount(request, `visual-${locale}`);
            await buyPlan(request, account.token);
            await useSession(context, baseURL!, account.token);
          }
          if (name === 'pricing') await waitForRegenerated(request, pathOf(locale, name), 'id="plan-');
          await page.goto(pathOf(locale, name), { waitUntil: 'networkidle' });
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${name}-${locale}-${size.name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: varying(page),
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    });
  }
}
