import { getTranslations } from 'next-intl/server';
import { BRAND, inLanguage } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems } from '@/features/download/catalog-lists';
import { countryLabel, ipCheckOf, type IpCheck } from '@/features/help/ip-check';
import { NumberedList } from '@/features/info-pages/lists';
import { CheckIcon, CrossIcon } from '@/features/pricing/icons';
import { FeaturesCta } from '@/features/product-features/features-cta';
import { Link } from '@/i18n/navigation';
import { fetchGeoInfo } from '@/lib/api/server';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';
import { visitorIp } from '@/lib/visitor';

export const generateMetadata = staticPageMetadata('/what-is-my-ip');

const EXPLAIN = ['ip', 'country', 'status'] as const;
const REVEALS = ['location', 'provider', 'tracking'] as const;
const HIDE_STEPS = ['1', '2', '3'] as const;
const FAQ = ['wrongCountry', 'changes', 'local'] as const;

/**
 * The visitor's own IP address, country and protection, rendered on the server for this request
 * only: reading the visitor's address makes the page dynamic, so Next.js answers it with
 * `Cache-Control: private, no-store` and no shared cache can hand it to someone else.
 */
export default async function WhatIsMyIpPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const ip = await visitorIp();
  const [t, geo] = await Promise.all([getTranslations('help.whatIsMyIp'), ip ? fetchGeoInfo(ip) : undefined]);
  const check = ipCheckOf(ip, geo);
  const values = { brand: BRAND.name };
  // A plain link: a full page load asks again.
  const again = inLanguage(locale, '/what-is-my-ip');

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/what-is-my-ip' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="result" title={t('result.title')}>
        {check.kind === 'unavailable' ? (
          <div role="status" className="max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">{t('result.unavailableTitle')}</h3>
            <p className="mt-2 text-slate-800">{t('result.unavailableText')}</p>
            <a href={again} className={`mt-4 ${buttonClass.small}`}>
              {t('result.checkAgain')}
            </a>
          </div>
        ) : (
          <ConnectionResult check={check} locale={locale} again={again} />
        )}
      </Section>

      <Section id="meaning" tone="muted" title={t('explain.title')}>
        <dl className="grid gap-6 md:grid-cols-3">
          {EXPLAIN.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-6">
              <dt className="font-semibold text-slate-900">{t(`explain.${key}.term`)}</dt>
              <dd className="mt-2 text-slate-700">{t(`explain.${key}.text`, values)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="reveals" title={t('reveals.title')}>
        <ul className="max-w-3xl list-disc space-y-2 ps-6 text-slate-800">
          {REVEALS.map((key) => (
            <li key={key}>{t(`reveals.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-slate-800">{t('reveals.not')}</p>
      </Section>

      <Section id="hide" tone="muted" title={t('hide.title')}>
        <NumberedList items={HIDE_STEPS.map((n) => t(`hide.steps.${n}`, values))} />
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link href="/download" className={buttonClass.primary}>
            {t('cta.download', values)}
          </Link>
          <Link href="/features/anonymous-browsing" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('hide.learnMore')}
          </Link>
        </div>
      </Section>

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)} />

      <FeaturesCta
        id="protect"
        title={t('cta.title')}
        text={t('cta.text')}
        pricingLabel={t('cta.pricing')}
        downloadLabel={t('cta.download', values)}
      />
    </>
  );
}

/** The three values, each with what it means for this visitor, and what to do next. */
async function ConnectionResult({ check, locale, again }: { check: Extract<IpCheck, { kind: 'ok' }>; locale: string; again: string }) {
  const t = await getTranslations('help.whatIsMyIp.result');
  const values = { brand: BRAND.name };
  return (
    <div className="max-w-4xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <dl className="grid gap-8 md:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t('ip')}</dt>
          <dd className="mt-1 font-mono text-2xl font-bold break-all text-brand-900">
            {/* An address reads left to right in every language, and is never translated. */}
            <span dir="ltr" translate="no">
              {check.ip}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t('country')}</dt>
          {check.countryCode ? (
            <dd className="mt-1 text-2xl font-bold text-brand-900">
              {countryLabel(locale, check.countryCode, check.countryName ?? check.countryCode)}
            </dd>
          ) : (
            <>
              <dd className="mt-1 text-2xl font-bold text-brand-900">{t('countryUnknown')}</dd>
              <dd className="mt-2 text-sm text-slate-700">{t('countryUnknownNote')}</dd>
            </>
          )}
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t('status')}</dt>
          {check.exposed ? (
            <dd className="mt-1 flex items-center gap-2 text-2xl font-bold text-red-700">
              <CrossIcon className="size-6" />
              {t('exposed')}
            </dd>
          ) : (
            <dd className="mt-1 flex items-center gap-2 text-2xl font-bold text-green-800">
              <CheckIcon className="size-6" />
              {t('protected')}
            </dd>
          )}
          <dd className="mt-2 text-sm text-slate-700">{t(check.exposed ? 'exposedNote' : 'protectedNote', values)}</dd>
        </div>
      </dl>
      <p className="mt-8 text-slate-800">{t(check.exposed ? 'nextExposed' : 'nextProtected', values)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {check.exposed ? (
          <Link href="/download" className={buttonClass.primary}>
            {t('download', values)}
          </Link>
        ) : null}
        <a href={again} className={buttonClass.secondary}>
          {t('checkAgain')}
        </a>
      </div>
      <p className="mt-6 text-sm text-slate-700">{t('private')}</p>
    </div>
  );
}
