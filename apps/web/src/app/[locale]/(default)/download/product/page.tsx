import type { Metadata } from 'next';
import { AppDownloadPage } from '@/features/download/app-download-page';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/download/product', locale);
}

/** The Chrome extension (docs/product.md §3 lists it among the download links). */
export default async function ChromeExtensionPage({ params }: Props) {
  await pageLocale(params);
  return <AppDownloadPage slug="product" />;
}
