/**
 * The error pages of docs/product.md §2 as a crawler or a visitor without JavaScript gets them: an unknown
 * path answers 404 with a page rendered on the server in the visitor's language (lang/dir,
 * title, one h1 with the product rules' text, the way home, header and footer, noindex).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, inLanguage, languageDirection, type LanguageCode } from '@kestrel/domain';
import { loadCatalog } from '@kestrel/i18n/node';
import { expect, test } from './fixtures';
import { count } from './page-basics';

const notFoundText = (locale: LanguageCode) => {
  const errors = loadCatalog(locale).errors as { notFound: { title: string; backHome: string } };
  return errors.notFound;
};
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** What every server-rendered 404 page must carry, read from the HTML alone. */
function expectServerRendered404(html: string, locale: LanguageCode, path: string) {
  const text = notFoundText(locale);
  expect(html, path).toContain(`<html lang="${locale}" dir="${languageDirection(locale)}"`);
  expect(html, path).not.toContain('__next_error__');
  expect(html, `${path} title`).toMatch(new RegExp(`<title>${escapeHtml(text.title)}[^<]*</title>`));
  expect(count(html, /<h1[\s>]/g), `${path} h1 count`).toBe(1);
  expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], `${path} h1`).toBe(escapeHtml(text.title));
  expect(html, `${path} link home`).toMatch(new RegExp(`<a href="${inLanguage(locale, '/')}"[^>]*>${escapeHtml(text.backHome)}</a>`));
  expect(html, `${path} header`).toMatch(/<header[\s>]/);
  expect(html, `${path} footer`).toMatch(/<footer[\s>]/);
  expect(html, `${path} noindex`).toContain('<meta name="robots" content="noindex"/>');
}

test.describe('unknown paths answer a 404 page rendered on the server', () => {
  const cases: Array<[string, LanguageCode]> = [
    ['/nope', 'en'],
    ['/de/nope', 'de'],
    ['/ar/nope/deeper', 'ar'],
    ['/pricing/nope', 'en'],
    ['/ja/pricing/nope', 'ja'],
    // Below a page that exists, an unknown country page, an unknown feature and an unknown language prefix.
    ['/fr/gift-card/nope', 'fr'],
    ['/es/vpn-server/atlantis-vpn', 'es'],
    ['/ru/features/nope', 'ru'],
    ['/xx/pricing', 'en'],
    // docs/product.md §2 lists /404 itself as a route: it is this page.
    ['/pl/404', 'pl'],
    // Pages that call notFound() for a malformed id: Next.js answers an empty error document,
    // which the website's server replaces with this page (src/server/error-pages.ts).
    ['/de/pricing/checkout/abc', 'de'],
    ['/sandbox-pay/not-an-order', 'en'],
  ];
  for (const [path, locale] of cases) {
    test(`${path} (${locale})`, async ({ playwright, baseURL }) => {
      // A cookie jar of its own: a LANGUAGE cookie from another request would redirect.
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expectServerRendered404(await response.text(), locale, path);
      await request.dispose();
    });
  }

  test('in every language', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    // English first: a prefixed page sets the LANGUAGE cookie, after which an unprefixed path redirects.
    const englishFirst: LanguageCode[] = [DEFAULT_LANGUAGE, ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)];
    for (const locale of englishFirst) {
      const path = inLanguage(locale, '/this/page/does-not-exist');
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expectServerRendered404(await response.text(), locale, path);
    }
    await request.dispose();
  });

  test('a path with a file extension that is not a file is the same 404', async ({ request }) => {
    const response = await request.get('/nope.txt', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expectServerRendered404(await response.text(), 'en', '/nope.txt');
  });
});

test('in the browser the 404 page keeps its content, and the way home works', async ({ page }) => {
  const response = await page.goto('/ar/nope/deeper');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText('ar').title);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: notFoundText('ar').backHome }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a page reached by a link of the site that calls notFound() shows the 404 inside that page’s own header and footer', async ({
  page,
}) => {
  await page.goto('/de/blog');
  // A link of the site (soft navigation) to a post that does not exist: the post page calls notFound().
  // Added once React has taken over the page (its nodes carry React's keys): before that, the link
  // would be an element the server never sent.
  await page.waitForFunction(() => Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__react')));
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/de/blog/no-such-post', textContent: 'Nope' });
    link.dataset.pageLink = 'soft';
    document.querySelector('main')!.prepend(link);
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('link', { name: 'Nope', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText('de').title);
  // The page changed in place (no reload): the 404 came from the blog's own not-found boundary.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page).toHaveTitle(notFoundText('de').title);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('link', { name: notFoundText('de').backHome }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test('the 500 page is rendered on the server in every language: the product’s “Error”, the way home, header and footer', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  // English first: a prefixed page sets the LANGUAGE cookie, after which an unprefixed path redirects.
  const englishFirst: LanguageCode[] = [DEFAULT_LANGUAGE, ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)];
  for (const locale of englishFirst) {
    const path = inLanguage(locale, '/server-error');
    const html = await (await request.get(path, { maxRedirects: 0 })).text();
    const text = loadCatalog(locale).fatal as { error: string; home: string };
    expect(html, path).toContain(`<html lang="${locale}" dir="${languageDirection(locale)}"`);
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], `${path} h1`).toBe(escapeHtml(text.error));
    expect(html, `${path} link home`).toMatch(new RegExp(`<a href="${inLanguage(locale, '/')}"[^>]*>${escapeHtml(text.home)}</a>`));
    expect(html, `${path} header and footer`).toMatch(/<header[\s>][\s\S]*<footer[\s>]/);
    expect(html, `${path} noindex`).toMatch(/<meta name="robots" content="noindex/);
  }
  await request.dispose();
});
