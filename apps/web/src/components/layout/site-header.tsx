import { getLocale, getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { StaticHtml } from '@/components/static-html';
import { Link } from '@/i18n/navigation';
import { AccountNav, type AccountNavLabels, type AccountNavPaths } from './account-nav-client';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MAIN_NAV } from './nav-links';

export async function SiteHeader() {
  const t = await getTranslations('layout');
  const locale = await getLocale();
  // The logo and the navigation lists never change in the browser: StaticHtml hands each to React
  // as one element (docs/decisions/023); only the language menu and the account area are live.
  const navList = (className?: string) => (
    <StaticHtml>
      <ul className={className}>
        {MAIN_NAV.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="block rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900">
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
  // The account area is the only part that depends on the visitor: a small client leaf, so the
  // header (and the page) stays static.
  const accountLabels: AccountNavLabels = {
    signIn: t('nav.login'),
    getVpn: t('nav.getVpn', { brand: BRAND.name }),
    myAccount: t('nav.myAccount'),
    signOut: t('nav.signOut'),
    signingOut: t('nav.signingOut'),
    signOutFailed: t('nav.signOutFailed'),
  };
  const accountPaths: AccountNavPaths = {
    signIn: inLanguage(locale, '/login'),
    pricing: inLanguage(locale, '/pricing'),
    myAccount: inLanguage(locale, '/myAccount'),
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <StaticHtml>
          <Logo />
        </StaticHtml>
        <nav aria-label={t('nav.label')} className="ms-6 hidden lg:block">
          {navList('flex items-center gap-1')}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher locale={locale} label={t('language.label')} choose={t('language.choose')} />
          <AccountNav variant="bar" labels={accountLabels} paths={accountPaths} />
          {/* The small-screen menu is a disclosure: it works without scripts. */}
          <details className="relative lg:hidden">
            <summary
              className="flex cursor-pointer list-none items-center rounded-lg p-2 hover:bg-slate-100"
              aria-label={t('nav.openMenu')}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" strokeWidth="2">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <nav
              aria-label={t('nav.label')}
              className="absolute end-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
            >
              {navList()}
              <ul>
                <AccountNav variant="menu" labels={accountLabels} paths={accountPaths} />
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
