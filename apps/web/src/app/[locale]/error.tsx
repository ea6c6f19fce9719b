'use client';
/** The error page (SPEC §2): a status code (default 500) and a message (default 'Error'). */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE } from '@kestrel/domain';
import { ErrorView } from '@/components/layout/error-view';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; statusCode?: number }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorView
      status={error.statusCode ?? 500}
      message={t('errors.generic')}
      homeHref={locale === DEFAULT_LANGUAGE ? '/' : `/${locale}`}
      homeLabel={t('notFound.backHome')}
    >
      <button type="button" onClick={reset} className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50">
        {t('errorPage.retry')}
      </button>
    </ErrorView>
  );
}
