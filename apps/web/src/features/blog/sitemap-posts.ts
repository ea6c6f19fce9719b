import 'server-only';
import { BLOG_PAGE_SIZE_MAX, LANGUAGE_CODES } from '@kestrel/domain';
import type { SitemapPost } from '@/site/sitemap';
import { blogList } from './blog-api';

/** Every post of one language, page by page (empty when the API cannot answer: the pages stay listed). */
async function keysIn(language: string): Promise<Map<string, string>> {
  const posts = new Map<string, string>();
  try {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const list = await blogList(language, {}, page, BLOG_PAGE_SIZE_MAX);
      if (!list) break;
      pages = list.total_pages;
      for (const post of list.items) posts.set(post.key, post.updated_at);
    }
  } catch (error) {
    console.warn(`Blog posts for the sitemap unavailable: ${error instanceof Error ? error.message : String(error)}`);
  }
  return posts;
}

/** The posts of `locale` with the languages each is written in, for the language's sitemap. */
export async function sitemapPosts(locale: string): Promise<SitemapPost[]> {
  const byLanguage = await Promise.all(LANGUAGE_CODES.map(async (code) => [code, await keysIn(code)] as const));
  const mine = byLanguage.find(([code]) => code === locale)?.[1] ?? new Map<string, string>();
  return [...mine].map(([key, updatedAt]) => ({
    key,
    updatedAt,
    languages: byLanguage.filter(([, keys]) => keys.has(key)).map(([code]) => code),
  }));
}
