/**
 * Imports the posts of a WordPress site over its REST API (`/wp-json/wp/v2`, issue 13): posts with
 * their embedded terms, author and featured image (`_embed`), page after page as the
 * X-WP-TotalPages header says, and Yoast's head (`yoast_head_json`) where the site has Yoast.
 * Each post is keyed by its WordPress id (its URL key is `wp~` + its slug, docs/product.md §2), its
 * HTML goes through the one sanitizer (blog-html.ts), and its featured image is fetched once and
 * cut into WebP sizes with sharp. A post whose `modified_gmt` and content did not change is not
 * written again, so a second import changes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, notInArray } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import sharp from 'sharp';
import { z } from 'zod';
import { isLanguageCode, isShortPath, type BlogTermKind } from '@kestrel/domain';
import type { Database } from '../../db/client';
import { blogPosts, blogPostTags, blogPostVersions, blogTermNames, blogTerms, type BlogImageRecord } from '../../db/schema';
import { htmlToText, renderBody } from './blog-html';
import { searchVectors } from './blog-import';

/** The widths a featured image is cut to (never wider than the original). */
export const WP_IMAGE_WIDTHS = [480, 960, 1440] as const;
const PER_PAGE = 50;
/** A WordPress site answers 10 pages of 50 posts in a few seconds; a stuck one must not hang the import. */
const TIMEOUT_MS = 20_000;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Where the API serves an imported image (blog.routes.ts). */
export const wpImagePath = (file: string) => `/ws/mm/v2/blog/image/${file}`;

