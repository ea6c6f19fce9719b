/**
 * Reads the blog's own posts from the repository's content/blog folder (docs/blog-content.md is
 * the format): `<lang>/<key>.md` with YAML front matter, `images/<key>.svg`, `taxonomy/<lang>.json`.
 * Everything is checked here, and a mistake fails loudly with the file's name: an import never
 * stores half a post.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { isShortPath, LANGUAGE_CODES, type BlogTermKind } from '@kestrel/domain';

/** content/blog at the repository's root, found through the API package (works from dist/ too). */
export const BLOG_CONTENT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@kestrel/api/package.json')),
  '..',
  '..',
  'content',
  'blog',
);

/** The hero images' size: every hero is drawn on this canvas (docs/blog-content.md). */
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 630;

export class BlogContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'BlogContentError';
  }
}

const slug = z.string().refine(isShortPath, 'must be a lowercase slug');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-03-04')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');

const FrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(90),
    description: z.string().trim().min(1).max(160),
    category: slug,
    tags: z.array(slug).max(6).default([]),
    author: slug,
    published: day,
    updated: day.optional(),
    heroAlt: z.string().trim().min(1, 'heroAlt is required: say what the hero image shows'),
    featured: z.boolean().default(false),
  })
  .strict();
export type FrontMatter = z.infer<typeof FrontMatterSchema>;

const TaxonomySchema = z
  .object({
    categories: z.record(slug, z.object({ name: z.string().trim().min(1), description: z.string().trim().default('') }).strict()),
    tags: z.record(slug, z.string().trim().min(1)),
    authors: z.record(slug, z.object({ name: z.string().trim().min(1), bio: z.string().trim().default('') }).strict()),
  })
  .strict();

export interface ContentTerm {
  kind: BlogTermKind;
  slug: string;
  /** Name and description by language. */
  names: Map<string, { name: string; description: string }>;
}

export interface ContentPostVersion {
  language: string;
  file: string;
  frontMatter: FrontMatter;
  markdown: string;
  /** The file's text, for the import's "unchanged" check. */
  source: string;
}

export interface ContentPost {
  key: string;
  /** The English version's front matter decides the post's category, tags, author and dates. */
  meta: FrontMatter;
  versions: ContentPostVersion[];
  /** The hero's path under content/blog/images. */
  heroFile: string;
}

export interface BlogContent {
  terms: ContentTerm[];
  posts: ContentPost[];
}

function splitFrontMatter(file: string, text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new BlogContentError(file, 'must start with front matter between two --- lines');
  try {
    return { data: parseYaml(match[1]!), body: match[2]! };
  } catch (error) {
    throw new BlogContentError(file, `front matter is not YAML (${(error as Error).message.split('\n')[0]})`);
  }
}

function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new BlogContentError(file, `${issue.path.join('.') || 'front matter'} ${issue.message}`);
}

function readTerms(dir: string): ContentTerm[] {
  const terms = new Map<string, ContentTerm>();
  const term = (kind: BlogTermKind, slugValue: string) => {
    const id = `${kind}:${slugValue}`;
    if (!terms.has(id)) terms.set(id, { kind, slug: slugValue, names: new Map() });
    return terms.get(id)!;
  };
  for (const language of LANGUAGE_CODES) {
    const file = join(dir, 'taxonomy', `${language}.json`);
    if (!existsSync(file)) continue;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new BlogContentError(file, `is not JSON (${(error as Error).message})`);
    }
    const taxonomy = check(TaxonomySchema, json, file);
    for (const [s, v] of Object.entries(taxonomy.categories))
      term('category', s).names.set(language, { name: v.name, description: v.description });
    for (const [s, v] of Object.entries(taxonomy.tags)) term('tag', s).names.set(language, { name: v, description: '' });
    for (const [s, v] of Object.entries(taxonomy.authors)) term('author', s).names.set(language, { name: v.name, description: v.bio });
  }
  return [...terms.values()];
}

/** Reads and checks everything under `dir` (content/blog by default). */
export function readBlogContent(dir: string = BLOG_CONTENT_DIR): BlogContent {
  if (!existsSync(dir)) return { terms: [], posts: [] };
  const terms = readTerms(dir);
  const known = new Set(terms.map((t) => `${t.kind}:${t.slug}`));
  const byKey = new Map<string, ContentPostVersion[]>();
  for (const language of LANGUAGE_CODES) {
    const folder = join(dir, language);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.md')) continue;
      const file = join(folder, name);
      const key = name.slice(0, -3);
      if (!isShortPath(key)) throw new BlogContentError(file, 'the file name must be a lowercase slug (the post key)');
      const source = readFileSync(file, 'utf8');
      const { data, body } = splitFrontMatter(file, source);
      const frontMatter = check(FrontMatterSchema, data, file);
      const versions = byKey.get(key) ?? [];
      versions.push({ language, file, frontMatter, markdown: body, source });
      byKey.set(key, versions);
    }
  }
  const posts: ContentPost[] = [];
  for (const [key, versions] of byKey) {
    const english = versions.find((v) => v.language === 'en');
    if (!english) throw new BlogContentError(join(dir, versions[0]!.language, `${key}.md`), 'has no English version in en/');
    const meta = english.frontMatter;
    const missing = [
      ...(known.has(`category:${meta.category}`) ? [] : [`category ${meta.category}`]),
      ...(known.has(`author:${meta.author}`) ? [] : [`author ${meta.author}`]),
      ...meta.tags.filter((t) => !known.has(`tag:${t}`)).map((t) => `tag ${t}`),
    ];
    if (missing.length > 0) throw new BlogContentError(english.file, `names ${missing.join(', ')}, which taxonomy/en.json does not have`);
    const heroFile = join(dir, 'images', `${key}.svg`);
    if (!existsSync(heroFile)) throw new BlogContentError(english.file, `has no hero image images/${key}.svg`);
    posts.push({ key, meta, versions, heroFile });
  }
  return { terms, posts };
}
