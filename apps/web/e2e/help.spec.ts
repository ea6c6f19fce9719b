/**
 * The help pages (issue 11): the FAQ's search and anchors, the IP check rendered for the visitor
 * who asks, and axe on /faq, /what-is-vpn, /vpn-benefits and /what-is-my-ip in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS, WEB_APP_TYPE, X_APP_TYPE } from '@kestrel/domain';
import { expect, test, expectNoAxeViolations } from './fixtures';

const HELP_PAGES = ['/faq', '/what-is-vpn', '/vpn-benefits', '/what-is-my-ip'];

const entries = (page: Page) => page.locator('#faq-entries article');
const visibleEntries = (page: Page) => page.locator('#faq-entries article:visible');

test.describe('FAQ', () => {
  test('the search filters the 19 entries as you type, says how many match, and offers contact when none does', async ({ page }) => {
    await page.goto('/faq');
    await expect(entries(page)).toHaveCount(19);
    await expect(visibleEntries(page)).toHaveCount(19);

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    // The box appears once the page can filter (it is invisible before hydration).
    await expect(search).toBeVisible();
    await search.fill('router');
    const status = page.getByRole('status');
    await expect(status).toHaveText('3 answers match your search.');
    await expect(visibleEntries(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 3, name: 'Why does the VPN disconnect by itself?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'How do I connect?' })).toBeHidden();
    // A topic with no match loses its heading too.
    await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Connection problems' })).toBeVisible();

    // Case and accents do not matter.
    await search.fill('CAFÉ');
    await expect(status).toHaveText('1 answer matches your search.');
    await expect(page.getByRole('heading', { level: 3, name: "I'm connected, but websites don't load. What should I do?" })).toBeVisible();

    await search.fill('zzqx');
    await expect(status).toHaveText('No answers match your search.');
    await expect(visibleEntries(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ask our support team' })).toHaveAttribute('href', '/contact-us');
    await expectNoAxeViolations(page, '/faq (no results)');

    await search.fill('');
    await expect(status).toHaveText('');
    await expect(visibleEntries(page)).toHaveCount(19);
  });

  test('an entry’s link opens the page at that entry', async ({ page }) => {
    await page.goto('/faq#refund-request-contents');
    const entry = page.locator('#refund-request-contents');
    await expect(entry).toBeInViewport();
    await expect(entry.getByRole('heading', { level: 3 })).toHaveText('What must a refund request contain?');
    await expect(entry).toContainText('Your device user ID.');
    await expect(entry.getByRole('link', { name: 'refund request form' })).toHaveAttribute('href', '/refund-request');

    // Each entry offers its own link, named after its question for screen readers.
    await page.getByRole('link', { name: 'Link to this answer: How do I connect?' }).click();
    await expect(page).toHaveURL(/\/faq#how-to-connect$/);
    await expect(page.locator('#how-to-connect')).toBeInViewport();
  });

  test('states all 19 questions and answers as FAQPage structured data', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
      const data: unknown = JSON.parse(match[1]!);
      return (Array.isArray(data) ? data : [data]) as {
        '@type'?: string;
        mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
      }[];
    });
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(19);
    expect(faq?.mainEntity?.[0]?.name).toBe('Why should I use a VPN?');
    expect(faq?.mainEntity?.find((item) => item.name === 'How long does a refund take?')?.acceptedAnswer.text).toContain(
      'We reply to your request within 3 working days. Once a refund is approved, we process it within 14 working days.',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every entry shows, and the search box that could not work stays hidden', async ({ page }) => {
      await page.goto('/faq');
      await expect(visibleEntries(page)).toHaveCount(19);
      await expect(page.getByRole('searchbox')).toBeHidden();
    });
  });
});

test.describe('What is my IP', () => {
  test('shows the address the site saw for this visitor, rendered for them alone', async ({ page, request }) => {
    const response = await request.get('/what-is-my-ip');
    expect(response.status()).toBe(200);
    // Personal to the visitor: no shared cache may keep it.
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);

    await page.goto('/what-is-my-ip');
    // The address the website's server decides for this browser, asked through the same origin.
    const seen = await page.evaluate(
      async ({ path, header, appType }) => {
        const answer = await fetch(path, { method: 'POST', headers: { [header]: String(appType) } });
        return ((await answer.json()) as { data: { user_ip: string } }).data.user_ip;
      },
      { path: ENDPOINTS.geoInfo.path, header: X_APP_TYPE, appType: WEB_APP_TYPE },
    );
    // The journeys reach the site from this machine.
    expect(['127.0.0.1', '::1']).toContain(seen);

    const result = page.locator('#result');
    await expect(result.locator('dt')).toHaveText(['Your IP address', 'Country', 'Connection']);
    await expect(result.locator('dd').first()).toHaveText(seen);
    // A loopback address has no country; a visit that does not come through the VPN is exposed.
    await expect(result.getByText('Not known', { exact: true })).toBeVisible();
    await expect(result.getByText('Exposed', { exact: true })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Check again' })).toHaveAttribute('href', '/what-is-my-ip');
  });

  test('a visitor’s own X-Forwarded-For does not change the address shown', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.9' });
    await page.goto('/what-is-my-ip');
    await expect(page.locator('#result dd').first()).toHaveText(/^(127\.0\.0\.1|::1)$/);
    await expect(page.getByText('203.0.113.9')).toHaveCount(0);
  });
});

for (const path of HELP_PAGES.flatMap((route) => [route, `/ar${route}`])) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  });
}
