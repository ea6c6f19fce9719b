import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a script error or a console error in the page: a
 * broken hydration or a failed request must not pass silently.
 * Expected 404 document loads are the exception (the browser logs them).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/status of 404/.test(message.text())) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe finds no violation on the page as it is now; `label` (the path, by default) names it in the failure. */
export async function expectNoAxeViolations(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
