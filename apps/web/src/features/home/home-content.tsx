import { getTranslations } from 'next-intl/server';
import { BRAND, REFUND_WINDOW_DAYS, type PlanEntry } from '@kestrel/domain';
import { AppRating } from '@/components/seo/app-rating';
import { StaticHtml } from '@/components/static-html';
import { Link } from '@/i18n/navigation';
import { AppMockup } from '@/features/imagery/app-mockup';
import { AppShowcase } from './app-showcase';
import { ClaimsStrip } from './claims-strip';
import { DownloadButtons } from './download-buttons';
import { PlansTeaser } from './plans-teaser';
import { ServerMapSection } from './server-map-section';
import { TrustSection } from './trust-section';

/**
 * What the home page shows, below the header. The home page (/) and its preview (/home/preview,
 * docs/product.md §2) both render it, so the preview is exactly what will be published.
 * Structured data is left to the page that is indexed.
 */
export async function HomeContent({ plans, locale }: { plans: PlanEntry[] | undefined; locale: string }) {
  const t = await getTranslations('home');
  const tCommon = await getTranslations('common');
  // Each benefit links to the feature page that explains it.
  const benefits = [
    { key: 'privacy', href: '/features/no-logs' },
    { key: 'speed', href: '/features/turbo-speed' },
    { key: 'killSwitch', href: '/features/automatic-kill-switch' },
    { key: 'wifi', href: '/features/wifi-protection' },
  ] as const;

  // Everything here but the download buttons is the same for every visitor and never changes in the
  // browser: one element each for React (docs/decisions/023).
  return (
    <>
      <StaticHtml>
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <p className="font-semibold text-brand-700">{t('hero.eyebrow')}</p>
              <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('hero.title')}</h1>
              <p className="mt-5 max-w-2xl text-lg text-slate-700">{t('hero.lead', { brand: BRAND.name })}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link href="/pricing" className="rounded-lg bg-brand-600 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-700">
                  {t('hero.cta', { brand: BRAND.name })}
                </Link>
                <Link
                  href="/download"
                  className="rounded-lg border border-slate-300 bg-white px-6 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {t('hero.secondaryCta')}
                </Link>
              </div>
              <p className="mt-4 text-sm text-slate-700">{t('hero.guarantee', { days: REFUND_WINDOW_DAYS })}</p>
              <AppRating className="mt-3 text-sm" />
            </div>
            {/* The app itself, on phones too: below the actions there, beside them on wide screens. */}
            <AppMockup screen="connected" />
          </div>
        </section>
      </StaticHtml>

      <StaticHtml>
        <ClaimsStrip />
      </StaticHtml>
      <StaticHtml>
        <AppShowcase />
      </StaticHtml>

      <StaticHtml>
        <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="benefits-title" className="text-3xl font-bold text-brand-900">
            {t('benefits.title', { brand: BRAND.name })}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {benefits.map(({ key, href }) => (
              <li key={key} className="flex flex-col rounded-xl border border-slate-200 p-6">
                <h3 className="text-lg font-semibold">{t(`benefits.${key}Title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`benefits.${key}Text`, { brand: BRAND.name })}</p>
                <Link href={href} className="mt-4 font-medium text-brand-700 hover:underline">
                  {tCommon('learnMore')}
                  <span className="sr-only">: {t(`benefits.${key}Title`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </StaticHtml>

      <StaticHtml>
        <ServerMapSection />
      </StaticHtml>
      <StaticHtml>
        <TrustSection />
      </StaticHtml>
      <StaticHtml>
        <PlansTeaser plans={plans} locale={locale} />
      </StaticHtml>
      <DownloadButtons />

      <StaticHtml>
        <section className="bg-brand-900 text-white">
          <div className="mx-auto max-w-6xl px-4 py-16 text-center">
            <h2 className="text-3xl font-bold">{t('closing.title')}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-brand-100">{t('closing.text', { brand: BRAND.name })}</p>
            <Link
              href="/pricing"
              className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('closing.cta')}
            </Link>
          </div>
        </section>
      </StaticHtml>
    </>
  );
}
