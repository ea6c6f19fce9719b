/**
 * The blog's answers (issue 13): the home, lists by category or tag, a post with its neighbours
 * and related posts, search, suggestions and a post's SEO head. A key, category, tag or language
 * version that does not exist, and a page past the last, are 404s.
 */
import { sql } from 'drizzle-orm';
import {
  BRAND,
  encodeBlogKey,
  inLanguage,
  readingMinutes,
  safeDecodeBlogKey,
  type BlogHome,
  type BlogPage,
  type BlogPostDetail,
  type BlogPostSummary,
  type BlogSearchResult,
  type BlogYoastHead,
  type LanguageCode,
} from '@kestrel/domain';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import * as repo from './blog.repo';
import { searchConfiguration, searchTokens, usesBigrams } from './search-text';
import { buildVocabulary, correctQuery, type Vocabulary } from './spelling';

const FEATURED_ON_HOME = 3;
const LATEST_ON_HOME = 9;
const RELATED = 3;
const SUGGESTED_SEARCHES = 8;

/** The 404 of an unknown post, category, tag or page (the envelope of lib/errors' unknown route). */
export function notFound(what: 'Post' | 'Category' | 'Tag' | 'Page'): ApiError {
  return new ApiError(404, `${what} not found`);
}

const keyOf = (post: Pick<repo.PostRecord, 'id' | 'isWp' | 'shortPath'>) =>
  encodeBlogKey({ id: post.id, isWP: post.isWp, short_path: post.shortPath });

function termOut(term: repo.TermRecord | undefined) {
  return term ? { slug: term.slug, name: term.name, description: term.description } : null;
}

/** Summaries of `posts` in `language`, in their order. */
async function summarize(db: Database, posts: repo.PostRecord[], language: LanguageCode): Promise<BlogPostSummary[]> {
  const ids = posts.map((p) => p.id);
  const tags = await repo.tagIdsOf(db, ids);
  const termIds = posts.flatMap((p) => [p.categoryId, p.authorId, ...(tags.get(p.id) ?? [])]).filter((id): id is number => id !== null);
  const terms = await repo.termsById(db, termIds, language);
  return posts.map((post) => ({
    key: keyOf(post),
    language,
    title: post.title,
    description: post.description,
    category: termOut(post.categoryId === null ? undefined : terms.get(post.categoryId)),
    tags: (tags.get(post.id) ?? []).map((id) => termOut(terms.get(id))!).filter(Boolean),
    author: termOut(post.authorId === null ? undefined : terms.get(post.authorId)),
    published_at: post.publishedAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    hero: post.hero ? { ...post.hero, alt: post.heroAlt } : null,
    reading_minutes: readingMinutes(post.words, language),
    featured: post.featured,
  }));
}

function pageOf<T>(items: T[], page: number, pageSize: number, total: number): Omit<BlogPage, 'items'> & { items: T[] } {
  return { items, page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) };
}

export async function blogHome(db: Database, language: LanguageCode): Promise<BlogHome> {
  const featured = await repo.listPosts(db, language, { featured: true }, FEATURED_ON_HOME, 0);
  const latest = await repo.listPosts(db, language, {}, LATEST_ON_HOME + FEATURED_ON_HOME, 0);
  const featuredIds = new Set(featured.posts.map((p) => p.id));
  const rest = latest.posts.filter((p) => !featuredIds.has(p.id)).slice(0, LATEST_ON_HOME);
  return {
    featured: await summarize(db, featured.posts, language),
    latest: await summarize(db, rest, language),
    categories: await blogCategories(db, language),
  };
}

/** Terms with how many posts of the language each has, the largest first. */
async function withCounts(db: Database, counts: { id: number | null; count: number }[], language: LanguageCode) {
  const terms = await repo.termsById(
    db,
    counts.map((c) => c.id!),
    language,
  );
  return counts.map((c) => ({ ...termOut(terms.get(c.id!))!, count: c.count }));
}

export async function blogCategories(db: Database, language: LanguageCode) {
  return withCounts(db, await repo.categoryCounts(db, language), language);
}

export async function blogTags(db: Database, language: LanguageCode) {
  return withCounts(db, await repo.popularTags(db, language), language);
}

