import { getLocale, getTranslations } from 'next-intl/server';
import { inLanguage } from '@kestrel/domain/languages';
import { ErrorView } from './error-view';

/**
 * What the browser shows when a page it navigates to calls notFound() (docs/product.md §2: 'This
 * page could not be found' and the way home). A request for such a page gets the server's 404
 * page instead (src/server/error-pages.ts, with the header and footer of ErrorPageView).
 *
 * Next.js puts each not-found boundary on a page's path into that page's payload, whether or not
 * it is shown. So the 404 carries no header or footer of its own: each route group's not-found.tsx
 * shows it inside the group's layout (`inMain`), and app/[locale]/not-found.tsx, for a notFound()
 * outside any group, shows it alone. (With the header and footer in it, that boundary was 10 KB of
 * the 57 KB payload of every page.)
 */
export async function NotFoundContent({ inMain }: { inMain: boolean }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('errors.notFound')]);
  return (
    <>
      <title>{t('title')}</title>
      <ErrorView status={404} message={t('title')} homeHref={inLanguage(locale, '/')} homeLabel={t('backHome')} inMain={inMain} />
    </>
  );
}

/** The not-found.tsx of every route group: the 404 inside the group's header, footer and <main>. */
export default function GroupNotFound() {
  return <NotFoundContent inMain />;
}
