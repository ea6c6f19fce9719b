import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SectionNav } from '@/components/layout/section-nav';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';
import type { UseCaseSlug } from '@/site/routes';

// Display order of the use-case bar; the slugs are the route table's, the labels layout.useCases.<key>.
const USE_CASE_BAR = [
  ['vpn-for-streaming', 'streaming'],
  ['vpn-for-gaming', 'gaming'],
  ['vpn-for-sports', 'sports'],
  ['vpn-for-social-media', 'socialMedia'],
  ['vpn-for-messaging', 'messaging'],
  ['vpn-for-music', 'music'],
] as const satisfies ReadonlyArray<readonly [UseCaseSlug, string]>;

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
        items={USE_CASE_BAR.map(([slug, key]) => ({ href: `/InternetAccess/${slug}`, label: t(key) }))}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
