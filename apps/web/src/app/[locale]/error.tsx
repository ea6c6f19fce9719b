'use client';
/**
 * The error page (docs/product.md §2): a status code (default 500) and a message (default 'Error').
 * Its strings come from the small `fatal` catalog bundled for the browser, so no
 * translation runtime ships with every page just for this boundary.
 */
import { ScriptButton } from '@/components/ui/script-button';
import { useEffect } from 'react';
import { inLanguage } from '@kestrel/domain/languages';
import { fatalMessagesFor } from '@kestrel/i18n/fatal';
import { ErrorView } from '@/components/layout/error-view';
import { useParams } from 'next/navigation';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; statusCode?: number }; reset: () => void }) {
  const { locale } = useParams<{ locale: string }>();
  const { language, text } = fatalMessagesFor(locale);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorView status={error.statusCode ?? 500} message={text.error} homeHref={inLanguage(language, '/')} homeLabel={text.home}>
      <ScriptButton onClick={reset} className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50">
        {text.retry}
      </ScriptButton>
    </ErrorView>
  );
}
