import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, MARKETING_CLAIMS } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems } from '@/features/download/catalog-lists';
import { NumberedList } from '@/features/info-pages/lists';
import { CrossIcon } from '@/features/pricing/icons';
import { FeatureIcon } from '@/features/product-features/feature-icon';
import { BenefitIcon, TunnelDiagram } from '@/features/help/illustrations';
import { FeaturesCta } from '@/features/product-features/features-cta';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/what-is-vpn');

/** The three things a VPN changes, each with the page that goes deeper. */
const DOES: readonly { key: string; href: string; icon: ReactNode }[] = [
  { key: 'encrypts', href: '/features/encryption', icon: <FeatureIcon slug="encryption" /> },
  { key: 'hidesIp', href: '/features/anonymous-browsing', icon: <FeatureIcon slug="anonymous-browsing" /> },
  { key: 'location', href: '/what-is-my-ip', icon: <BenefitIcon name="travel" /> },
];
const HOW_STEPS = ['1', '2', '3', '4'] as const;
const SEEN = ['network', 'sites', 'provider'] as const;
const LIMITS = ['anonymous', 'malware', 'speed', 'work', 'law'] as const;
const WHEN: readonly { key: string; href: string }[] = [
  { key: 'wifi', href: '/features/wifi-protection' },
  { key: 'home', href: '/features/isp-throttling' },
  { key: 'travel', href: '/vpn-benefits' },
  { key: 'shared', href: '/features/encryption' },
];
const START_STEPS = ['1', '2', '3'] as const;
const FAQ = ['legal', 'free', 'phone', 'always'] as const;

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** An explainer for people new to VPNs: what it does, how, what it doesn't, when, and how to start. */
export default async function WhatIsVpnPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const [t, tCommon] = await Promise.all([getTranslations('help.whatIsVpn'), getTranslations('common')]);
  const values = { brand: BRAND.name, encryption: MARKETING_CLAIMS.encryption };

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/what-is-vpn' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Link href="/download" className={buttonClass.primary}>
          {t('hero.start', values)}
        </Link>
        <Link href="/features" className={buttonClass.secondary}>
          {t('hero.features')}
        </Link>
      </PageHero>

      <Section id="does" title={t('does.title')} lead={t('does.lead')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {DOES.map(({ key, href, icon }) => (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`does.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-slate-700">{t(`does.${key}.text`)}</p>
              <Link href={href} className={`mt-4 ${linkClass}`}>
                {tCommon('learnMore')}
                <span className="sr-only">: {t(`does.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how" tone="muted" title={t('how.title')} lead={t('how.lead')}>
        <TunnelDiagram />
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {HOW_STEPS.map((n) => (
            <li key={n} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                {n}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`how.steps.${n}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`how.steps.${n}.text`, values)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="seen" title={t('seen.title')} lead={t('seen.lead')}>
        <dl className="grid gap-6 md:grid-cols-3">
          {SEEN.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 p-6">
              <dt className="font-semibold text-slate-900">{t(`seen.${key}.term`)}</dt>
              <dd className="mt-2 text-slate-700">{t(`seen.${key}.text`, values)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="limits" tone="muted" title={t('limits.title')} lead={t('limits.lead')}>
        <ul className="max-w-3xl space-y-4">
          {LIMITS.map((key) => (
            <li key={key} className="flex gap-3 text-slate-800">
              <CrossIcon className="mt-0.5 size-5 text-slate-600" />
              <span>{t(`limits.${key}`)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="when" title={t('when.title')}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {WHEN.map(({ key, href }) => (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(`when.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-slate-700">{t(`when.${key}.text`)}</p>
              <Link href={href} className={`mt-4 ${linkClass}`}>
                {tCommon('learnMore')}
                <span className="sr-only">: {t(`when.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="start" tone="muted" title={t('start.title', values)} lead={t('start.lead')}>
        <NumberedList items={START_STEPS.map((n) => t(`start.steps.${n}`, values))} />
        <p className="mt-6 max-w-3xl text-slate-800">{t('start.check')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/download" className={buttonClass.primary}>
            {t('start.download', values)}
          </Link>
          <Link href="/what-is-my-ip" className={buttonClass.secondary}>
            {t('start.checkIp')}
          </Link>
        </div>
      </Section>

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)} />

      <FeaturesCta
        id="try"
        title={t('cta.title')}
        text={t('cta.text', values)}
        pricingLabel={t('cta.pricing')}
        downloadLabel={t('cta.download', values)}
      />
    </>
  );
}
