import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeContent } from '@/features/home/home-content';
import { Link } from '@/i18n/navigation';
import { fetchPlans } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

/** noindex and no hreflang come from the route table (docs/product.md §2 /home/preview). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/home/preview', locale);
}

/**
 * The home page as it will be published, for reviewing it: the same content, under a notice
 * that says so. No structured data, so search engines never take it for the home page.
 */
export default async function HomePreviewPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, plans] = await Promise.all([getTranslations('home.preview.notice'), fetchPlans()]);
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-amber-950">
          <strong className="rounded bg-amber-900 px-2 py-0.5 text-sm font-semibold tracking-wide text-white uppercase">
            {t('label')}
          </strong>
          <span>{t('text')}</span>
          <Link href="/" className="font-semibold underline underline-offset-2 hover:text-amber-800">
            {t('live')}
          </Link>
        </p>
      </div>
      <HomeContent plans={plans} locale={locale} />
    </>
  );
}
