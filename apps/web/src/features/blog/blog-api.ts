import 'server-only';
import { ENDPOINTS, type Endpoint } from '@kestrel/domain';
import { apiInternalUrl } from '@/lib/env';
import { API_DATA_TAG } from '@/lib/api/api-data-refresh';

/**
 * The blog's reads of the API, as its server components make them. The blog cache of
 * docs/product.md §4/§9 (15 minutes, then stale while it is loaded again; shared through Redis;
 * emptied by an import) is the API's own (apps/api/src/modules/blog/blog-cache.ts), so the website
 * keeps an answer a minute at most (Next.js's data cache with `revalidate`, like the blog's pages):
 * an import shows on the site within a minute. The answers carry API_DATA_TAG, so once the API has
 * started (and imported its posts) the website expires them at once (docs/decisions/020).
 */
const REVALIDATE_S = 60;

/**
 * The answer; undefined for the API's 404 (an unknown post, category, tag or page); null when the
 * API cannot answer (the page then says so, and is made again once it can, docs/decisions/020).
 */
async function read<E extends Endpoint>(
  endpoint: E,
  query: Record<string, string | number | undefined>,
): Promise<ReturnType<E['response']['parse']> | undefined | null> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  try {
    const response = await fetch(`${apiInternalUrl()}${endpoint.path}?${params}`, {
      next: { revalidate: REVALIDATE_S, tags: [API_DATA_TAG] },
    });
    if (response.status === 404 || response.status === 400) return undefined;
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return endpoint.response.parse(body.data) as ReturnType<E['response']['parse']>;
  } catch (error) {
    console.warn(`${endpoint.path} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** For pages that have nothing to show without the API: its answer, or the error page. */
export function required<T>(answer: T | null): T {
  if (answer === null) throw new Error('The blog could not be loaded from the API');
  return answer;
}

export const blogHome = (language: string) => read(ENDPOINTS.blogHome, { language });

export const blogPost = (key: string, language: string) => read(ENDPOINTS.blogFastDetail, { key, language });

export const blogHead = (key: string, language: string) => read(ENDPOINTS.blogYoastHead, { slug: key, language });

export const blogList = (language: string, filter: { category?: string; tag?: string }, page: number, pageSize?: number) =>
  read(ENDPOINTS.blogList, { language, ...filter, page, page_size: pageSize });

export const blogCategories = (language: string) => read(ENDPOINTS.blogRecommendCategories, { language });

export const blogTags = (language: string) => read(ENDPOINTS.blogTags, { language });

export const blogSuggestedSearches = (language: string) => read(ENDPOINTS.blogRecommendSearches, { language });

/** Search is not cached: its query is the visitor's. */
export async function blogSearch(language: string, q: string, page: number) {
  const params = new URLSearchParams({ language, q, page: String(page) });
  const response = await fetch(`${apiInternalUrl()}${ENDPOINTS.blogSearch.path}?${params}`, { cache: 'no-store' });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new Error(`${ENDPOINTS.blogSearch.path} answered ${response.status}`);
  return ENDPOINTS.blogSearch.response.parse(((await response.json()) as { data?: unknown }).data);
}

/** A page number from a URL segment: a whole number from 2 (page 1 has no /page/ URL); undefined otherwise. */
export function pageNumber(segment: string): number | undefined {
  if (!/^[1-9][0-9]{0,3}$/.test(segment)) return undefined;
  const page = Number(segment);
  return page >= 2 ? page : undefined;
}
