import { existsSync, readFileSync } from 'node:fs';
import { createRoute, z } from '@hono/zod-openapi';
import {
  BlogDetailRequestSchema,
  BlogKeyQuerySchema,
  BlogLanguageQuerySchema,
  BlogListQuerySchema,
  BlogSearchQuerySchema,
  BlogYoastHeadQuerySchema,
  BLOG_CACHE_MS,
  ENDPOINTS,
  type LanguageCode,
} from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { validationErrorBody } from '../../lib/errors';
import { errorResponse, ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { blogImageFile } from './blog-images';
import { DETAIL_EXAMPLE, HOME_EXAMPLE, PAGE_EXAMPLE, SEARCH_EXAMPLE, TAGS_EXAMPLE, YOAST_EXAMPLE } from './blog.example';
import * as blog from './blog.service';

// Public, read-only and the same for everyone: shared caches may keep an answer for five minutes
// (the website's own blog cache holds it for fifteen, docs/product.md §9).
const CACHE_CONTROL = 'public, max-age=300';
const tags = ['blog'];
const notFound = (what: string, example: string) => errorResponse(what, { notFound: { code: 404, message: example } });
const KEY = 'what-is-a-vpn';

/** The 400 of a query or body the validation hook refuses, with the answers it gives (lib/errors). */
function badRequest(what: string, target: 'query' | 'json', samples: Record<string, [z.ZodType, unknown]>) {
  const examples: Record<string, ReturnType<typeof validationErrorBody>> = {};
  for (const [name, [schema, value]] of Object.entries(samples)) {
    const result = schema.safeParse(value);
    if (result.error) examples[name] = validationErrorBody(result.error, target);
  }
  return errorResponse(what, examples);
}
const badLanguage = badRequest('Unknown language', 'query', { unknownLanguage: [BlogLanguageQuerySchema, { language: 'xx' }] });
const badKeyQuery = badRequest('Unknown language, or not a post key', 'query', {
  malformedKey: [BlogKeyQuerySchema, { key: 'Not A Key' }],
});

const fastDetail = routeOf(ENDPOINTS.blogFastDetail, {
  tags,
  summary: 'A post, by key (GET form of the detail call)',
  description:
    'The post in the language asked for, with its sanitized HTML, table of contents, the languages it exists in, its neighbours and related posts.',
  success: { description: 'The post', component: 'BlogPostDetail', example: DETAIL_EXAMPLE },
  failures: { 400: badKeyQuery, 404: notFound('No such post, or not in that language', 'Post not found') },
});

const detail = routeOf(ENDPOINTS.blogDetail, {
  tags,
  summary: 'A post, by key',
  description: 'As GET /ws/mm/blog/fast-blog-detail, with the key and language in a JSON body.',
  body: { component: 'BlogDetailRequest', example: { key: KEY, language: 'en' } },
  success: { description: 'The post', component: 'BlogPostDetail', example: DETAIL_EXAMPLE },
  failures: {
    400: badRequest('Unknown language, or not a post key', 'json', { malformedKey: [BlogDetailRequestSchema, { key: 'Not A Key' }] }),
    404: notFound('No such post, or not in that language', 'Post not found'),
  },
});

const home = routeOf(ENDPOINTS.blogHome, {
  tags,
  summary: 'The blog home: featured posts, the latest, the categories',
  success: { description: 'The blog home', component: 'BlogHome', example: HOME_EXAMPLE },
  failures: { 400: badLanguage },
});

const list = routeOf(ENDPOINTS.blogList, {
  tags,
  summary: 'Posts, newest first: all, one category or one tag, a page at a time',
  success: { description: 'One page of posts', component: 'BlogPage', example: PAGE_EXAMPLE },
  failures: {
    400: badRequest('Unknown language, a malformed page, or both a category and a tag', 'query', {
      badPage: [BlogListQuerySchema, { page: '0' }],
      categoryAndTag: [BlogListQuerySchema, { category: 'how-to', tag: 'windows' }],
    }),
    404: notFound('Unknown category or tag, or a page past the last', 'Category not found'),
  },
});

const search = routeOf(ENDPOINTS.blogSearch, {
  tags,
  summary: 'Full-text search in one language',
  description:
    'Ranked by PostgreSQL full-text search with the language’s configuration (a title match weighs most, then the ' +
    'description, then the body); Japanese and Korean are matched by two-letter pieces. Each hit has a snippet of escaped ' +
    'text with its matches in <mark>. When the words as typed match nothing, a short query (up to three words) is ' +
    'searched again with each unknown word replaced by the closest word of the blog’s titles and descriptions (one ' +
    'edit, two from eight letters); `corrected` then says which words these results are for.',
  success: { description: 'One page of matches', component: 'BlogSearchResult', example: SEARCH_EXAMPLE },
  failures: {
    400: badRequest('No query, or one over 100 characters', 'query', { emptyQuery: [BlogSearchQuerySchema, { q: ' ' }] }),
    404: notFound('A page past the last', 'Page not found'),
  },
});

const yoastHead = routeOf(ENDPOINTS.blogYoastHead, {
  tags,
  summary: 'The SEO head of a post (title, description, canonical, Open Graph, Twitter, JSON-LD)',
  success: { description: 'The head', component: 'BlogYoastHead', example: YOAST_EXAMPLE },
  failures: {
    400: badRequest('Unknown language, or not a post key', 'query', { malformedKey: [BlogYoastHeadQuerySchema, { slug: 'Not A Key' }] }),
    404: notFound('No such post, or not in that language', 'Post not found'),
  },
});

const recommended = routeOf(ENDPOINTS.blogRecommended, {
  tags,
  summary: 'Posts to read next: related to a post, or the featured ones',
  success: { description: 'Up to three posts', component: 'BlogPage', example: PAGE_EXAMPLE },
  failures: {
    400: badKeyQuery,
    404: notFound('No such post, or not in that language', 'Post not found'),
  },
});

const recommendSearches = routeOf(ENDPOINTS.blogRecommendSearches, {
  tags,
  summary: 'Searches to suggest (the most used tags’ names)',
  success: { description: 'Search suggestions', example: ['Public Wi-Fi', 'IP address'] },
  failures: { 400: badLanguage },
});

const recommendCategories = routeOf(ENDPOINTS.blogRecommendCategories, {
  tags,
  summary: 'The categories, with how many posts each has in the language',
  success: { description: 'Categories, the largest first', example: HOME_EXAMPLE.categories },
  failures: { 400: badLanguage },
});

const tagList = routeOf(ENDPOINTS.blogTags, {
  tags,
  summary: 'Every tag in use, with how many posts carry it in the language',
  success: { description: 'Tags, the most used first', example: TAGS_EXAMPLE },
  failures: { 400: badLanguage },
});

const heroImage = createRoute({
  method: 'get',
  path: '/ws/mm/v2/blog/image/{file}',
  tags,
  summary: 'A post’s hero image: our own drawings (SVG) and the sizes cut from WordPress images (WebP)',
  description: 'Served with a CSP that lets nothing in it run or load when it is opened on its own.',
  request: {
    params: z.object({
      file: z
        .string()
        .max(210)
        .openapi({ description: 'The post key and .svg', example: `${KEY}.svg` }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/svg+xml': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    404: notFound('No such image', 'Not Found'),
  },
});

export function blogRoutes(deps: Pick<AppDeps, 'database' | 'config' | 'blogCache'>) {
  const db = () => deps.database.db;
  const cache = deps.blogCache;
  // Every answer goes through the blog cache, keyed by the call and its parameters.
  const detailOf = (key: string, language: LanguageCode) =>
    cache.get(`detail:${language}:${key}`, () => blog.blogDetail(db(), key, language));
  return createRouter()
    .openapi(fastDetail, async (c) => {
      const { key, language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(c, await detailOf(key, language));
    })
    .openapi(detail, async (c) => {
      const { key, language } = c.req.valid('json');
      return ok(c, await detailOf(key, language));
    })
    .openapi(home, async (c) => {
      const { language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(c, await cache.get(`home:${language}`, () => blog.blogHome(db(), language)));
    })
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const { language, category, tag, page, page_size } = query;
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(
        c,
        await cache.get(`list:${language}:${JSON.stringify([category, tag, page, page_size])}`, () => blog.blogList(db(), query)),
      );
    })
    .openapi(search, async (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      const query = c.req.valid('query');
      const { language, q, page, page_size } = query;
      const vocabulary = () => cache.get(`vocabulary:${language}`, () => blog.searchVocabulary(db(), language));
      const key = `search:${language}:${JSON.stringify([q, page, page_size])}`;
      return ok(c, await cache.get(key, () => blog.blogSearch(db(), query, vocabulary), { keepMs: BLOG_CACHE_MS }));
    })
    .openapi(yoastHead, async (c) => {
      const { slug, language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      const head = cache.get(`head:${language}:${slug}`, async () =>
        blog.blogYoastHead(db(), await detailOf(slug, language), language, deps.config.siteUrl),
      );
      return ok(c, await head);
    })
    .openapi(recommended, async (c) => {
      const { key, language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(c, await cache.get(`recommended:${language}:${key ?? ''}`, () => blog.blogRecommended(db(), language, key)));
    })
    .openapi(recommendSearches, async (c) => {
      const { language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(c, await cache.get(`searches:${language}`, () => blog.blogRecommendSearches(db(), language)));
    })
    .openapi(recommendCategories, async (c) => {
      const { language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(c, await cache.get(`categories:${language}`, () => blog.blogCategories(db(), language)));
    })
    .openapi(tagList, async (c) => {
      const { language } = c.req.valid('query');
      c.header('Cache-Control', CACHE_CONTROL);
      return ok(c, await cache.get(`tags:${language}`, () => blog.blogTags(db(), language)));
    })
    .openapi(heroImage, (c) => {
      const image = blogImageFile(c.req.valid('param').file, deps.config.dataDir);
      if (!image || !existsSync(image.path)) return c.json({ code: 404, message: 'Not Found' }, 404);
      // An SVG opened on its own is a document: nothing in it may run or load.
      return c.body(readFileSync(image.path), 200, {
        'Content-Type': image.type,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
