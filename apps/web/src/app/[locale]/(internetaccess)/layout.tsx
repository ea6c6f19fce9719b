import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SectionNav } from '@/components/layout/section-nav';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';
import { USE_CASE_ORDER } from '@/features/use-cases/use-cases';

/** Use-case landing pages (/InternetAccess/...): site chrome plus the use-case bar. */
export default async function InternetAccessLayout({ children, params }: LocaleLayoutProps) {
  await pageLocale(params);
  const t = await getTranslations('layout.useCases');
  return (
    <>
      <SiteHeader />
      <SectionNav
        label={t('label')}
        tone="brand"
        items={USE_CASE_ORDER.map(([slug, key]) => ({ href: `/InternetAccess/${slug}`, label: t(key) }))}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
