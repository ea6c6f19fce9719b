import './globals.css';
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection } from '@kestrel/domain';
import { ErrorPageView } from '@/components/layout/error-page-view';
import { SITE_METADATA, SITE_VIEWPORT } from '@/lib/metadata';

/**
 * Every path no route matches (docs/product.md §2: 404, 'This page could not be found', the way home),
 * rendered on the server in the language the locale proxy found in the path or the LANGUAGE
 * cookie. Next.js renders this file for unmatched URLs outside any layout, so it is a whole
 * document of its own. (A notFound() thrown while a page renders is not rendered on the
 * server by Next.js 16.4; docs/decisions/011 explains why unknown paths must stay unmatched.)
 */
export const viewport: Viewport = SITE_VIEWPORT;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.notFound');
  // Next.js adds <meta name="robots" content="noindex"> to every 404 answer.
  return { ...SITE_METADATA, title: { absolute: t('title') } };
}

export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = isLanguageCode(requested) ? requested : DEFAULT_LANGUAGE;
  return (
    <html lang={locale} dir={languageDirection(locale)}>
      <body className="flex min-h-screen flex-col">
        <ErrorPageView status={404} />
      </body>
    </html>
  );
}
