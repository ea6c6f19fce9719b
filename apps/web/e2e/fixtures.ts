import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a script error or a console error in its page: a broken hydration or a
 * failed request must not pass silently. Expected 404 document loads are the exception (the browser
 * logs them); a test that expects another error removes it from `pageErrors`. The check rides on the
 * `page` fixture, so a test that only makes HTTP requests opens no browser at all.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's form for a fixture that needs no other.
  pageErrors: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, pageErrors }, provide) => {
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/status of 404/.test(message.text())) return;
      pageErrors.push(`console: ${message.text()}`);
    });
    await provide(page);
    expect(pageErrors, 'errors in the page').toEqual([]);
  },
});

export { expect };

/** axe finds no violation on the page as it is now; `label` (the path, by default) names it in the failure. */
export async function expectNoAxeViolations(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
