/**
 * Imports the blog's own posts (content/blog, read by blog-content.ts) into the database, in one
 * transaction, keyed by post key, term slug and language: importing the same files again writes
 * nothing (a version is rewritten only when its file changed, checked by hash). The folder is the
 * truth for Markdown posts: a post or language version whose file is gone is removed. WordPress
 * posts are never touched here.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts, blogPostTags, blogPostVersions, blogTermNames, blogTerms, type BlogImageRecord } from '../../db/schema';
import { renderBody } from './blog-html';
import { HERO_HEIGHT, HERO_WIDTH, type BlogContent, type ContentTerm } from './blog-content';
import { indexText, searchConfiguration } from './search-text';

/** Changes when the way a file becomes HTML or its search vectors change, so every version is written again once. */
const RENDERER_VERSION = '2';

// Arbitrary constant (as the migrations' lock in db/client.ts): serialises imports.
const BLOG_IMPORT_LOCK_KEY = 7_340_117_013;

/** Where the API serves a Markdown post's hero (blog.routes.ts). */
export const heroPath = (key: string) => `/ws/mm/v2/blog/image/${key}.svg`;

export interface ImportReport {
  posts: number;
  versionsWritten: number;
  versionsUnchanged: number;
  removed: number;
  /** Whether anything was written or removed (the blog cache is then emptied, blog-cache.ts). */
  changed: boolean;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PostRow = typeof blogPosts.$inferSelect;

/** Whether the stored post already has these values. */
function samePost(existing: PostRow, values: Pick<PostRow, 'categoryId' | 'authorId' | 'featured' | 'publishedAt' | 'updatedAt' | 'hero'>) {
  return (
    existing.categoryId === values.categoryId &&
    existing.authorId === values.authorId &&
    existing.featured === values.featured &&
    existing.publishedAt.getTime() === values.publishedAt.getTime() &&
    existing.updatedAt.getTime() === values.updatedAt.getTime() &&
    JSON.stringify(existing.hero) === JSON.stringify(values.hero)
  );
}

/**
 * The search vectors of a version: `search`, which matches, with the title weighing most, then the
 * description, then the body; and `searchHead`, the title and description alone, which ranks.
 */
export function searchVectors(language: string, parts: { title: string; description: string; text: string }) {
  const config = searchConfiguration(language);
  const part = (text: string, weight: 'A' | 'B' | 'C') =>
    sql`setweight(to_tsvector(${config}::regconfig, ${indexText(text, language)}), ${weight})`;
  return {
    search: sql`${part(parts.title, 'A')} || ${part(parts.description, 'B')} || ${part(parts.text, 'C')}`,
    searchHead: sql`${part(parts.title, 'A')} || ${part(parts.description, 'B')}`,
  };
}

async function upsertTerm(tx: Tx, term: ContentTerm, report: ImportReport): Promise<number> {
  // Read first: an import that finds everything in place writes nothing at all (not even a no-op
  // update), so the API starts on a nearly full disk (bench/faults/disk-full.mjs).
  const [found] = await tx
    .select({ id: blogTerms.id })
    .from(blogTerms)
    .where(and(eq(blogTerms.kind, term.kind), eq(blogTerms.slug, term.slug)));
  if (!found) report.changed = true;
  const [row] = found ? [found] : await tx.insert(blogTerms).values({ kind: term.kind, slug: term.slug }).returning({ id: blogTerms.id });
  const id = row!.id;
  const existing = await tx.select().from(blogTermNames).where(eq(blogTermNames.termId, id));
  for (const [language, { name, description }] of term.names) {
    const now = existing.find((e) => e.language === language);
    if (now && now.name === name && now.description === description) continue;
    report.changed = true;
    await tx
      .insert(blogTermNames)
      .values({ termId: id, language, name, description })
      .onConflictDoUpdate({ target: [blogTermNames.termId, blogTermNames.language], set: { name, description } });
  }
  return id;
}

export interface ImportOptions {
  /** The site's host: links to it are the site's own (blog-html.ts). */
  siteHost: string;
}

/** Imports `content`; see the file's comment. */
export async function importBlogContent(db: Database, content: BlogContent, options: ImportOptions): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    // Several API instances may start at once: one imports, the others then find nothing to do.
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_IMPORT_LOCK_KEY})`);
    const report: ImportReport = { posts: content.posts.length, versionsWritten: 0, versionsUnchanged: 0, removed: 0, changed: false };
    const termIds = new Map<string, number>();
    for (const term of content.terms) termIds.set(`${term.kind}:${term.slug}`, await upsertTerm(tx, term, report));

    const keys = content.posts.map((p) => p.key);
    for (const post of content.posts) {
      const { meta } = post;
      const hero: BlogImageRecord = {
        src: heroPath(post.key),
        width: HERO_WIDTH,
        height: HERO_HEIGHT,
        // A vector drawing: one file serves every width.
        sizes: [{ src: heroPath(post.key), width: HERO_WIDTH }],
      };
      const values = {
        categoryId: termIds.get(`category:${meta.category}`)!,
        authorId: termIds.get(`author:${meta.author}`)!,
        hero,
        featured: meta.featured,
        publishedAt: new Date(`${meta.published}T00:00:00Z`),
        updatedAt: new Date(`${meta.updated ?? meta.published}T00:00:00Z`),
      };
      const [existing] = await tx
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.isWp, false), eq(blogPosts.shortPath, post.key)));
      let postId: number;
      if (!existing || !samePost(existing, values)) report.changed = true;
      if (!existing) {
        const [row] = await tx
          .insert(blogPosts)
          .values({ source: 'markdown', shortPath: post.key, ...values })
          .returning({ id: blogPosts.id });
        postId = row!.id;
      } else {
        postId = existing.id;
        if (!samePost(existing, values)) await tx.update(blogPosts).set(values).where(eq(blogPosts.id, postId));
      }

      const tagIds = meta.tags.map((t) => termIds.get(`tag:${t}`)!);
      const tagged = await tx.select({ termId: blogPostTags.termId }).from(blogPostTags).where(eq(blogPostTags.postId, postId));
      const gone = tagged.map((t) => t.termId).filter((id) => !tagIds.includes(id));
      const added = tagIds.filter((id) => !tagged.some((t) => t.termId === id));
      if (gone.length + added.length > 0) report.changed = true;
      if (gone.length > 0) await tx.delete(blogPostTags).where(and(eq(blogPostTags.postId, postId), inArray(blogPostTags.termId, gone)));
      if (added.length > 0) await tx.insert(blogPostTags).values(added.map((termId) => ({ postId, termId })));

      const hashes = await tx
        .select({ language: blogPostVersions.language, sourceHash: blogPostVersions.sourceHash })
        .from(blogPostVersions)
        .where(eq(blogPostVersions.postId, postId));
      for (const version of post.versions) {
        const sourceHash = createHash('sha256').update(`${RENDERER_VERSION}\n${options.siteHost}\n${version.source}`).digest('hex');
        if (hashes.some((h) => h.language === version.language && h.sourceHash === sourceHash)) {
          report.versionsUnchanged++;
          continue;
        }
        const fm = version.frontMatter;
        const body = renderBody({ markdown: version.markdown }, { language: version.language, siteHost: options.siteHost });
        const row = {
          title: fm.title,
          description: fm.description,
          html: body.html,
          text: body.text,
          toc: body.toc,
          heroAlt: fm.heroAlt,
          words: body.words,
          sourceHash,
          ...searchVectors(version.language, { title: fm.title, description: fm.description, text: body.text }),
        };
        await tx
          .insert(blogPostVersions)
          .values({ postId, language: version.language, ...row })
          .onConflictDoUpdate({ target: [blogPostVersions.postId, blogPostVersions.language], set: row });
        report.versionsWritten++;
      }
      const languages = post.versions.map((v) => v.language);
      const dropped = await tx
        .delete(blogPostVersions)
        .where(and(eq(blogPostVersions.postId, postId), notInArray(blogPostVersions.language, languages)))
        .returning({ language: blogPostVersions.language });
      report.removed += dropped.length;
    }
    const removedPosts = await tx
      .delete(blogPosts)
      .where(
        keys.length > 0 ? and(eq(blogPosts.source, 'markdown'), notInArray(blogPosts.shortPath, keys)) : eq(blogPosts.source, 'markdown'),
      )
      .returning({ id: blogPosts.id });
    report.removed += removedPosts.length;
    if (report.versionsWritten + report.removed > 0) report.changed = true;
    return report;
  });
}
