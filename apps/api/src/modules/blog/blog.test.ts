/**
 * The blog's calls through HTTP, on the repository's own posts (content/blog) imported into the
 * real database: every answer is checked against its schema (the one the OpenAPI document is
 * made from), and unknown keys, categories, tags and pages are 404s with the envelope.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@kestrel/domain';
import { blogPosts } from '../../db/schema';
import { call } from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { testAppOfFile } from '../../test/test-db';
import { readBlogContent } from './blog-content';
import { importBlogContent } from './blog-import';

const t = await testAppOfFile();
const db = t.deps.database.db;
const content = readBlogContent();
await importBlogContent(db, content, { siteHost: 'www.kestrelvpn.example' });

const get = (path: string) => call(t, 'GET', path);
const inEnglish = content.posts.length;
const inJapanese = content.posts.filter((p) => p.versions.some((v) => v.language === 'ja')).length;
const onlyInEnglish = content.posts.find((p) => p.versions.length === 1)!.key;

describe('GET /ws/mm/v2/blog/home', () => {
  it('answers the featured posts, the latest others newest first, and the categories with their counts in the language', async () => {
    const res = await get('/ws/mm/v2/blog/home?language=en');
    expect(res.status).toBe(200);
    const home = dataOf(ENDPOINTS.blogHome, res.body);
    expect(home.featured.map((p) => p.key).sort()).toEqual(
      content.posts
        .filter((p) => p.meta.featured)
        .map((p) => p.key)
        .sort(),
    );
    const dates = home.latest.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(home.latest.some((p) => p.featured)).toBe(false);
    expect(home.categories.reduce((sum, c) => sum + c.count, 0)).toBe(inEnglish);
    expect(home.categories.find((c) => c.slug === 'how-to')?.name).toBe('How-to');
  });

  it('counts only the posts that exist in the language, with names in it', async () => {
    const home = dataOf(ENDPOINTS.blogHome, (await get('/ws/mm/v2/blog/home?language=ja')).body);
    expect(home.categories.reduce((sum, c) => sum + c.count, 0)).toBe(inJapanese);
    expect([...home.featured, ...home.latest].every((p) => p.language === 'ja')).toBe(true);
    expect(home.categories.map((c) => c.name)).not.toContain('Privacy basics');
  });

  it('refuses a language that is not one of the 16 with 400', async () => {
    const res = await get('/ws/mm/v2/blog/home?language=xx');
    expect(res.status).toBe(400);
    expect(failureOf(res.body).code).toBe(400);
  });
});

describe('GET /ws/mm/v2/blog/list', () => {
  it('pages through a category newest first, with the total', async () => {
    const howTo = content.posts.filter((p) => p.meta.category === 'how-to').length;
    const first = dataOf(ENDPOINTS.blogList, (await get('/ws/mm/v2/blog/list?category=how-to&page_size=3')).body);
    expect(first).toMatchObject({ page: 1, page_size: 3, total: howTo, total_pages: Math.ceil(howTo / 3) });
    expect(first.items.every((p) => p.category?.slug === 'how-to')).toBe(true);
    const second = dataOf(ENDPOINTS.blogList, (await get('/ws/mm/v2/blog/list?category=how-to&page_size=3&page=2')).body);
    expect(second.items.map((p) => p.key)).not.toContain(first.items[0]!.key);
    expect([...first.items, ...second.items].length).toBe(Math.min(howTo, 6));
  });

  it('lists a tag', async () => {
    const tagged = content.posts.filter((p) => p.meta.tags.includes('kill-switch')).map((p) => p.key);
    const page = dataOf(ENDPOINTS.blogList, (await get('/ws/mm/v2/blog/list?tag=kill-switch&page_size=50')).body);
    expect(page.items.map((p) => p.key).sort()).toEqual(tagged.sort());
    expect(page.items.every((p) => p.tags.some((tag) => tag.slug === 'kill-switch'))).toBe(true);
  });

  it('answers 404 for an unknown category or tag and for a page past the last, 400 for both at once or a bad page', async () => {
    for (const path of ['?category=no-such-category', '?tag=no-such-tag', '?category=how-to&page=99']) {
      const res = await get(`/ws/mm/v2/blog/list${path}`);
      expect(res.status, path).toBe(404);
      expect(failureOf(res.body).code).toBe(404);
    }
    for (const path of ['?category=how-to&tag=windows', '?page=0', '?page=abc', '?page_size=51', '?category=Bad%00Slug']) {
      expect((await get(`/ws/mm/v2/blog/list${path}`)).status, path).toBe(400);
    }
  });
});

describe('a post: GET /ws/mm/blog/fast-blog-detail and POST /ws/mm/v2/blog/detail', () => {
  it('answers the post with its sanitized body, table of contents, languages and neighbours; both calls alike', async () => {
    const res = await get('/ws/mm/blog/fast-blog-detail?key=what-is-a-vpn&language=de');
    expect(res.status).toBe(200);
    const post = dataOf(ENDPOINTS.blogFastDetail, res.body);
    expect(post).toMatchObject({ key: 'what-is-a-vpn', language: 'de', category: { slug: 'privacy-basics' } });
    expect(post.languages).toEqual(expect.arrayContaining(['en', 'de', 'ja', 'ar']));
    expect(post.toc.length).toBeGreaterThan(2);
    for (const entry of post.toc) expect(post.html).toContain(`<h2 id="${entry.id}">`);
    expect(post.html).not.toMatch(/<script|\son\w+=/i);
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.map((p) => p.key)).not.toContain('what-is-a-vpn');
    expect(post.reading_minutes).toBeGreaterThan(1);

    const posted = await call(t, 'POST', '/ws/mm/v2/blog/detail', { body: { key: 'what-is-a-vpn', language: 'de' } });
    expect(dataOf(ENDPOINTS.blogDetail, posted.body)).toEqual(post);
  });

  it('links each post to the one published before and after it in that language', async () => {
    const en = content.posts
      .map((p) => ({ key: p.key, published: p.meta.published }))
      .sort((a, b) => a.published.localeCompare(b.published));
    const middle = en[Math.floor(en.length / 2)]!;
    const post = dataOf(ENDPOINTS.blogFastDetail, (await get(`/ws/mm/blog/fast-blog-detail?key=${middle.key}`)).body);
    const at = en.findIndex((p) => p.key === middle.key);
    expect(post.previous?.key).toBe(en[at - 1]!.key);
    expect(post.next?.key).toBe(en[at + 1]!.key);
  });

  it('keeps answering an old id~ key of a post; an unknown key or a language the post lacks is a 404', async () => {
    const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.shortPath, 'what-is-a-vpn'));
    const byId = dataOf(ENDPOINTS.blogFastDetail, (await get(`/ws/mm/blog/fast-blog-detail?key=id~${row!.id}`)).body);
    expect(byId.title).toMatch(/VPN/);
    for (const query of ['key=no-such-post', 'key=wp~what-is-a-vpn', 'key=id~999999', `key=${onlyInEnglish}&language=ja`]) {
      const res = await get(`/ws/mm/blog/fast-blog-detail?${query}`);
      expect(res.status, query).toBe(404);
      expect(failureOf(res.body).message).toBe('Post not found');
    }
    for (const query of ['key=Not%20a%20key', 'key=id~0', 'key=', 'key=a%00b', `key=${'a'.repeat(300)}`]) {
      expect((await get(`/ws/mm/blog/fast-blog-detail?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /ws/mm/v2/blog/search', () => {
  it('finds posts by title and body words, a title match first, with escaped snippets marking the match', async () => {
    const result = dataOf(ENDPOINTS.blogSearch, (await get('/ws/mm/v2/blog/search?q=ping&language=en')).body);
    expect(result.items[0]!.key).toBe('does-a-vpn-lower-ping');
    expect(result.total).toBeGreaterThan(1);
    expect(result.items[0]!.snippet).toMatch(/<mark>ping<\/mark>/i);
    expect(result.items.every((item) => !/<(?!\/?mark>)/.test(item.snippet))).toBe(true);
  });

  it('stems words in German and Russian, and finds Japanese and Arabic words', async () => {
    const cases: Array<[string, string]> = [
      ['de', 'Verschlüsselung'],
      ['ru', 'шифрование'],
      ['ja', '暗号化'],
      ['ar', 'مشفّر'],
    ];
    for (const [language, q] of cases) {
      const result = dataOf(
        ENDPOINTS.blogSearch,
        (await get(`/ws/mm/v2/blog/search?language=${language}&q=${encodeURIComponent(q)}`)).body,
      );
      expect(result.total, `${language} ${q}`).toBeGreaterThan(0);
      expect(result.items.every((item) => item.language === language)).toBe(true);
    }
  });

  it('corrects a typo in a short query that matches nothing, and says which spelling the results are for', async () => {
    const search = async (language: string, q: string) =>
      dataOf(ENDPOINTS.blogSearch, (await get(`/ws/mm/v2/blog/search?language=${language}&q=${encodeURIComponent(q)}`)).body);
    const cases: Array<[string, string, string]> = [
      ['en', 'straming', 'streaming'],
      ['en', 'privcy', 'privacy'],
      ['de', 'öffentliches WLNA', 'öffentliches wlan'],
      ['ru', 'бзопасность', 'безопасность'],
    ];
    for (const [language, typed, corrected] of cases) {
      const result = await search(language, typed);
      expect(result, `${language} ${typed}`).toMatchObject({ query: typed, corrected });
      expect(result.total, `${language} ${typed}`).toBeGreaterThan(0);
      expect(result.items.some((item) => item.snippet.includes('<mark>'))).toBe(true);
    }
    // Words spelt right are never "corrected", nor a long query, nor a short word, nor Japanese.
    expect((await search('en', 'streaming')).corrected).toBeNull();
    expect(await search('en', 'straming privcy conections abroad')).toMatchObject({ total: 0, corrected: null });
    expect(await search('en', 'vnp')).toMatchObject({ total: 0, corrected: null });
    expect((await search('ja', '暗号価')).corrected).toBeNull();
  });

  it('answers an empty result for words it does not have, 400 for an empty or overlong query, and treats operators as words', async () => {
    expect(dataOf(ENDPOINTS.blogSearch, (await get('/ws/mm/v2/blog/search?q=zzqxv')).body)).toMatchObject({ total: 0, corrected: null });
    expect(
      dataOf(ENDPOINTS.blogSearch, (await get(`/ws/mm/v2/blog/search?q=${encodeURIComponent("') or 1=1 -- & | !")}`)).body).items,
    ).toEqual([]);
    expect((await get('/ws/mm/v2/blog/search?q=')).status).toBe(400);
    expect((await get(`/ws/mm/v2/blog/search?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET /ws/mm/v2/blog/yoast-head', () => {
  it("answers the post's SEO head: canonical in its language, Open Graph image, BlogPosting and BreadcrumbList", async () => {
    const head = dataOf(ENDPOINTS.blogYoastHead, (await get('/ws/mm/v2/blog/yoast-head?slug=what-is-a-vpn&language=ja')).body);
    const site = t.deps.config.siteUrl;
    expect(head.canonical).toBe(new URL('/ja/blog/what-is-a-vpn', site).toString());
    expect(head.og_image).toMatchObject({
      url: new URL('/ws/mm/v2/blog/image/what-is-a-vpn.svg', site).toString(),
      width: 1200,
      height: 630,
    });
    const graph = (head.schema as { '@graph': Array<{ '@type': string }> })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
  });
});

describe('suggestions', () => {
  it('recommends posts related to a post, or the featured ones; searches from the tags; every category with its count', async () => {
    const related = dataOf(ENDPOINTS.blogRecommended, (await get('/ws/mm/v2/blog/recommended?key=public-wifi-safety')).body);
    expect(related.items.length).toBe(3);
    expect(related.items.map((p) => p.key)).not.toContain('public-wifi-safety');
    const featured = dataOf(ENDPOINTS.blogRecommended, (await get('/ws/mm/v2/blog/recommended')).body);
    expect(featured.items.every((p) => p.featured)).toBe(true);
    const searches = dataOf(ENDPOINTS.blogRecommendSearches, (await get('/ws/mm/v2/blog/recommend-searchs?language=de')).body);
    expect(searches.length).toBeGreaterThan(3);
    const categories = dataOf(ENDPOINTS.blogRecommendCategories, (await get('/ws/mm/v2/blog/recommend-categories')).body);
    expect(categories.map((c) => c.slug).sort()).toEqual(['gaming', 'how-to', 'privacy-basics', 'security-news', 'streaming', 'travel']);
  });

  it('lists every tag in use with its count in the language, the most used first, named in that language', async () => {
    const tagged = (language: string) => {
      const counts = new Map<string, number>();
      for (const post of content.posts) {
        if (!post.versions.some((v) => v.language === language)) continue;
        for (const tag of post.meta.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      return counts;
    };
    for (const language of ['en', 'ar']) {
      const tags = dataOf(ENDPOINTS.blogTags, (await get(`/ws/mm/v2/blog/tags?language=${language}`)).body);
      expect(new Map(tags.map((tag) => [tag.slug, tag.count]))).toEqual(tagged(language));
      expect(tags.map((tag) => tag.count)).toEqual(tags.map((tag) => tag.count).sort((a, b) => b - a));
    }
    // Named in Arabic: most tag names differ from the English ones (a few, like "VPN", are the same).
    const english = new Map(
      dataOf(ENDPOINTS.blogTags, (await get('/ws/mm/v2/blog/tags?language=en')).body).map((tag) => [tag.slug, tag.name]),
    );
    const arabic = dataOf(ENDPOINTS.blogTags, (await get('/ws/mm/v2/blog/tags?language=ar')).body);
    expect(arabic.filter((tag) => tag.name !== english.get(tag.slug)).length).toBeGreaterThan(arabic.length / 2);
    expect((await get('/ws/mm/v2/blog/tags?language=xx')).status).toBe(400);
  });
});

describe('GET /ws/mm/v2/blog/image/{file}', () => {
  it('serves a hero drawing as SVG under a policy that lets nothing in it run; nothing else', async () => {
    const res = await t.app.request('/ws/mm/v2/blog/image/what-is-a-vpn.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    for (const file of ['..%2Ftaxonomy%2Fen.json', 'no-such.svg', 'what-is-a-vpn.SVG', '..%2F..%2F..%2Fpackage.json']) {
      expect((await t.app.request(`/ws/mm/v2/blog/image/${file}`)).status, file).toBe(404);
    }
  });
});
