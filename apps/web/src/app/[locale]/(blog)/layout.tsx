import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SectionNav } from '@/components/layout/section-nav';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** The blog: site chrome plus the blog's own section bar. */
export default async function BlogLayout({ children, params }: LocaleLayoutProps) {
  await pageLocale(params);
  const t = await getTranslations('layout.blog');
  return (
    <>
      <SiteHeader />
      <SectionNav
        label={t('label')}
        tone="muted"
        items={[
          { href: '/blog', label: t('latest') },
          { href: '/blog/search', label: t('search') },
        ]}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
