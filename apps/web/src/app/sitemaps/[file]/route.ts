import { LANGUAGE_CODES, isLanguageCode } from '@kestrel/domain';
import { languageSitemapXml } from '@/site/sitemap';

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGE_CODES.map((code) => ({ file: `${code}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = file.replace(/\.xml$/, '');
  if (!isLanguageCode(locale)) return new Response('Not found', { status: 404 });
  return new Response(languageSitemapXml(locale), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
