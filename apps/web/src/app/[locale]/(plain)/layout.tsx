import { SiteHeader } from '@/components/layout/site-header';
import { ApiFeedback } from '@/components/ui/api-feedback';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** Task pages (sign-in, account): the header for orientation, no footer to distract. */
export default async function PlainLayout({ children, params }: LocaleLayoutProps) {
  await pageLocale(params);
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1 bg-slate-50">
        {children}
      </main>
      <ApiFeedback />
    </>
  );
}
