import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** Marketing pages: full header and footer. */
export default async function DefaultLayout({ children, params }: LocaleLayoutProps) {
  await pageLocale(params);
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
