import { LANGUAGE_CODES, isLanguageCode } from '@kestrel/domain';
import { sitemapPosts } from '@/features/blog/sitemap-posts';
import { languageSitemapXml } from '@/site/sitemap';

export const dynamicParams = false;
// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

export function generateStaticParams() {
  return LANGUAGE_CODES.map((code) => ({ file: `${code}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = file.replace(/\.xml$/, '');
  if (!isLanguageCode(locale)) return new Response('Not found', { status: 404 });
  const posts = await sitemapPosts(locale);
  return new Response(languageSitemapXml(locale, posts), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
