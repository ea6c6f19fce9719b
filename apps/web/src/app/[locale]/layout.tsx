import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { languageDirection } from '@kestrel/domain';
import { MainHostClient } from '@/components/layout/main-host-client';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { SoftNavigation } from '@/i18n/soft-navigation-client';
import { routing } from '@/i18n/routing';
import { mainSiteHost } from '@/lib/env';
import { pageLocale } from '@/lib/locale';
import { SITE_METADATA, SITE_VIEWPORT } from '@/lib/metadata';
import { nonMarketingPrefixes } from '@/site/routes';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Any other first segment is no route at all, so Next.js answers it with app/global-not-found.tsx
// (rendered on the server) instead of rendering this layout for a language that does not exist.
export const dynamicParams = false;

export const metadata: Metadata = SITE_METADATA;

export const viewport: Viewport = SITE_VIEWPORT;

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const tHome = await getTranslations('home');
  const mainHost = mainSiteHost();

  return (
    <html lang={locale} dir={languageDirection(locale)}>
      <body className="flex min-h-screen flex-col">
        <SiteJsonLd locale={locale} description={tHome('meta.description')} />
        {children}
        <ScrollToTop />
        <SoftNavigation />
        {mainHost ? <MainHostClient mainHost={mainHost} nonMarketing={nonMarketingPrefixes()} /> : null}
      </body>
    </html>
  );
}
