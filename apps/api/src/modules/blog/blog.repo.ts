/**
 * The blog's read queries. Every value reaches SQL as a parameter (the text-search configuration
 * too, cast to regconfig); no SQL is built from strings.
 */
import { and, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts, blogPostTags, blogPostVersions, blogTermNames, blogTerms, type BlogImageRecord } from '../../db/schema';
import type { BlogTermKind } from '@kestrel/domain';

export interface TermRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface PostRecord {
  id: number;
  isWp: boolean;
  shortPath: string | null;
  categoryId: number | null;
  authorId: number | null;
  hero: BlogImageRecord | null;
  featured: boolean;
  publishedAt: Date;
  updatedAt: Date;
  title: string;
  description: string;
  heroAlt: string;
  words: number;
}

const postColumns = {
  id: blogPosts.id,
  isWp: blogPosts.isWp,
  shortPath: blogPosts.shortPath,
  categoryId: blogPosts.categoryId,
  authorId: blogPosts.authorId,
  hero: blogPosts.hero,
  featured: blogPosts.featured,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  title: blogPostVersions.title,
  description: blogPostVersions.description,
  heroAlt: blogPostVersions.heroAlt,
  words: blogPostVersions.words,
};

const inLanguage = (language: string) => and(eq(blogPostVersions.postId, blogPosts.id), eq(blogPostVersions.language, language));
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** Terms by id with their names in `language` (English, then the slug, where it has none). */
export async function termsById(db: Database, ids: number[], language: string): Promise<Map<number, TermRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: blogTerms.id,
      slug: blogTerms.slug,
      language: blogTermNames.language,
      name: blogTermNames.name,
      description: blogTermNames.description,
    })
    .from(blogTerms)
    .leftJoin(blogTermNames, and(eq(blogTermNames.termId, blogTerms.id), inArray(blogTermNames.language, [language, 'en'])))
    .where(inArray(blogTerms.id, [...new Set(ids)]));
  const terms = new Map<number, TermRecord>();
  for (const row of rows) {
    const known = terms.get(row.id);
    if (known && row.language !== language) continue;
    terms.set(row.id, { id: row.id, slug: row.slug, name: row.name ?? row.slug, description: row.description ?? '' });
  }
  return terms;
}

/** The tag ids of each post. */
export async function tagIdsOf(db: Database, postIds: number[]): Promise<Map<number, number[]>> {
  const tags = new Map<number, number[]>();
  if (postIds.length === 0) return tags;
  const rows = await db
    .select({ postId: blogPostTags.postId, termId: blogPostTags.termId, slug: blogTerms.slug })
    .from(blogPostTags)
    .innerJoin(blogTerms, eq(blogTerms.id, blogPostTags.termId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(blogTerms.slug);
  for (const row of rows) tags.set(row.postId, [...(tags.get(row.postId) ?? []), row.termId]);
  return tags;
}

/** A term of a kind by slug, if it exists. */
export async function findTerm(db: Database, kind: BlogTermKind, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: blogTerms.id })
    .from(blogTerms)
    .where(and(eq(blogTerms.kind, kind), eq(blogTerms.slug, slug)));
  return row?.id;
}

export interface PostFilter {
  categoryId?: number | undefined;
  tagId?: number | undefined;
  featured?: boolean | undefined;
  exceptId?: number | undefined;
}

function filterOf(filter: PostFilter): SQL | undefined {
  return and(
    filter.categoryId !== undefined ? eq(blogPosts.categoryId, filter.categoryId) : undefined,
    filter.tagId !== undefined
      ? sql`exists (select 1 from ${blogPostTags} where ${blogPostTags.postId} = ${blogPosts.id} and ${blogPostTags.termId} = ${filter.tagId})`
      : undefined,
    filter.featured !== undefined ? eq(blogPosts.featured, filter.featured) : undefined,
    filter.exceptId !== undefined ? ne(blogPosts.id, filter.exceptId) : undefined,
  );
}

