import { getLocale, getTranslations } from 'next-intl/server';
import { inLanguage } from '@kestrel/domain/languages';
import { ErrorView } from './error-view';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * An error page of docs/product.md §2 in the request's language: the site's header and footer around the
 * status, its message and the way home. 404: 'This page could not be found' (app/global-not-found.tsx,
 * for unknown paths and, through the website's server, for a requested page that calls notFound();
 * in the browser such a page shows not-found-content.tsx); 500: 'Error'
 * (app/[locale]/server-error, which the website's server shows in place of Next.js's empty error
 * document, src/server/error-pages.ts).
 */
export async function ErrorPageView({ status }: { status: 404 | 500 }) {
  const [locale, notFound, fatal] = await Promise.all([getLocale(), getTranslations('errors.notFound'), getTranslations('fatal')]);
  const [message, homeLabel] = status === 404 ? [notFound('title'), notFound('backHome')] : [fatal('error'), fatal('home')];
  return (
    <>
      <SiteHeader />
      <ErrorView status={status} message={message} homeHref={inLanguage(locale, '/')} homeLabel={homeLabel} />
      <SiteFooter />
    </>
  );
}
