import { ApiFeedback } from '@/components/ui/api-feedback';
import { TestModeNotice } from '@/features/payment/test-mode-notice';
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** Pages opened inside the apps (e.g. the Windows app's payment view): no site chrome at all. */
export default async function StandaloneLayout({ children, params }: LocaleLayoutProps) {
  const locale = await pageLocale(params);
  return (
    <>
      <main id="main" className="flex-1">
        <TestModeNotice locale={locale} />
        {children}
      </main>
      <ApiFeedback />
    </>
  );
}
