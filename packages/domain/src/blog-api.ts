/**
 * Requests and answers of the blog's API calls (docs/product.md §7 names them; their parameters
 * and results are ours, issue 13). Shared by the API's routes and the website's client.
 */
import { z } from './zod';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from './languages';
import { BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX } from './blog';
import { isShortPath, safeDecodeBlogKey } from './blog-key';

const language = z
  .enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(', ')}` })
  .default(DEFAULT_LANGUAGE)
  .meta({ description: 'Language of the texts; English when absent', example: 'de' });

/** A post key of docs/product.md §2 (`how-to-stream`, `wp~how-to-stream`, `id~123`). */
export const BlogKeySchema = z
  .string()
  .max(210)
  .refine((key) => safeDecodeBlogKey(key).ok, { error: 'must be a blog post key' })
  .meta({ description: 'The post key: its short path, `wp~` + short path, or `id~` + id', example: 'what-is-a-vpn' });

const slug = z.string().max(200).refine(isShortPath, { error: 'must be a lowercase slug' });

const page = z.coerce
  .number({ error: 'must be a whole number from 1' })
  .int({ error: 'must be a whole number from 1' })
  .min(1, { error: 'must be a whole number from 1' })
  .max(10_000, { error: 'must be at most 10000' })
  .default(1)
  .meta({ description: 'Page number, from 1', example: 1 });
const pageSize = z.coerce
  .number({ error: `must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}` })
  .int({ error: `must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}` })
  .min(1, { error: `must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}` })
  .max(BLOG_PAGE_SIZE_MAX, { error: `must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}` })
  .default(BLOG_PAGE_SIZE)
  .meta({ description: `Posts per page (default ${BLOG_PAGE_SIZE})`, example: BLOG_PAGE_SIZE });

export const BlogLanguageQuerySchema = z.object({ language });

export const BlogListQuerySchema = z
  .object({
    language,
    category: slug.optional().meta({ description: 'Only posts of this category', example: 'how-to' }),
    tag: slug.optional().meta({ description: 'Only posts with this tag', example: 'windows' }),
    page,
    page_size: pageSize,
  })
  .refine((q) => !(q.category && q.tag), { error: 'give a category or a tag, not both', path: ['tag'] });

export const BlogSearchQuerySchema = z.object({
  language,
  q: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100, { error: 'must be at most 100 characters' })
    .meta({ description: 'Words to find', example: 'kill switch' }),
  page,
  page_size: pageSize,
});

export const BlogKeyQuerySchema = z.object({ language, key: BlogKeySchema });
export const BlogDetailRequestSchema = z.object({ language, key: BlogKeySchema });
export const BlogYoastHeadQuerySchema = z.object({ language, slug: BlogKeySchema });
export const BlogRecommendedQuerySchema = z.object({
  language,
  key: BlogKeySchema.optional().meta({ description: 'Posts related to this one; the featured posts when absent' }),
});

export const BlogTermSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});

export const BlogImageSchema = z.object({
  src: z.string().meta({ description: 'The largest size' }),
  width: z.int(),
  height: z.int(),
  alt: z.string(),
  sizes: z.array(z.object({ src: z.string(), width: z.int() })).meta({ description: 'Every size, narrowest first (for srcset)' }),
});

export const BlogPostSummarySchema = z.object({
  key: z.string(),
  language: z.enum(LANGUAGE_CODES),
  title: z.string(),
  description: z.string(),
  category: BlogTermSchema.nullable(),
  tags: z.array(BlogTermSchema),
  author: BlogTermSchema.nullable(),
  published_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  hero: BlogImageSchema.nullable(),
  reading_minutes: z.int(),
  featured: z.boolean(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPageSchema = z.object({
  items: z.array(BlogPostSummarySchema),
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
  total_pages: z.int(),
});
export type BlogPage = z.infer<typeof BlogPageSchema>;

export const BlogCategoryCountSchema = BlogTermSchema.extend({ count: z.int().meta({ description: 'Posts in this language' }) });

export const BlogHomeSchema = z.object({
  featured: z.array(BlogPostSummarySchema),
  latest: z.array(BlogPostSummarySchema),
  categories: z.array(BlogCategoryCountSchema),
});
export type BlogHome = z.infer<typeof BlogHomeSchema>;

const neighbour = z.object({ key: z.string(), title: z.string() }).nullable();

export const BlogPostDetailSchema = BlogPostSummarySchema.extend({
  html: z.string().meta({ description: 'The body, sanitized' }),
  toc: z.array(z.object({ id: z.string(), text: z.string() })),
  languages: z.array(z.enum(LANGUAGE_CODES)).meta({ description: 'Every language the post exists in' }),
  previous: neighbour.meta({ description: 'The post published before it, in this language' }),
  next: neighbour.meta({ description: 'The post published after it, in this language' }),
  related: z.array(BlogPostSummarySchema),
});
export type BlogPostDetail = z.infer<typeof BlogPostDetailSchema>;

export const BlogSearchResultSchema = BlogPageSchema.extend({
  items: z.array(BlogPostSummarySchema.extend({ snippet: z.string().meta({ description: 'Text around the match; matches in <mark>' }) })),
  query: z.string(),
  corrected: z
    .string()
    .nullable()
    .meta({ description: 'When nothing matched the words as typed: the corrected spelling these results are for; null otherwise' }),
});
export type BlogSearchResult = z.infer<typeof BlogSearchResultSchema>;

export const BlogRecommendSearchesSchema = z.array(z.string()).meta({ description: 'Searches to suggest (tag names, most used first)' });
export const BlogCategoriesSchema = z.array(BlogCategoryCountSchema);

/** The SEO head of a post (Yoast's `yoast_head_json` for a WordPress post that had one, otherwise ours). */
export const BlogYoastHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  robots: z.string(),
  og_type: z.literal('article'),
  og_title: z.string(),
  og_description: z.string(),
  og_url: z.string(),
  og_site_name: z.string(),
  og_locale: z.string(),
  og_image: z.object({ url: z.string(), width: z.int(), height: z.int(), alt: z.string() }).nullable(),
  article_published_time: z.iso.datetime(),
  article_modified_time: z.iso.datetime(),
  twitter_card: z.literal('summary_large_image'),
  twitter_title: z.string(),
  twitter_description: z.string(),
  schema: z.record(z.string(), z.unknown()).meta({ description: 'JSON-LD: the BlogPosting and BreadcrumbList graph' }),
});
export type BlogYoastHead = z.infer<typeof BlogYoastHeadSchema>;