/** One page of the posts in `language` matching `filter`, newest first, and how many match in all. */
export async function listPosts(
  db: Database,
  language: string,
  filter: PostFilter,
  limit: number,
  offset: number,
): Promise<{ posts: PostRecord[]; total: number }> {
  const rows = await db
    .select({ ...postColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(blogPosts)
    .innerJoin(blogPostVersions, inLanguage(language))
    .where(filterOf(filter))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { posts: rows, total: rows[0]?.total ?? 0 };
  // Past the last page: the total still says how many there are.
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(blogPosts)
    .innerJoin(blogPostVersions, inLanguage(language))
    .where(filterOf(filter));
  return { posts: [], total: count?.total ?? 0 };
}

/** The post a decoded key names: by id, or by short path and its WordPress mark. */
export async function findPostId(
  db: Database,
  ref: { id: number | undefined; isWP: boolean; short_path: string | undefined },
): Promise<number | undefined> {
  const where =
    ref.id !== undefined ? eq(blogPosts.id, ref.id) : and(eq(blogPosts.isWp, ref.isWP), eq(blogPosts.shortPath, ref.short_path ?? ''));
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(where);
  return row?.id;
}

/** A post in one language with its body; undefined when it does not exist in that language. */
export async function postWithBody(db: Database, id: number, language: string) {
  const [row] = await db
    .select({ ...postColumns, html: blogPostVersions.html, toc: blogPostVersions.toc })
    .from(blogPosts)
    .innerJoin(blogPostVersions, inLanguage(language))
    .where(eq(blogPosts.id, id));
  return row;
}

/** The Yoast head a WordPress post came with in `language`, if any (only that column: the head needs nothing else of the body). */
export async function yoastOf(db: Database, id: number, language: string) {
  const [row] = await db
    .select({ yoast: blogPostVersions.yoast })
    .from(blogPostVersions)
    .where(and(eq(blogPostVersions.postId, id), eq(blogPostVersions.language, language)));
  return row?.yoast;
}

/** The languages a post exists in. */
export async function languagesOf(db: Database, id: number): Promise<string[]> {
  const rows = await db.select({ language: blogPostVersions.language }).from(blogPostVersions).where(eq(blogPostVersions.postId, id));
  return rows.map((r) => r.language);
}

/** The posts just before and after `post` in publication order, in `language`. */
export async function neighbours(db: Database, post: { id: number; publishedAt: Date }, language: string) {
  const before = or(
    lt(blogPosts.publishedAt, post.publishedAt),
    and(eq(blogPosts.publishedAt, post.publishedAt), lt(blogPosts.id, post.id)),
  );
  const after = or(
    gt(blogPosts.publishedAt, post.publishedAt),
    and(eq(blogPosts.publishedAt, post.publishedAt), gt(blogPosts.id, post.id)),
  );
  const [previous] = await db
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogPostVersions, inLanguage(language))
    .where(before)
    .orderBy(...newestFirst)
    .limit(1);
  const [next] = await db
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogPostVersions, inLanguage(language))
    .where(after)
    .orderBy(blogPosts.publishedAt, blogPosts.id)
    .limit(1);
  return { previous, next };
}

/** Categories with the number of their posts in `language` (those with none are left out). */
export async function categoryCounts(db: Database, language: string) {
  return db
    .select({ id: blogPosts.categoryId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(blogPosts)
    .innerJoin(blogPostVersions, inLanguage(language))
    .where(sql`${blogPosts.categoryId} is not null`)
    .groupBy(blogPosts.categoryId)
    .orderBy(desc(sql`count(*)`), blogPosts.categoryId);
}

/** Tags by how many posts in `language` carry them (all of them without `limit`). */
export async function popularTags(db: Database, language: string, limit?: number) {
  const query = db
    .select({ id: blogPostTags.termId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(blogPostTags)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
    .innerJoin(blogPostVersions, inLanguage(language))
    .groupBy(blogPostTags.termId)
    .orderBy(desc(sql`count(*)`), blogPostTags.termId);
  return limit === undefined ? query : query.limit(limit);
}

/**
 * One page of the posts in `language` matching `query` (a tsquery built by the caller from
 * parameters), best first, with each match's plain text for its snippet.
 *
 * Ranked by the small title-and-description vector (title before description; a match in the body
 * alone ranks after both, newest first), never by the body's: a broad query matches thousands of
 * posts, and reading each one's body vector from TOAST made one search cost 60 ms of the
 * database's time (bench/blog-search.mjs). For the same reason the matches are found through the
 * GIN index even when the planner, which does not count that reading, would scan the table.
 */
export async function searchPosts(db: Database, language: string, query: SQL, limit: number, offset: number) {
  const rank = sql<number>`ts_rank_cd(coalesce(${blogPostVersions.searchHead}, ${blogPostVersions.search}), ${query}, 1)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({
        ...postColumns,
        text: blogPostVersions.text,
        rank: rank.mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(blogPosts)
      .innerJoin(blogPostVersions, inLanguage(language))
      .where(sql`${blogPostVersions.search} @@ ${query}`)
      .orderBy(desc(rank), ...newestFirst)
      .limit(limit)
      .offset(offset);
  });
}

/** Each version's title and description in `language` (the words a short search is corrected to). */
export async function titlesAndDescriptions(db: Database, language: string): Promise<string[]> {
  const rows = await db
    .select({ title: blogPostVersions.title, description: blogPostVersions.description })
    .from(blogPostVersions)
    .where(eq(blogPostVersions.language, language));
  return rows.map((r) => `${r.title} ${r.description}`);
}
