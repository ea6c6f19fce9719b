import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorPageView } from '@/components/layout/error-page-view';
import { pageLocale } from '@/lib/locale';

type Props = { params: Promise<{ locale: string }> };

/**
 * The 500 page of docs/product.md §2 ('Error' and the way home), prerendered in every language. Visitors
 * never navigate here: when a page fails, Next.js answers with an empty error document that
 * only scripts fill in, and the website's server sends this page in its place, with status 500
 * (src/server/error-pages.ts).
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('fatal');
  return { title: { absolute: t('error') }, robots: { index: false, follow: true } };
}

export default async function ServerErrorPage({ params }: Props) {
  await pageLocale(params);
  return <ErrorPageView status={500} />;
}
