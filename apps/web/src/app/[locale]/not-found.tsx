import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_LANGUAGE } from '@kestrel/domain';
import { ErrorView } from '@/components/layout/error-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default async function NotFound() {
  const t = await getTranslations('errors.notFound');
  const locale = await getLocale();
  return (
    <>
      <title>{t('title')}</title>
      <SiteHeader />
      <ErrorView status={404} message={t('title')} homeHref={locale === DEFAULT_LANGUAGE ? '/' : `/${locale}`} homeLabel={t('backHome')} />
      <SiteFooter />
    </>
  );
}