export async function blogList(
  db: Database,
  query: { language: LanguageCode; category?: string | undefined; tag?: string | undefined; page: number; page_size: number },
): Promise<BlogPage> {
  const categoryId = query.category === undefined ? undefined : await repo.findTerm(db, 'category', query.category);
  if (query.category !== undefined && categoryId === undefined) throw notFound('Category');
  const tagId = query.tag === undefined ? undefined : await repo.findTerm(db, 'tag', query.tag);
  if (query.tag !== undefined && tagId === undefined) throw notFound('Tag');
  const { posts, total } = await repo.listPosts(
    db,
    query.language,
    { categoryId, tagId },
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  if (query.page > 1 && posts.length === 0) throw notFound('Page');
  return pageOf(await summarize(db, posts, query.language), query.page, query.page_size, total);
}

async function postIdOf(db: Database, key: string): Promise<number> {
  const decoded = safeDecodeBlogKey(key);
  const id = decoded.ok ? await repo.findPostId(db, decoded.value) : undefined;
  if (id === undefined) throw notFound('Post');
  return id;
}

export async function blogDetail(db: Database, key: string, language: LanguageCode): Promise<BlogPostDetail> {
  const id = await postIdOf(db, key);
  const post = await repo.postWithBody(db, id, language);
  if (!post) throw notFound('Post');
  const [summary] = await summarize(db, [post], language);
  const { previous, next } = await repo.neighbours(db, post, language);
  return {
    ...summary!,
    html: post.html,
    toc: post.toc,
    languages: (await repo.languagesOf(db, id)).sort() as LanguageCode[],
    previous: previous ? { key: keyOf(previous), title: previous.title } : null,
    next: next ? { key: keyOf(next), title: next.title } : null,
    related: await summarize(db, await relatedPosts(db, post, language), language),
  };
}

/** Posts of the same category first, then the latest, never the post itself. */
async function relatedPosts(db: Database, post: repo.PostRecord, language: LanguageCode): Promise<repo.PostRecord[]> {
  const sameCategory =
    post.categoryId === null
      ? []
      : (await repo.listPosts(db, language, { categoryId: post.categoryId, exceptId: post.id }, RELATED, 0)).posts;
  if (sameCategory.length >= RELATED) return sameCategory;
  const latest = (await repo.listPosts(db, language, { exceptId: post.id }, RELATED * 2, 0)).posts;
  const ids = new Set(sameCategory.map((p) => p.id));
  return [...sameCategory, ...latest.filter((p) => !ids.has(p.id))].slice(0, RELATED);
}

export async function blogRecommended(db: Database, language: LanguageCode, key: string | undefined): Promise<BlogPage> {
  let posts: repo.PostRecord[];
  if (key === undefined) {
    posts = (await repo.listPosts(db, language, { featured: true }, RELATED, 0)).posts;
  } else {
    const post = await repo.postWithBody(db, await postIdOf(db, key), language);
    if (!post) throw notFound('Post');
    posts = await relatedPosts(db, post, language);
  }
  return pageOf(await summarize(db, posts, language), 1, RELATED, posts.length);
}

export async function blogRecommendSearches(db: Database, language: LanguageCode): Promise<string[]> {
  const tags = await repo.popularTags(db, language, SUGGESTED_SEARCHES);
  const terms = await repo.termsById(
    db,
    tags.map((t) => t.id),
    language,
  );
  return tags.map((t) => terms.get(t.id)?.name).filter((name): name is string => Boolean(name));
}

// Marks around a match in ts_headline's output: private-use characters, never in our text, so
// the snippet can be escaped as a whole and the marks then turned into <mark> elements.
const MARK_START = '\uE000';
const MARK_END = '\uE001';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text with its marked matches in <mark>. */
export function snippetHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}

/** For ja and ko (searched by bigrams): the text around the first place the query's words occur. */
function bigramSnippet(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const hits = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  const start = Math.max(0, at - 40);
  let out = text.slice(start, start + 140);
  for (const word of words) {
    out = out.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), (m) => `${MARK_START}${m}${MARK_END}`);
  }
  return `${start > 0 ? '…' : ''}${out}${start + 140 < text.length ? '…' : ''}`;
}

export async function blogSearch(
  db: Database,
  query: { language: LanguageCode; q: string; page: number; page_size: number },
  vocabulary?: () => Promise<Vocabulary>,
): Promise<BlogSearchResult> {
  const { language, q, page, page_size } = query;
  let found = await searchOnce(db, language, q, page, page_size);
  let corrected: string | null = null;
  if (found.rows.length === 0 && vocabulary) {
    // Nothing for the words as typed: a short query may be a typo of words the blog uses (spelling.ts).
    const spelled = correctQuery(q, language, await vocabulary());
    const again = spelled === undefined ? undefined : await searchOnce(db, language, spelled, page, page_size);
    if (again && again.rows.length > 0) [found, corrected] = [again, spelled!];
  }
  const { rows, snippets } = found;
  if (page > 1 && rows.length === 0) throw notFound('Page');
  const summaries = await summarize(db, rows, language);
  return {
    ...pageOf(
      summaries.map((s, i) => ({ ...s, snippet: snippetHtml(snippets[i] ?? '') })),
      page,
      page_size,
      rows[0]?.total ?? 0,
    ),
    query: q,
    corrected,
  };
}

