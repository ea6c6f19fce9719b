import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPosts, blogPostVersions } from '../../db/schema';
import { snapshotDatabase } from '../../test/db-snapshot';
import { acquireTestDatabase, releaseTestDatabase, type TestDatabase } from '../../test/test-db';
import { BLOG_CONTENT_DIR, BlogContentError, readBlogContent } from './blog-content';
import { importBlogContent } from './blog-import';

const site = { siteHost: 'www.kestrelvpn.example' };
let database: TestDatabase;
let dir: string;

const taxonomy = (name: string) =>
  JSON.stringify({
    categories: { 'how-to': { name: `${name} how-to`, description: 'Guides.' } },
    tags: { windows: 'Windows', dns: 'DNS' },
    authors: { support: { name: `${name} support`, bio: 'Answers.' } },
  });

function post(front: Record<string, string>, body: string): string {
  const lines = Object.entries({
    title: '"Set up the app"',
    description: '"How to set it up."',
    category: 'how-to',
    tags: '[windows]',
    author: 'support',
    published: '2026-06-01',
    heroAlt: '"A laptop with the app open"',
    ...front,
  }).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

function write(path: string, text: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

async function versions() {
  return database.handle.db
    .select({ key: blogPosts.shortPath, language: blogPostVersions.language, title: blogPostVersions.title, html: blogPostVersions.html })
    .from(blogPostVersions)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostVersions.postId))
    .orderBy(blogPosts.shortPath, blogPostVersions.language);
}

beforeAll(async () => {
  database = await acquireTestDatabase();
});
afterAll(releaseTestDatabase);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'blog-content-'));
  await database.handle.db.execute(sql`delete from blog_posts`);
  await database.handle.db.execute(sql`delete from blog_terms`);
  write('taxonomy/en.json', taxonomy('EN'));
  write('taxonomy/de.json', taxonomy('DE'));
  write('images/set-up.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"/>');
  write('en/set-up.md', post({}, '## First step\n\nOpen [the download page](/download/windows) and [a guide](https://example.org/x).\n'));
  write('de/set-up.md', post({ title: '"Die App einrichten"' }, '## Erster Schritt\n\nÖffne [die Downloadseite](/download/windows).\n'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('importing the blog folder', () => {
  it('stores each language version, and a second import of the same files changes nothing', async () => {
    const db = database.handle.db;
    const first = await importBlogContent(db, readBlogContent(dir), site);
    expect(first).toMatchObject({ posts: 1, versionsWritten: 2, versionsUnchanged: 0 });
    const rows = await versions();
    expect(rows.map((r) => [r.key, r.language, r.title])).toEqual([
      ['set-up', 'de', 'Die App einrichten'],
      ['set-up', 'en', 'Set up the app'],
    ]);
    // Links to the site go to the version's language; links elsewhere leave with rel=noopener.
    expect(rows[0]!.html).toContain('<a href="/de/download/windows">');
    expect(rows[1]!.html).toContain('<h2 id="first-step">First step</h2>');
    expect(rows[1]!.html).toContain('<a href="https://example.org/x" rel="noopener noreferrer">');

    const before = await snapshotDatabase(db);
    const second = await importBlogContent(db, readBlogContent(dir), site);
    expect(second).toMatchObject({ versionsWritten: 0, versionsUnchanged: 2, removed: 0 });
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('rewrites only the version whose file changed, and removes a version whose file is gone', async () => {
    const db = database.handle.db;
    await importBlogContent(db, readBlogContent(dir), site);
    write('en/set-up.md', post({ title: '"Set up the app on Windows"' }, '## First step\n\nChanged.\n'));
    rmSync(join(dir, 'de/set-up.md'));
    const report = await importBlogContent(db, readBlogContent(dir), site);
    expect(report).toMatchObject({ versionsWritten: 1, removed: 1 });
    expect((await versions()).map((r) => [r.language, r.title])).toEqual([['en', 'Set up the app on Windows']]);
  });

  it('finds a post by title and body words in its language, the title match first', async () => {
    const db = database.handle.db;
    write('images/dns-guide.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('en/dns-guide.md', post({ title: '"Private DNS explained"', tags: '[dns]' }, 'Servers answer names.\n'));
    write('en/set-up.md', post({}, 'Your computer asks a DNS server for every name.\n'));
    await importBlogContent(db, readBlogContent(dir), site);
    const found = await db.execute(sql`
      select p.short_path from blog_post_versions v join blog_posts p on p.id = v.post_id
      where v.language = 'en' and v.search @@ websearch_to_tsquery('english', 'dns')
      order by ts_rank(v.search, websearch_to_tsquery('english', 'dns')) desc`);
    expect((found as unknown as { rows: { short_path: string }[] }).rows.map((r) => r.short_path)).toEqual(['dns-guide', 'set-up']);
  });

  it('refuses a post without hero alt text, naming the file, and stores nothing', async () => {
    write('en/set-up.md', post({ heroAlt: '""' }, 'Body.\n'));
    expect(() => readBlogContent(dir)).toThrow(BlogContentError);
    expect(() => readBlogContent(dir)).toThrow(/en\/set-up\.md: heroAlt/);
  });

  it('refuses a translation without its English original, and a tag the taxonomy does not name', () => {
    write('de/only-german.md', post({}, 'Nur Deutsch.\n'));
    expect(() => readBlogContent(dir)).toThrow(/de\/only-german\.md: has no English version/);
    rmSync(join(dir, 'de/only-german.md'));
    write('en/set-up.md', post({ tags: '[windows, unknown-tag]' }, 'Body.\n'));
    expect(() => readBlogContent(dir)).toThrow(/names tag unknown-tag/);
  });
});

describe("the repository's own blog content", () => {
  it('reads without an error: every post has its English version, hero, alt text and known terms', () => {
    const content = readBlogContent(BLOG_CONTENT_DIR);
    expect(content.posts.length).toBeGreaterThan(0);
  });
});
