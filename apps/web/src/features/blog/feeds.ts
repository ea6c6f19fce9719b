/**
 * The blog's RSS 2.0 and Atom feeds, one per language (issue 13): the latest posts with their
 * summaries, advertised in the head of the blog's pages (`feedAlternates`).
 */
import { BRAND, type BlogPostSummary } from '@kestrel/domain';
import { absoluteUrl } from '@/lib/metadata';
import { siteUrl } from '@/lib/env';
import { escapeHtml as escapeXml } from '@/lib/html-escape';

export const FEED_SIZE = 20;
export type FeedKind = 'rss' | 'atom';

/** The path of a language's feed (app/feeds/[file]/route.ts). */
export function feedPath(locale: string, kind: FeedKind): string {
  return `/feeds/blog-${locale}.${kind === 'rss' ? 'xml' : 'atom'}`;
}

/** The `alternates.types` of a blog page's metadata. */
export function feedAlternates(locale: string): Record<string, string> {
  return {
    'application/rss+xml': new URL(feedPath(locale, 'rss'), siteUrl()).toString(),
    'application/atom+xml': new URL(feedPath(locale, 'atom'), siteUrl()).toString(),
  };
}

export function feedXml(kind: FeedKind, input: { locale: string; title: string; posts: BlogPostSummary[] }): string {
  const { locale, title, posts } = input;
  const home = absoluteUrl(locale, '/blog');
  const self = new URL(feedPath(locale, kind), siteUrl()).toString();
  const updated = posts[0]?.updated_at ?? new Date(0).toISOString();
  if (kind === 'rss') {
    const items = posts
      .map((post) => {
        const url = absoluteUrl(locale, `/blog/${post.key}`);
        return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(url)}</link><guid isPermaLink="true">${escapeXml(url)}</guid><pubDate>${new Date(post.published_at).toUTCString()}</pubDate>${post.category ? `<category>${escapeXml(post.category.name)}</category>` : ''}<description>${escapeXml(post.description)}</description></item>`;
      })
      .join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(title)}</title><link>${escapeXml(home)}</link><description>${escapeXml(title)}</description><language>${locale}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/><lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>${items}</channel></rss>\n`;
  }
  const entries = posts
    .map((post) => {
      const url = absoluteUrl(locale, `/blog/${post.key}`);
      return `<entry><title>${escapeXml(post.title)}</title><link href="${escapeXml(url)}"/><id>${escapeXml(url)}</id><published>${post.published_at}</published><updated>${post.updated_at}</updated>${post.author ? `<author><name>${escapeXml(post.author.name)}</name></author>` : ''}<summary>${escapeXml(post.description)}</summary></entry>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}"><title>${escapeXml(title)}</title><link href="${escapeXml(home)}"/><link rel="self" href="${escapeXml(self)}"/><id>${escapeXml(home)}</id><updated>${updated}</updated><author><name>${escapeXml(BRAND.name)}</name></author>${entries}</feed>\n`;
}
