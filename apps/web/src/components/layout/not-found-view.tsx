import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/metadata';
import { ErrorView } from './error-view';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The 404 page of SPEC §2 in the request's language: the site's header and footer around
 * "This page could not be found" and the way home. One view for both ways a 404 is shown:
 * app/global-not-found.tsx (unknown paths, rendered on the server) and app/[locale]/not-found.tsx
 * (a page that calls notFound()).
 */
export async function NotFoundView() {
  const [t, locale] = await Promise.all([getTranslations('errors.notFound'), getLocale()]);
  return (
    <>
      <SiteHeader />
      <ErrorView status={404} message={t('title')} homeHref={localizedPath(locale, '/')} homeLabel={t('backHome')} />
      <SiteFooter />
    </>
  );
}
