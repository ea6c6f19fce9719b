import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Logo } from '@/components/layout/logo';
import { ApiFeedback } from '@/components/ui/api-feedback';
import { TestModeNotice } from '@/features/payment/test-mode-notice';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** Checkout and payment pages: logo and a reassurance line only. */
export default async function SimpleLayout({ children, params }: LocaleLayoutProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('layout');
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4">
          <Logo />
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current text-green-700">
              <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3z" />
            </svg>
            {t('simple.secure')}
          </p>
        </div>
      </header>
      <main id="main" className="flex-1">
        <TestModeNotice locale={locale} />
        {children}
      </main>
      <ApiFeedback />
      <footer className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND.name })}
      </footer>
    </>
  );
}