/** One page of the posts matching `q`, best first, with a snippet of each. */
async function searchOnce(db: Database, language: LanguageCode, q: string, page: number, pageSize: number) {
  const config = searchConfiguration(language);
  const bigrams = usesBigrams(language);
  const tokens = searchTokens(q, language);
  if (tokens.length === 0) return { rows: [], snippets: [] };
  const tsquery = bigrams ? sql`plainto_tsquery('simple', ${tokens.join(' ')})` : sql`websearch_to_tsquery(${config}::regconfig, ${q})`;
  const rows = await repo.searchPosts(db, language, tsquery, pageSize, (page - 1) * pageSize);
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const snippets = bigrams
    ? rows.map((row) => bigramSnippet(row.text, words))
    : await headlines(
        db,
        config,
        q,
        rows.map((r) => r.text),
      );
  return { rows, snippets };
}

/** The words of the language's titles and descriptions, for correcting a short query (spelling.ts). */
export async function searchVocabulary(db: Database, language: LanguageCode): Promise<Vocabulary> {
  return buildVocabulary(await repo.titlesAndDescriptions(db, language), language);
}

/** ts_headline of each text for the query, with our private marks around the matches. */
async function headlines(db: Database, config: string, q: string, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=16, MaxFragments=1`;
  const result = (await db.execute(
    sql`select ts_headline(${config}::regconfig, t.text, websearch_to_tsquery(${config}::regconfig, ${q}), ${options}) as h
        from unnest(${sql.param(texts)}::text[]) with ordinality as t(text, n) order by t.n`,
  )) as unknown as { rows: { h: string }[] };
  return result.rows.map((r) => r.h);
}

/**
 * The SEO head of a post, in the shape of Yoast's `yoast_head_json`: a WordPress post's own Yoast
 * titles and descriptions where it came with them, the rest (canonical, image, JSON-LD) ours, since
 * the post now lives on this site. `detail` is the post's answer (blogDetail), usually from the cache.
 */
export async function blogYoastHead(db: Database, detail: BlogPostDetail, language: LanguageCode, siteUrl: string): Promise<BlogYoastHead> {
  const yoast = (await repo.yoastOf(db, await postIdOf(db, detail.key), language)) ?? {};
  const text = (field: string, fallback: string) =>
    typeof yoast[field] === 'string' && yoast[field] !== '' ? (yoast[field] as string) : fallback;
  const url = new URL(inLanguage(language, `/blog/${detail.key}`), siteUrl).toString();
  const image = detail.hero
    ? { url: new URL(detail.hero.src, siteUrl).toString(), width: detail.hero.width, height: detail.hero.height, alt: detail.hero.alt }
    : null;
  const blogUrl = new URL(inLanguage(language, '/blog'), siteUrl).toString();
  return {
    title: text('title', `${detail.title} | ${BRAND.name}`),
    description: text('description', detail.description),
    canonical: url,
    robots: 'index, follow, max-image-preview:large',
    og_type: 'article',
    og_title: text('og_title', detail.title),
    og_description: text('og_description', detail.description),
    og_url: url,
    og_site_name: BRAND.name,
    og_locale: language,
    og_image: image,
    article_published_time: detail.published_at,
    article_modified_time: detail.updated_at,
    twitter_card: 'summary_large_image',
    twitter_title: text('twitter_title', text('og_title', detail.title)),
    twitter_description: text('twitter_description', text('og_description', detail.description)),
    schema: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BlogPosting',
          '@id': `${url}#article`,
          headline: detail.title,
          description: detail.description,
          inLanguage: language,
          mainEntityOfPage: url,
          datePublished: detail.published_at,
          dateModified: detail.updated_at,
          ...(image ? { image: { '@type': 'ImageObject', url: image.url, width: image.width, height: image.height } } : {}),
          ...(detail.author ? { author: { '@type': 'Organization', name: detail.author.name } } : {}),
          publisher: { '@type': 'Organization', name: BRAND.name, url: siteUrl },
          ...(detail.category ? { articleSection: detail.category.name } : {}),
          keywords: detail.tags.map((t) => t.name).join(', '),
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: BRAND.name, item: new URL(inLanguage(language, '/'), siteUrl).toString() },
            { '@type': 'ListItem', position: 2, name: translate(language, 'layout.nav.blog') ?? 'Blog', item: blogUrl },
            { '@type': 'ListItem', position: 3, name: detail.title, item: url },
          ],
        },
      ],
    },
  };
}
