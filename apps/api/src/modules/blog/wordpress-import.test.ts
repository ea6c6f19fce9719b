/**
 * The WordPress import against a local HTTP server that answers like the WordPress REST API:
 * pages of posts with X-WP-Total and X-WP-TotalPages, embedded terms, author and featured media,
 * Yoast's head on some posts, and a real image to resize.
 */
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@kestrel/domain';
import { blogPosts, blogPostVersions } from '../../db/schema';
import { call } from '../../test/account-helpers';
import { dataOf } from '../../test/api-bodies';
import { snapshotDatabase } from '../../test/db-snapshot';
import { testAppOfFile } from '../../test/test-db';
import { importedImageDir } from './blog-images';
import { importWordPress } from './wordpress-import';

const t = await testAppOfFile();
const db = t.deps.database.db;
const imageDir = importedImageDir(t.deps.config.dataDir);
const POSTS = 55; // more than one page of 50

const category = { id: 7, slug: 'privacy', name: 'Privacy &amp; you', taxonomy: 'category', description: '<p>About privacy.</p>' };
const tag = { id: 9, slug: 'wifi', name: 'Wi-Fi', taxonomy: 'post_tag' };
const author = { id: 3, slug: 'jane', name: 'Jane Writer', description: 'Writes.' };

function wpPost(n: number, origin: string) {
  return {
    id: 1000 + n,
    slug: n === 2 ? 'Not A Slug' : `wp-post-${n}`,
    status: 'publish',
    date_gmt: `2026-01-${String((n % 28) + 1).padStart(2, '0')}T10:00:00`,
    modified_gmt: '2026-02-01T10:00:00',
    title: { rendered: n === 1 ? 'Public Wi-Fi &#8211; a guide' : `Post number ${n}` },
    excerpt: { rendered: `<p>Summary of post ${n}.</p>` },
    content: {
      rendered:
        n === 1
          ? '<h2>Before you connect</h2><p>Check the <a href="https://other.example/x" target="_blank">network</a>.</p>' +
            '<script>alert(1)</script><img src="https://cdn.example/a.png" alt="A" onerror="alert(2)"><p onclick="x()">Tap</p>'
          : `<p>Body of post ${n} about routers.</p>`,
    },
    featured_media: n === 1 ? 55 : 0,
    ...(n === 1
      ? { yoast_head_json: { title: 'Public Wi-Fi, safely | Old Blog', description: 'The Yoast description.', og_title: 'Wi-Fi OG' } }
      : {}),
    _embedded: {
      author: [author],
      'wp:term': [[category], n % 2 === 0 ? [tag] : []],
      ...(n === 1
        ? {
            'wp:featuredmedia': [
              { id: 55, source_url: `${origin}/media/photo.png`, alt_text: 'A café table', media_details: { width: 1600, height: 900 } },
            ],
          }
        : {}),
    },
  };
}

let server: Server;
let origin: string;
let png: Buffer;
const requests: string[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0a5cc2' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(url.pathname + url.search);
    if (url.pathname === '/media/photo.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      return;
    }
    if (url.pathname !== '/wp-json/wp/v2/posts') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"rest_no_route"}');
      return;
    }
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    const page = Number(url.searchParams.get('page') ?? '1');
    const all = Array.from({ length: POSTS }, (_, i) => wpPost(i + 1, origin));
    res
      .writeHead(200, {
        'Content-Type': 'application/json',
        'X-WP-Total': String(all.length),
        'X-WP-TotalPages': String(Math.ceil(all.length / perPage)),
      })
      .end(JSON.stringify(all.slice((page - 1) * perPage, page * perPage)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(imageDir, { recursive: true, force: true });
});

const options = () => ({ baseUrl: `${origin}/`, language: 'en', siteHost: 'www.kestrelvpn.example', imageDir });

describe('importing a WordPress site', () => {
  it('reads every page, sanitizes the HTML, keys posts wp~slug (id~ without a slug), and resizes the featured image', async () => {
    const report = await importWordPress(db, options());
    expect(report).toEqual({ posts: POSTS, written: POSTS, unchanged: 0, images: 1 });
    expect(requests.filter((r) => r.startsWith('/wp-json/wp/v2/posts')).map((r) => new URL(r, origin).searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);

    const res = await call(t, 'GET', '/ws/mm/blog/fast-blog-detail?key=wp~wp-post-1');
    const post = dataOf(ENDPOINTS.blogFastDetail, res.body);
    expect(post).toMatchObject({
      title: 'Public Wi-Fi – a guide',
      category: { slug: 'privacy', name: 'Privacy & you' },
      author: { name: 'Jane Writer' },
    });
    expect(post.html).toContain('<h2 id="before-you-connect">');
    expect(post.html).toContain('<a href="https://other.example/x" rel="noopener noreferrer">');
    expect(post.html).not.toMatch(/<script|onerror|onclick|target=/);
    expect(post.hero).toMatchObject({ width: 1600, height: 900, alt: 'A café table' });
    expect(post.hero!.sizes.map((s) => s.width)).toEqual([480, 960, 1440, 1600]);
    const image = await t.app.request(post.hero!.sizes[0]!.src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(480);

    // A post whose slug is not a slug is reached by its id.
    const [noSlug] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.wpId, 1002));
    expect((await call(t, 'GET', `/ws/mm/blog/fast-blog-detail?key=id~${noSlug!.id}`)).status).toBe(200);
    // The key of our own posts does not reach a WordPress post.
    expect((await call(t, 'GET', '/ws/mm/blog/fast-blog-detail?key=wp-post-1')).status).toBe(404);
  });

  it("keeps the post's Yoast titles in its SEO head, with the canonical on this site", async () => {
    const head = dataOf(ENDPOINTS.blogYoastHead, (await call(t, 'GET', '/ws/mm/v2/blog/yoast-head?slug=wp~wp-post-1')).body);
    expect(head).toMatchObject({ title: 'Public Wi-Fi, safely | Old Blog', description: 'The Yoast description.', og_title: 'Wi-Fi OG' });
    expect(head.canonical).toBe(new URL('/blog/wp~wp-post-1', t.deps.config.siteUrl).toString());
  });

  it('changes nothing when the site is imported again, and fetches no image again', async () => {
    const before = await snapshotDatabase(db);
    const imageRequests = requests.filter((r) => r.startsWith('/media/')).length;
    expect(await importWordPress(db, options())).toEqual({ posts: POSTS, written: 0, unchanged: POSTS, images: 0 });
    expect(await snapshotDatabase(db)).toEqual(before);
    expect(requests.filter((r) => r.startsWith('/media/')).length).toBe(imageRequests);
  });

  it('finds imported posts by search, and lists the tag it brought', async () => {
    const found = dataOf(ENDPOINTS.blogSearch, (await call(t, 'GET', '/ws/mm/v2/blog/search?q=routers')).body);
    expect(found.total).toBe(POSTS - 1);
    const tagged = dataOf(ENDPOINTS.blogList, (await call(t, 'GET', '/ws/mm/v2/blog/list?tag=wifi&page_size=50')).body);
    expect(tagged.total).toBe(Math.floor(POSTS / 2));
  });

  it('fails with the reason, and stores nothing, when the site does not answer like WordPress', async () => {
    const rows = (await db.select({ id: blogPostVersions.postId }).from(blogPostVersions)).length;
    await expect(importWordPress(db, { ...options(), baseUrl: `${origin}/not-wordpress` })).rejects.toThrow(/answered 404/);
    expect((await db.select({ id: blogPostVersions.postId }).from(blogPostVersions)).length).toBe(rows);
    expect(existsSync(imageDir)).toBe(true);
  });
});
