import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, DEFAULT_LANGUAGE } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { destinationOf, firstValue, REDIRECT_PARAM, redirectLocation } from '@/features/redirect/destination';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  // ?url= names the destination (docs/product.md §2); reading it makes the page dynamic.
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/redirect', locale);
}

/** A host or an address: always left to right, also inside Arabic text. */
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

/**
 * /redirect?url=… (docs/product.md §2). The proxy has already answered a destination it follows
 * (this site, or an allowed host) with a 302, so the page shows what it does not follow: another
 * website, named as text and opened only by the visitor's own click; or a link with no usable
 * destination, with no link at all.
 */
export default async function RedirectPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([getTranslations('redirect'), searchParams]);
  const destination = destinationOf(firstValue(query[REDIRECT_PARAM]));
  if (destination.kind === 'site' || destination.kind === 'trusted') {
    // Reached only if the proxy did not run: follow it the same way.
    redirect(redirectLocation(destination, locale === DEFAULT_LANGUAGE ? undefined : locale) ?? '/');
  }
  const brand = { brand: BRAND.name };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      {destination.kind === 'external' ? (
        <>
          <p className="font-semibold text-brand-700">{t('external.eyebrow', brand)}</p>
          <h1 className="mt-2 text-3xl font-bold break-words text-brand-900 sm:text-4xl">
            {t.rich('external.title', { host: destination.host, site: ltr })}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t('external.lead', brand)}</p>
          <dl className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <div>
              <dt className="text-sm font-semibold text-slate-700">{t('external.hostLabel')}</dt>
              <dd dir="ltr" className="mt-1 font-mono text-lg font-semibold break-all text-slate-900">
                {destination.host}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-700">{t('external.addressLabel')}</dt>
              <dd dir="ltr" className="mt-1 font-mono text-sm break-all text-slate-900">
                {destination.url}
              </dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* Followed only by the visitor's click; the other site learns nothing of where they came from. */}
            <a href={destination.url} rel="nofollow noopener noreferrer" className={buttonClass.primary}>
              {/* One flex item, so the space before the host is kept. */}
              <span>{t.rich('external.continue', { host: destination.host, site: ltr })}</span>
            </a>
            <Link href="/" className={buttonClass.secondary}>
              {t('external.back', brand)}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t(`${destination.kind}.title`)}</h1>
          <p className="mt-4 text-lg text-slate-700">{t(`${destination.kind}.lead`)}</p>
          <Link href="/" className={`mt-8 ${buttonClass.primary}`}>
            {t('home', brand)}
          </Link>
        </>
      )}
    </div>
  );
}
