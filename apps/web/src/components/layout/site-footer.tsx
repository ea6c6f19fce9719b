import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { StaticHtml } from '@/components/static-html';
import { Link } from '@/i18n/navigation';
import { Logo } from './logo';
import { FOOTER_NAV } from './nav-links';

export async function SiteFooter() {
  const t = await getTranslations('layout');
  // Nothing in the footer changes in the browser: one element for React (docs/decisions/023).
  return (
    <StaticHtml>
      <footer className="mt-auto border-t border-slate-200 bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-1">
            <Logo />
            <p className="mt-3 text-sm text-slate-700">{t('footer.tagline')}</p>
          </div>
          {FOOTER_NAV.map((column) => (
            <nav key={column.group} aria-labelledby={`footer-${column.group}`}>
              <h2 id={`footer-${column.group}`} className="text-sm font-semibold text-slate-900">
                {t(`footer.${column.group}`)}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-slate-700 hover:text-brand-700 hover:underline">
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="border-t border-slate-200">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-700">
            <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND.name })}</p>
            <p>{t('footer.privacyPromise')}</p>
          </div>
        </div>
      </footer>
    </StaticHtml>
  );
}
