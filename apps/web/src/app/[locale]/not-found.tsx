import { getTranslations } from 'next-intl/server';
import { ErrorPageView } from '@/components/layout/error-page-view';

/**
 * A page that calls notFound() (a malformed order or plan id). Unknown paths get
 * app/global-not-found.tsx, rendered on the server; this one replaces the page in the browser.
 */
export default async function NotFound() {
  const t = await getTranslations('errors.notFound');
  return (
    <>
      <title>{t('title')}</title>
      <ErrorPageView status={404} />
    </>
  );
}
