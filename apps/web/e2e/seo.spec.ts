/**
 * The route table against the production build: every built page in all 16
 * languages answers 200 with the basics of ./page-basics.ts (the landing families'
 * pages in their own tests); redirects; structured data; sitemaps.
 */
import { DEFAULT_LANGUAGE, ENDPOINTS, LANGUAGE_CODES, SESSION_COOKIE, inLanguage, type LanguageCode } from '@kestrel/domain';
import { lookup } from '@kestrel/i18n';
import { loadCatalog } from '@kestrel/i18n/node';
import { readdirSync } from 'node:fs';
import { isProtectedPath } from '../src/site/protected';
import { ROUTES, staticBuiltRoutes } from '../src/site/routes';
import { buyPlan, createAccount } from './account-api';
import { LANDING_PAGE_PATHS } from './landing-pages';
import { count, expectPageBasics, LOCALES_ENGLISH_FIRST } from './page-basics';
import { expect, test } from './fixtures';

// Protected pages need a session; account.spec.ts checks them signed in. The landing families'
// pages get the same check in their own tests, which fetch every one of them in every language.
for (const route of staticBuiltRoutes().filter((r) => !isProtectedPath(r.path) && !LANDING_PAGE_PATHS.has(r.path))) {
  test(`${route.path} in every language`, async ({ playwright, baseURL }) => {
    // A cookie jar of its own, so no earlier request's LANGUAGE cookie redirects the English one.
    const request = await playwright.request.newContext({ baseURL });
    for (const locale of LOCALES_ENGLISH_FIRST) {
      const path = inLanguage(locale, route.path);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${path} → ${response.headers().location ?? ''}`).toBe(200);
      expectPageBasics(await response.text(), path, locale, route.alternates);
    }
    await request.dispose();
  });
}

/** A visited path of every built route with parameters (a new one must be added here to be checked). */
const PARAMETER_EXAMPLES: Record<string, string[]> = {
  '/pricing/checkout/[[...id]]': ['/pricing/checkout', '/pricing/checkout/1'],
  '/paystatus/[[...platform]]': ['/paystatus', '/paystatus/paypal'],
  '/sandbox-pay/[id]': ['/sandbox-pay/SBX-0123456789ABCDEF01234567'],
  // A receipt is its buyer's only: the journey visits the receipt of an order its account buys.
  '/myAccount/receipt/[order]': ['/myAccount/receipt/KV0123456789ABCDEF0123'],
  // Posts, categories and tags of the blog's own content (content/blog) that exist in every language.
  '/blog/[unikey]': ['/blog/what-is-a-vpn'],
  '/blog/category/[category]': ['/blog/category/how-to'],
  '/blog/tag/[tag]': ['/blog/tag/kill-switch'],
};
/**
 * Routes with parameters checked elsewhere: no category or tag of the seed content has a second page
 * (at most 4 posts each, 12 a page), so blog.spec.ts checks that a page past the last is the 404.
 */
const CHECKED_ELSEWHERE = ['/blog/category/[category]/page/[page]', '/blog/tag/[tag]/page/[page]'];

test('every built route with parameters has visited paths to check', () => {
  const parameterised = ROUTES.filter(
    (route) => route.status === 'built' && route.path.includes('[') && !CHECKED_ELSEWHERE.includes(route.path),
  );
  expect(Object.keys(PARAMETER_EXAMPLES).sort()).toEqual(parameterised.map((route) => route.path).sort());
});

for (const [tablePath, examples] of Object.entries(PARAMETER_EXAMPLES)) {
  for (const example of examples) {
    test(`${example} names itself in canonical, hreflang and share links, in every language`, async ({ playwright, baseURL }) => {
      const route = ROUTES.find((candidate) => candidate.path === tablePath)!;
      const request = await playwright.request.newContext({ baseURL });
      // The payment-status page needs a session (docs/product.md §4).
      const account = isProtectedPath(example) ? await createAccount(request, 'seo') : undefined;
      const cookie = account ? `${SESSION_COOKIE}=${account.token}` : '';
      const visited =
        tablePath === '/myAccount/receipt/[order]' && account ? `/myAccount/receipt/${await buyPlan(request, account.token)}` : example;
      const page = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
      for (const locale of LOCALES_ENGLISH_FIRST) {
        const path = inLanguage(locale, visited);
        const response = await page.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head.match(/\[\[?(\.\.\.)?\w+\]\]?/g) ?? [], `${path}: route patterns in the head`).toEqual([]);
        const canonical = head.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        expect(canonical && new URL(canonical).pathname, `${path} canonical`).toBe(path);
        const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
        expect(alternates, `${path} hreflang`).toHaveLength(route.alternates ? 17 : 0);
        for (const [, hreflang, href] of alternates) {
          const code = hreflang === 'x-default' ? DEFAULT_LANGUAGE : (hreflang as LanguageCode);
          expect(new URL(href!).pathname, `${path} hreflang ${hreflang}`).toBe(inLanguage(code, visited));
        }
        const image = head.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
        expect((await request.get(new URL(image!).pathname)).status(), `${path} share image`).toBe(200);
      }
      await Promise.all([request.dispose(), page.dispose()]);
    });
  }
}

test('routes of docs/product.md §2 that are not built yet are a 404, never an empty page', async ({ request }) => {
  // Protected paths send a signed-out visitor to sign in first (docs/product.md §4; account.spec.ts).
  for (const route of ROUTES.filter((r) => r.status === 'planned' && !r.path.includes('[') && !isProtectedPath(r.path))) {
    const response = await request.get(route.path, { maxRedirects: 0 });
    expect(response.status(), route.path).toBe(404);
  }
});

test.describe('redirects', () => {
  const cases: [string, string][] = [
    ['/paypal', '/pricing'],
    ['/m/paypal?plan_id=2', '/pricing?plan_id=2'],
    ['/de/paypalSuc?x=1', '/de/paySuc?x=1'],
    ['/payStatus/web', '/paystatus/web'],
    ['/forgetpassword', '/forgetPassword'],
    ['/ja/myaccount', '/ja/myAccount'],
    ['/paypalsuc', '/paySuc'],
    ['/home/', '/'],
    ['/whatsvpn/', '/what-is-vpn'],
    ['/buyQuantity?plan_id=1', '/pricing?plan_id=1'],
    ['/downloadProduct', '/download/product'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to} (308)`, async ({ request }) => {
      // Follow the hops by hand: each must be permanent (Next itself drops a trailing slash first).
      let location = from;
      for (let hop = 0; hop < 3 && location !== to; hop++) {
        const response = await request.get(location, { maxRedirects: 0 });
        expect(response.status(), location).toBe(308);
        const next = new URL(response.headers().location!, 'http://localhost');
        location = next.pathname + next.search;
      }
      expect(location).toBe(to);
    });
  }

  test('/m/ serves the same page as its canonical path', async ({ request }) => {
    const response = await request.get('/m', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const canonical = (await response.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname).toBe('/');
    const german = await (await request.get('/de/m', { maxRedirects: 0 })).text();
    expect(german).toContain('<html lang="de"');
  });
});

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const data: unknown = JSON.parse(match[1]!);
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

test('structured data: Organization and WebSite everywhere, Product with 4 offers, an image and the rating on home', async ({
  request,
}) => {
  const blocks = jsonLd(await (await request.get('/de')).text());
  const byType = (type: string) => blocks.find((block) => block['@type'] === type);
  expect(byType('Organization')).toMatchObject({ name: 'Kestrel VPN', url: expect.stringContaining('/de') });
  expect(byType('WebSite')).toMatchObject({ inLanguage: 'de' });
  const product = byType('Product') as
    { offers: Record<string, unknown>; aggregateRating: Record<string, unknown>; image?: string[] } | undefined;
  expect(product?.offers).toMatchObject({
    '@type': 'AggregateOffer',
    lowPrice: 4.17,
    highPrice: 11.99,
    priceCurrency: 'USD',
    offerCount: 4,
  });
  expect(product?.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 30961 });
  // Google's product results require an image: real images of this site.
  expect(product?.image?.length).toBeGreaterThan(0);
  for (const url of product!.image!) {
    const image = await request.get(new URL(url).pathname);
    expect(image.status(), url).toBe(200);
    expect(image.headers()['content-type'], url).toBe('image/png');
  }
});

