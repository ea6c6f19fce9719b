import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** The blog: site chrome plus the blog's own section bar. */
export default async function BlogLayout({ children, params }: LocaleLayoutProps) {
  await pageLocale(params);
  const t = await getTranslations('layout.blog');
  return (
    <>
      <SiteHeader />
      <nav aria-label={t('label')} className="border-b border-slate-200 bg-slate-50">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 text-sm">
          <li>
            <Link href="/blog" className="block rounded-md px-3 py-1.5 hover:bg-white">
              {t('latest')}
            </Link>
          </li>
          <li>
            <Link href="/blog/search" className="block rounded-md px-3 py-1.5 hover:bg-white">
              {t('search')}
            </Link>
          </li>
        </ul>
      </nav>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
