import { getTranslations } from 'next-intl/server';
import { BRAND, isLanguageCode } from '@kestrel/domain';
import { blogList } from '@/features/blog/blog-api';
import { FEED_SIZE, feedXml, type FeedKind } from '@/features/blog/feeds';

// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

/** /feeds/blog-<lang>.xml (RSS 2.0) and /feeds/blog-<lang>.atom (Atom). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^blog-([a-z]{2})\.(xml|atom)$/.exec((await params).file);
  const locale = match?.[1];
  if (!match || !locale || !isLanguageCode(locale)) return new Response('Not found', { status: 404 });
  const kind: FeedKind = match[2] === 'xml' ? 'rss' : 'atom';
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'blog.feed' }), blogList(locale, {}, 1, FEED_SIZE)]);
  const xml = feedXml(kind, { locale, title: t('title', { brand: BRAND.name }), posts: page?.items ?? [] });
  return new Response(xml, {
    headers: { 'Content-Type': kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8' },
  });
}
