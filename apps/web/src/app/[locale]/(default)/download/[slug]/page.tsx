import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DOWNLOAD_PAGE_SLUGS, isDownloadPageSlug } from '@kestrel/domain';
import { AppDownloadPage } from '@/features/download/app-download-page';
import { ConsoleGuidePage } from '@/features/download/console-guide-page';
import { isConsoleSlug } from '@/features/download/platforms';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

// The eight pages of docs/product.md §2 are built ahead; any other slug is the localized 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return DOWNLOAD_PAGE_SLUGS.map((slug) => ({ slug }));
}

async function pageSlug(params: Props['params']) {
  const { slug } = await params;
  if (!isDownloadPageSlug(slug)) notFound();
  return slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = await pageSlug(params);
  return routeMetadata(`/download/${slug}`, locale);
}

export default async function DownloadPlatformPage({ params }: Props) {
  await pageLocale(params);
  const slug = await pageSlug(params);
  return isConsoleSlug(slug) ? <ConsoleGuidePage slug={slug} /> : <AppDownloadPage slug={slug} />;
}
