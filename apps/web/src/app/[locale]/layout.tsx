import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, languageDirection } from '@kestrel/domain';
import type { Messages } from '@kestrel/i18n';
import { FeedbackHost } from '@/components/ui/feedback-host';
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
  const messages = (await getMessages()) as Messages;
  const t = await getTranslations('errors');
  const tCommon = await getTranslations('common');
  const tHome = await getTranslations('home');

  return (
    <html lang={locale} dir={languageDirection(locale)}>
      <body className="flex min-h-screen flex-col">
        <SiteJsonLd locale={locale} description={tHome('meta.description')} />
        {/* Only what client components need crosses to the browser. */}
        <NextIntlClientProvider messages={{ errors: messages.errors ?? {} }}>
          {children}
          <FeedbackHost
            labels={{
              title: t('logout.title'),
              body: t('logout.body'),
              relogin: t('logout.relogin'),
              cancel: t('logout.cancel'),
              genericError: t('errors.generic'),
              dismiss: tCommon('dismiss'),
            }}
          />
        </NextIntlClientProvider>
        <ScrollToTop />
        {process.env.MAIN_SITE_HOST ? <MainHostClient mainHost={process.env.MAIN_SITE_HOST} nonMarketing={nonMarketingPrefixes()} /> : null}
      </body>
    </html>
  );
}
