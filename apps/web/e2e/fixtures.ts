import { test as base, expect } from '@playwright/test';

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
