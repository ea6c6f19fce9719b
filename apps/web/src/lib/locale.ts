import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from '@/i18n/routing';

/**
 * The language of a page from its params. Every page calls this: layouts and
 * pages render in parallel, so a page cannot rely on the layout's check
 * (a request such as /favicon.ico would otherwise reach it as a "locale").
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Props of a page below app/[locale] whose route has no parameters of its own. */
export type LocalePageProps = { params: Promise<{ locale: string }> };

/** Props of a layout below app/[locale]. */
export type LocaleLayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> };
