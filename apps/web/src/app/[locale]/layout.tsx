import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, languageDirection } from '@kestrel/domain';
import { MainHostClient } from '@/components/layout/main-host-client';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { routing } from '@/i18n/routing';
import { pageLocale } from '@/lib/locale';
import { siteUrl } from '@/lib/site';
import { nonMarketingPrefixes } from '@/site/routes';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  applicationName: BRAND.name,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0a5cc2',
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const tHome = await getTranslations('home');

  return (
    <html lang={locale} dir={languageDirection(locale)}>
      <body className="flex min-h-screen flex-col">
        <SiteJsonLd locale={locale} description={tHome('meta.description')} />
        {children}
        <ScrollToTop />
        {process.env.MAIN_SITE_HOST ? <MainHostClient mainHost={process.env.MAIN_SITE_HOST} nonMarketing={nonMarketingPrefixes()} /> : null}
      </body>
    </html>
  );
}
