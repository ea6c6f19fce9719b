import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { StaticHtml } from '@/components/static-html';
import { Link } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/metadata';

export interface Crumb {
  label: string;
  /** Path without language prefix. */
  path: string;
}

/** The trail above a nested page's hero, with its BreadcrumbList structured data. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('layout');
  const locale = await getLocale();
  const trail: Crumb[] = [{ label: t('nav.home'), path: '/' }, ...items];
  return (
    <>
      <StaticHtml>
        <nav aria-label={t('breadcrumbs')} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-slate-700">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-1">
                  {last ? (
                    <span aria-current="page" className="font-medium text-slate-900">
                      {crumb.label}
                    </span>
                  ) : (
                    <>
                      <Link href={crumb.path} className="hover:text-brand-700 hover:underline">
                        {crumb.label}
                      </Link>
                      <span aria-hidden="true" className="rtl:rotate-180">
                        ›
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </StaticHtml>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(locale, crumb.path),
          })),
        }}
      />
    </>
  );
}