// Google's review-snippet rules: the rating in the markup must be visible on the page, saying what it rates.
for (const [path, sentence] of [
  ['/', 'The Kestrel VPN apps are rated 4.8 out of 5 from 30,961 ratings in the app stores.'],
  ['/pricing', 'The Kestrel VPN apps are rated 4.8 out of 5 from 30,961 ratings in the app stores.'],
  ['/de', 'Die Apps von Kestrel VPN sind in den App-Stores mit 4,8 von 5 Sternen bewertet (30.961 Bewertungen).'],
  ['/ar/pricing', 'حصلت تطبيقات Kestrel VPN على تقييم 4.8 من 5 في متاجر التطبيقات، استنادًا إلى 30,961 تقييمًا.'],
] as const) {
  test(`the Product rating is visible on ${path}`, async ({ page }) => {
    await page.goto(path);
    const blocks = jsonLd(await page.content());
    const product = blocks.find((block) => block['@type'] === 'Product') as { aggregateRating: Record<string, unknown> } | undefined;
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4.8, ratingCount: 30961 });
    await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  });
}

test('sitemap.xml indexes one sitemap per language, each listing the built pages with alternates', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(sitemaps.sort()).toEqual(LANGUAGE_CODES.map((code) => `/sitemaps/${code}.xml`).sort());
  const listed = staticBuiltRoutes().filter((route) => route.priority > 0);
  for (const locale of ['en', 'ar'] as const) {
    const xml = await (await request.get(`/sitemaps/${locale}.xml`)).text();
    // The blog's posts in that language are listed too, each with when it last changed.
    const posts = await (await request.get(`${ENDPOINTS.blogList.path}?language=${locale}&page_size=50`)).json();
    const keys = (posts.data.items as Array<{ key: string }>).map((post) => `/blog/${post.key}`);
    expect(keys.length).toBeGreaterThan(7);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual([...listed.map((route) => route.path), ...keys].map((path) => inLanguage(locale, path)).sort());
    expect(count(xml, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toBe(keys.length);
    // A route has all 16 languages and x-default; a post has the languages it is written in.
    expect(count(xml, /<xhtml:link rel="alternate"/g)).toBeGreaterThan(listed.filter((r) => r.alternates).length * 17);
  }
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  expect((await request.get('/manifest.webmanifest')).status()).toBe(200);
});

/** The public URLs of each file route at the top of src/app (none may go through language routing). */
const FILE_ROUTES: Record<string, Array<[path: string, contentType: RegExp]>> = {
  'apple-icon.tsx': [['/apple-icon', /^image\/png/]],
  'icon.svg': [['/icon.svg', /^image\/svg\+xml/]],
  'logo.png': [['/logo.png', /^image\/png/]],
  'manifest.ts': [['/manifest.webmanifest', /^application\/manifest\+json/]],
  'robots.ts': [['/robots.txt', /^text\/plain/]],
  'sitemap.xml': [['/sitemap.xml', /^application\/xml/]],
  sitemaps: [['/sitemaps/de.xml', /^application\/xml/]],
  feeds: [
    ['/feeds/blog-de.xml', /^application\/rss\+xml/],
    ['/feeds/blog-de.atom', /^application\/atom\+xml/],
  ],
  og: [
    ['/og/de/pricing.png', /^image\/png/],
    ['/og/de/pricing', /^image\/png/],
  ],
};
/**
 * Entries of src/app that are not file routes: pages, layouts, error pages, styles, and the server's
 * own refresh route (docs/decisions/020; api-data-refresh.spec.ts checks it refuses everyone else).
 */
const NOT_FILE_ROUTES = ['[locale]', 'layout.tsx', 'global-error.tsx', 'global-not-found.tsx', 'globals.css', 'refresh-api-data'];

test('every file route of src/app answers its file, not the language routing', async ({ request }) => {
  const entries = readdirSync(new URL('../src/app', import.meta.url)).filter((entry) => !NOT_FILE_ROUTES.includes(entry));
  expect(entries.sort(), 'a file route of src/app missing from FILE_ROUTES').toEqual(Object.keys(FILE_ROUTES).sort());
  for (const [path, contentType] of Object.values(FILE_ROUTES).flat()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(contentType);
  }
  // …and what every page's head links to (the apple-touch-icon carries a query).
  const head = await (await request.get('/de/pricing')).text();
  const links = [...head.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(links).toHaveLength(3);
  for (const href of links) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
});

// Share images. The image is one drawing for every page: what changes is the title's text and the
// language's fonts. So every page's image is requested in English and in Arabic (right to left), and
// in each other language the home's and those of the three pages whose titles are longest there (the
// most lines and glyphs to set). Each page's title in every language is checked above, in its <title>.
// Pages with parameters show another page's image (their visits above follow og:image to it).
const SHARED_PATHS = staticBuiltRoutes().map((route) => ({ path: route.path, meta: route.meta }));

function longestTitles(locale: LanguageCode, count: number): string[] {
  const catalog = loadCatalog(locale);
  const title = (meta: string) => {
    const text = lookup(catalog, `${meta}.meta.title`);
    if (text === undefined) throw new Error(`${locale}: no ${meta}.meta.title`);
    return text;
  };
  return [...SHARED_PATHS]
    .sort((a, b) => title(b.meta).length - title(a.meta).length)
    .slice(0, count)
    .map(({ path }) => path);
}

test('no share image for a path with parameters: made-up URLs cannot make the server draw and keep images', async ({ request }) => {
  for (const image of [
    '/og/en/blog/made-up-post-1.png',
    '/og/en/pricing/checkout/9/9.png',
    '/og/de/myAccount/receipt/KV1.png',
    '/og/en/no-such-page.png',
  ]) {
    expect((await request.get(image)).status(), image).toBe(404);
  }
});

for (const locale of LANGUAGE_CODES) {
  test(`share images in ${locale}`, async ({ request }) => {
    const paths = ['en', 'ar'].includes(locale) ? SHARED_PATHS.map(({ path }) => path) : ['/', ...longestTitles(locale, 3)];
    for (const path of paths) {
      const image = `/og/${locale}/${path === '/' ? 'index' : path.slice(1)}.png`;
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
    }
  });
}