const Rendered = z.object({ rendered: z.string() });
const TermSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  taxonomy: z.string(),
  description: z.string().optional(),
});
const PostSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  date_gmt: z.string(),
  modified_gmt: z.string(),
  status: z.string().optional(),
  title: Rendered,
  excerpt: Rendered,
  content: Rendered,
  lang: z.string().optional(),
  featured_media: z.number().int().optional(),
  yoast_head_json: z.record(z.string(), z.unknown()).nullish(),
  _embedded: z
    .object({
      author: z
        .array(
          z
            .object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string().optional() })
            .partial({ description: true }),
        )
        .optional(),
      'wp:term': z.array(z.array(TermSchema)).optional(),
      'wp:featuredmedia': z
        .array(
          z.object({
            id: z.number().int(),
            source_url: z.string().optional(),
            alt_text: z.string().optional(),
            media_details: z.object({ width: z.number().optional(), height: z.number().optional() }).partial().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
type WpPost = z.infer<typeof PostSchema>;

export class WordPressImportError extends Error {
  override readonly name = 'WordPressImportError';
}

export interface WordPressImportOptions {
  /** The site's base URL (https://example.org or https://example.org/blog). */
  baseUrl: string;
  /** The language of its posts, unless a post names its own (`lang`, as Polylang adds). */
  language: string;
  /** Our site's host: links to it are the site's own. */
  siteHost: string;
  /** Where imported images are written (served by blog.routes.ts). */
  imageDir: string;
  fetch?: typeof fetch;
}

export interface WordPressImportReport {
  posts: number;
  written: number;
  unchanged: number;
  images: number;
}

async function getJson(fetchImpl: typeof fetch, url: string): Promise<{ body: unknown; totalPages: number }> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new WordPressImportError(`${url} answered ${response.status}`);
  const totalPages = Number(response.headers.get('x-wp-totalpages') ?? '1');
  return { body: await response.json(), totalPages: Number.isInteger(totalPages) && totalPages > 0 ? totalPages : 1 };
}

/** Every post of the site, following X-WP-TotalPages. */
async function fetchPosts(options: WordPressImportOptions): Promise<WpPost[]> {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const posts: WpPost[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { body, totalPages } = await getJson(fetchImpl, `${base}/wp-json/wp/v2/posts?per_page=${PER_PAGE}&page=${page}&_embed=1`);
    pages = totalPages;
    const parsed = z.array(PostSchema).safeParse(body);
    if (!parsed.success)
      throw new WordPressImportError(
        `page ${page} of the posts is not what the WordPress REST API answers: ${parsed.error.issues[0]?.message}`,
      );
    posts.push(...parsed.data.filter((post) => (post.status ?? 'publish') === 'publish'));
  }
  return posts;
}

/** The featured image cut into WebP sizes under `imageDir`; undefined when the post has none or it cannot be read. */
async function importImage(post: WpPost, options: WordPressImportOptions): Promise<BlogImageRecord | undefined> {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  if (!media?.source_url || !/^https?:\/\//.test(media.source_url)) return undefined;
  const base = `wp-${post.id}-${media.id}`;
  const fetchImpl = options.fetch ?? fetch;
  const widest = `${base}-full.webp`;
  mkdirSync(options.imageDir, { recursive: true });
  let source: Buffer | undefined;
  const read = async () => {
    if (source) return source;
    const response = await fetchImpl(media.source_url!, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new WordPressImportError(`image ${media.source_url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) throw new WordPressImportError(`image ${media.source_url} is over 10 MB`);
    source = bytes;
    return bytes;
  };
  const meta = await sharp(await read()).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width === 0 || height === 0) return undefined;
  const widths = [...WP_IMAGE_WIDTHS.filter((w) => w < width), width];
  const sizes: BlogImageRecord['sizes'] = [];
  for (const w of widths) {
    const file = w === width ? widest : `${base}-${w}.webp`;
    const path = join(options.imageDir, file);
    if (!existsSync(path))
      writeFileSync(
        path,
        await sharp(await read())
          .resize({ width: w })
          .webp({ quality: 78 })
          .toBuffer(),
      );
    sizes.push({ src: wpImagePath(file), width: w });
  }
  return { src: wpImagePath(widest), width, height, sizes };
}

/** A WordPress `*_gmt` time ("2026-03-04T10:20:30", UTC without a zone) as a Date. */
function gmt(value: string, post: number): Date {
  const date = new Date(`${value}Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) || Number.isNaN(date.getTime()))
    throw new WordPressImportError(`post ${post} has a date that is not WordPress's: ${value}`);
  return date;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function upsertTerm(
  tx: Tx,
  kind: BlogTermKind,
  term: { id: number; slug: string; name: string; description?: string | undefined },
  language: string,
) {
  const slug = isShortPath(term.slug) ? term.slug : `wp-${kind}-${term.id}`;
  const [row] = await tx
    .insert(blogTerms)
    .values({ kind, slug, wpId: term.id })
    .onConflictDoUpdate({ target: [blogTerms.kind, blogTerms.slug], set: { wpId: term.id } })
    .returning({ id: blogTerms.id });
  const name = decodeHTML(term.name);
  const description = htmlToText(term.description ?? '');
  await tx
    .insert(blogTermNames)
    .values({ termId: row!.id, language, name, description })
    .onConflictDoUpdate({ target: [blogTermNames.termId, blogTermNames.language], set: { name, description } });
  return row!.id;
}

/** Imports every published post of the WordPress site; see the file's comment. */
export async function importWordPress(db: Database, options: WordPressImportOptions): Promise<WordPressImportReport> {
  const posts = await fetchPosts(options);
  const report: WordPressImportReport = { posts: posts.length, written: 0, unchanged: 0, images: 0 };
  for (const post of posts) {
    const language = post.lang && isLanguageCode(post.lang) ? post.lang : options.language;
    const sourceHash = createHash('sha256')
      .update(
        JSON.stringify([
          options.siteHost,
          post.modified_gmt,
          post.title,
          post.excerpt,
          post.content,
          post.yoast_head_json ?? null,
          post.slug,
        ]),
      )
      .digest('hex');
    const [existing] = await db
      .select({ id: blogPosts.id, hash: blogPostVersions.sourceHash })
      .from(blogPosts)
      .leftJoin(blogPostVersions, and(eq(blogPostVersions.postId, blogPosts.id), eq(blogPostVersions.language, language)))
      .where(eq(blogPosts.wpId, post.id));
    if (existing?.hash === sourceHash) {
      report.unchanged++;
      continue;
    }
    // Outside the transaction: fetching and resizing may take seconds.
    const hero = await importImage(post, options);
    if (hero) report.images++;
    const title = htmlToText(post.title.rendered);
    const yoastDescription = typeof post.yoast_head_json?.description === 'string' ? post.yoast_head_json.description : undefined;
    const description = (yoastDescription ?? htmlToText(post.excerpt.rendered)).slice(0, 160);
    const body = renderBody({ html: post.content.rendered }, { language, siteHost: options.siteHost });
    const heroAlt = post._embedded?.['wp:featuredmedia']?.[0]?.alt_text?.trim() || title;

    await db.transaction(async (tx) => {
      const terms = (post._embedded?.['wp:term'] ?? []).flat();
      const category = terms.find((t) => t.taxonomy === 'category');
      const categoryId = category ? await upsertTerm(tx, 'category', category, language) : null;
      const tagIds: number[] = [];
      for (const tag of terms.filter((t) => t.taxonomy === 'post_tag')) tagIds.push(await upsertTerm(tx, 'tag', tag, language));
      const author = post._embedded?.author?.[0];
      const authorId = author ? await upsertTerm(tx, 'author', author, language) : null;
      const values = {
        source: 'wordpress' as const,
        isWp: true,
        shortPath: isShortPath(post.slug) ? post.slug : null,
        wpId: post.id,
        categoryId,
        authorId,
        hero: hero ?? null,
        publishedAt: gmt(post.date_gmt, post.id),
        updatedAt: gmt(post.modified_gmt, post.id),
      };
      const [row] = await tx
        .insert(blogPosts)
        .values(values)
        .onConflictDoUpdate({ target: blogPosts.wpId, set: values })
        .returning({ id: blogPosts.id });
      const postId = row!.id;
      await tx
        .delete(blogPostTags)
        .where(and(eq(blogPostTags.postId, postId), tagIds.length > 0 ? notInArray(blogPostTags.termId, tagIds) : undefined));
      if (tagIds.length > 0)
        await tx
          .insert(blogPostTags)
          .values(tagIds.map((termId) => ({ postId, termId })))
          .onConflictDoNothing();
      const version = {
        title,
        description,
        html: body.html,
        text: body.text,
        toc: body.toc,
        heroAlt,
        words: body.words,
        yoast: post.yoast_head_json ?? null,
        sourceHash,
        ...searchVectors(language, { title, description, text: body.text }),
      };
      await tx
        .insert(blogPostVersions)
        .values({ postId, language, ...version })
        .onConflictDoUpdate({ target: [blogPostVersions.postId, blogPostVersions.language], set: version });
    });
    report.written++;
  }
  return report;
}
