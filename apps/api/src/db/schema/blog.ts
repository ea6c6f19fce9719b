import { BLOG_TERM_KINDS, BLOG_SOURCES } from '@kestrel/domain/blog';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The blog (issue 13, docs/product.md §2 "Blog post key"). A post is one row of blog_posts with a
// version per language in blog_post_versions: a post exists in the languages it has versions in,
// and only those are linked. Categories, tags and authors are one kind of row, blog_terms, with a
// name per language. Everything here is written by the importers (Markdown files, WordPress), each
// in one transaction, keyed so that importing twice changes nothing.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL's tsvector: built in SQL from the version's text with its language's configuration. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** A responsive image made at import: its sizes as files under the blog's image folder. */
export interface BlogImageRecord {
  /** The widest size's file; `sizes` lists every size, narrowest first. */
  src: string;
  width: number;
  height: number;
  sizes: { src: string; width: number }[];
}

export const blogTerms = pgTable(
  'blog_terms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: BLOG_TERM_KINDS }).notNull(),
    slug: text('slug').notNull(),
    /** The term's id on the WordPress site it was imported from (null for our own). */
    wpId: integer('wp_id'),
  },
  (t) => [uniqueIndex('blog_terms_kind_slug_unique').on(t.kind, t.slug)],
);

/** A term's name in one language (an author's bio is its description). */
export const blogTermNames = pgTable(
  'blog_term_names',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => blogTerms.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.termId, t.language] })],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    /** The number of an `id~` key. */
    id: serial('id').primaryKey(),
    source: text('source', { enum: BLOG_SOURCES }).notNull(),
    /** WordPress posts' keys carry the `wp~` marker. */
    isWp: boolean('is_wp').notNull().default(false),
    /** The slug of the post's key; null for a post known only by its id. */
    shortPath: text('short_path'),
    wpId: integer('wp_id'),
    categoryId: integer('category_id').references(() => blogTerms.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => blogTerms.id, { onDelete: 'set null' }),
    hero: jsonb('hero').$type<BlogImageRecord>(),
    featured: boolean('featured').notNull().default(false),
    publishedAt: at('published_at').notNull(),
    /** When the content last really changed (the front matter's `updated`, WordPress's `modified`). */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_key_unique').on(t.isWp, t.shortPath),
    uniqueIndex('blog_posts_wp_id_unique').on(t.wpId),
    index('blog_posts_published_idx').on(t.publishedAt),
    index('blog_posts_category_idx').on(t.categoryId),
  ],
);

/** A post in one language: its sanitized HTML, its plain text and what search reads. */
export const blogPostVersions = pgTable(
  'blog_post_versions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Sanitized at import (blog/sanitize.ts); shown as it is. */
    html: text('html').notNull(),
    /** The body's plain text: search snippets are cut from it. */
    text: text('text').notNull(),
    /** The table of contents: the `h2`s with the ids the HTML gives them. */
    toc: jsonb('toc').$type<{ id: string; text: string }[]>().notNull(),
    heroAlt: text('hero_alt').notNull().default(''),
    words: integer('words').notNull(),
    /** WordPress's Yoast head, as its REST API gave it, when the post came with one. */
    yoast: jsonb('yoast').$type<Record<string, unknown>>(),
    /** A hash of what was imported: an unchanged source is not written again. */
    sourceHash: text('source_hash').notNull(),
    search: tsvector('search').notNull(),
    /**
     * The title (A) and description (B) alone: search ranks by this small vector, which is stored
     * in the row, instead of reading each match's large body vector from TOAST (blog.repo.ts
     * searchPosts). Null for a version imported before it existed; search then ranks by `search`.
     */
    searchHead: tsvector('search_head'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.language] }),
    index('blog_post_versions_search_idx').using('gin', t.search),
    index('blog_post_versions_language_idx').on(t.language),
  ],
);

/** A post's tags. */
export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => blogTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index('blog_post_tags_term_idx').on(t.termId)],
);
