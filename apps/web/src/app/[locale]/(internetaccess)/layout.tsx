import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Link } from '@/i18n/navigation';

const USE_CASES = [
  { href: '/InternetAccess/vpn-for-streaming', key: 'streaming' },
  { href: '/InternetAccess/vpn-for-gaming', key: 'gaming' },
  { href: '/InternetAccess/vpn-for-sports', key: 'sports' },
  { href: '/InternetAccess/vpn-for-social-media', key: 'socialMedia' },
  { href: '/InternetAccess/vpn-for-messaging', key: 'messaging' },
  { href: '/InternetAccess/vpn-for-music', key: 'music' },
] as const;
import { pageLocale, type LocaleLayoutProps } from '@/lib/locale';

/** Use-case landing pages (/InternetAccess/...): site chrome plus the use-case bar. */
export default async function InternetAccessLayout({ children, params }: LocaleLayoutProps) {
  await pageLocale(params);
  const t = await getTranslations('layout.useCases');
  return (
    <>
      <SiteHeader />
      <nav aria-label={t('label')} className="border-b border-slate-200 bg-brand-50">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 text-sm">
          {USE_CASES.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="block whitespace-nowrap rounded-md px-3 py-1.5 hover:bg-white">
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
