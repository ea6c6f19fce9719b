/**
 * The blog (issue 13) in a real browser, on the repository's own posts: home → topic → post → tag
 * → search in English and Arabic, a post's head (hreflang for exactly its languages, BlogPosting),
 * the localized 404 for what does not exist, the feeds, and axe on the blog's pages.
 */
import { expect, test, expectNoAxeViolations } from './fixtures';

test('a reader goes from the blog home to a topic, a post, one of its tags and a search', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'The Kestrel VPN blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What is a VPN, and how does it work?' })).toBeVisible();
  await expectNoAxeViolations(page, '/blog');

  // The topics list → How-to.
  await page.getByRole('region', { name: 'Topics' }).getByRole('link', { name: 'How-to' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/how-to$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How-to' })).toBeVisible();
  await expect(page.getByText('4 posts')).toBeVisible();
  await expectNoAxeViolations(page, '/blog/category/how-to');

  // A post: its hero, its table of contents, whose links land on its sections.
  await page.getByRole('link', { name: 'How to set up Kestrel VPN on Windows' }).first().click();
  await expect(page).toHaveURL(/\/blog\/set-up-kestrel-vpn-on-windows$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Windows');
  const hero = page.locator('article img').first();
  await expect(hero).toHaveAttribute('width', '1200');
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const firstSection = toc.getByRole('link').first();
  const sectionName = (await firstSection.textContent())!;
  await firstSection.click();
  await expect(page.getByRole('heading', { level: 2, name: sectionName })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  // Share links are plain links to each network's page: nothing of theirs loads with the post.
  await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/post\?url=/);
  await expectNoAxeViolations(page, 'post');

  // One of its tags.
  await page.getByRole('link', { name: 'Kill switch', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog\/tag\/kill-switch$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kill switch');

  // Its breadcrumbs lead to every tag, each with its count, and every topic has a page too.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All tags' }).click();
  await expect(page).toHaveURL(/\/blog\/tag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All tags' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Kill switch \d+ posts$/ })).toHaveAttribute('href', '/blog/tag/kill-switch');
  await expectNoAxeViolations(page);
  await page.goto('/blog/category');
  await expect(page.getByRole('heading', { level: 1, name: 'All topics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How-to' })).toHaveAttribute('href', '/blog/category/how-to');
  await page.goto('/blog/detail/what-is-a-vpn');
  await expect(page).toHaveURL(/\/blog\/what-is-a-vpn$/);

  // Search, with a plain form: the results come from the server, matches marked.
  await page.goto('/blog/search');
  await page.getByRole('searchbox', { name: 'Words to find' }).fill('ping');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\/search\?q=ping$/);
  await expect(page.getByRole('status')).toHaveText(/posts? match “ping”\./);
  const results = page.getByRole('region', { name: /match/ }).getByRole('listitem');
  await expect(results.first().getByRole('link')).toHaveText('Does a VPN lower your ping? Usually not, but sometimes it can');
  await expect(results.first().locator('mark').first()).toHaveText(/ping/i);
  await expectNoAxeViolations(page, '/blog/search');

  // A typo: nothing matches it as typed, so the results are for the closest spelling, and say so.
  await page.getByRole('searchbox', { name: 'Words to find' }).fill('straming');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toContainText('Nothing matched “straming”, so these are the results for “streaming”.');
  await expect(page.getByRole('status').getByRole('heading')).toHaveText(/posts? match “streaming”\./);
});

test('in Arabic the blog reads right to left, in Arabic, from the home to a post and a search', async ({ page }) => {
  await page.goto('/ar/blog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main')).not.toContainText('Privacy basics');
  await expectNoAxeViolations(page, '/ar/blog');
  await page.getByRole('main').getByRole('link', { name: /VPN/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/blog\/[a-z-]+$/);
  await expect(page.locator('article h2').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expectNoAxeViolations(page, '/ar post');

  await page.goto('/ar/blog/search?q=' + encodeURIComponent('مشفّر'));
  await expect(page.locator('[role=status]')).not.toBeEmpty();
  await expect(page.locator('main ol li').first()).toBeVisible();
});

test("a post's head: its own title, canonical, hreflang for exactly the languages it is written in, BlogPosting", async ({ request }) => {
  // English only: no alternates to languages it does not have. (Asked first: a visit to /de/… would
  // remember German for the paths without a language.)
  const englishOnlyResponse = await request.get('/blog/heartbleed-ten-years-on');
  expect(englishOnlyResponse.status()).toBe(200);
  const englishOnly = await englishOnlyResponse.text();
  expect([...englishOnly.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1])).toEqual(['en', 'x-default']);
  expect(englishOnly).toMatch(/<title>Heartbleed[^<]*\| Kestrel VPN<\/title>/);
  expect(englishOnly).toContain('"@type":"BlogPosting"');
  expect(englishOnly).toContain('"@type":"BreadcrumbList"');
  expect(englishOnly).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/feeds\/blog-en\.xml"/);
  // Translated into every language: 16 alternates and x-default.
  const everywhere = await (await request.get('/de/blog/what-is-a-vpn')).text();
  expect(everywhere).toMatch(/<link rel="canonical" href="[^"]*\/de\/blog\/what-is-a-vpn"/);
  expect(everywhere.match(/<link rel="alternate" hrefLang=/g)).toHaveLength(17);
});

test('a post, topic, tag or page that does not exist is the localized 404', async ({ request }) => {
  for (const path of [
    '/blog/no-such-post',
    '/ja/blog/heartbleed-ten-years-on', // exists in English only
    '/blog/category/no-such-topic',
    '/blog/tag/no-such-tag',
    '/blog/category/how-to/page/2', // past the last page
    '/blog/category/how-to/page/1', // page 1 is the topic's own URL
    '/blog/id~999999',
    '/blog/Not%20A%20Key',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const arabic = await request.get('/ar/blog/no-such-post');
  expect(arabic.status()).toBe(404);
  expect(await arabic.text()).toContain('dir="rtl"');
});

test('the feeds of a language parse as RSS 2.0 and Atom, newest post first', async ({ page, request }) => {
  const rss = await request.get('/feeds/blog-ja.xml');
  expect(rss.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const atom = await request.get('/feeds/blog-ja.atom');
  expect(atom.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  // The browser's own XML parser reads them.
  await page.goto('/blog');
  const parsed = await page.evaluate(
    ({ rssText, atomText }) => {
      const parse = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
      const r = parse(rssText);
      const a = parse(atomText);
      return {
        errors: r.getElementsByTagName('parsererror').length + a.getElementsByTagName('parsererror').length,
        rssItems: [...r.querySelectorAll('item > link')].map((l) => l.textContent),
        atomEntries: [...a.querySelectorAll('entry > updated')].length,
        language: r.querySelector('channel > language')?.textContent,
      };
    },
    { rssText: await rss.text(), atomText: await atom.text() },
  );
  expect(parsed.errors).toBe(0);
  expect(parsed.language).toBe('ja');
  expect(parsed.rssItems.length).toBe(8);
  expect(parsed.rssItems.every((link) => /\/ja\/blog\/[a-z-]+$/.test(link ?? ''))).toBe(true);
  expect(parsed.atomEntries).toBe(8);
});
