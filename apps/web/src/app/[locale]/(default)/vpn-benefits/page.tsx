import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, MARKETING_CLAIMS } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems } from '@/features/download/catalog-lists';
import { BenefitIcon } from '@/features/help/illustrations';
import { FeatureIcon } from '@/features/product-features/feature-icon';
import { FeaturesCta } from '@/features/product-features/features-cta';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/vpn-benefits', locale);
}

/** Each benefit, the page that shows it in detail, and its icon. */
const BENEFITS: readonly { key: string; href: string; icon: ReactNode }[] = [
  { key: 'wifi', href: '/features/wifi-protection', icon: <FeatureIcon slug="wifi-protection" /> },
  { key: 'network', href: '/features/private-dns', icon: <FeatureIcon slug="private-dns" /> },
  { key: 'ip', href: '/features/anonymous-browsing', icon: <FeatureIcon slug="anonymous-browsing" /> },
  { key: 'throttling', href: '/features/isp-throttling', icon: <FeatureIcon slug="isp-throttling" /> },
  // Where you appear to be is what /what-is-my-ip shows.
  { key: 'travel', href: '/what-is-my-ip', icon: <BenefitIcon name="travel" /> },
  { key: 'devices', href: '/download', icon: <BenefitIcon name="devices" /> },
];
const FAQ = ['worth', 'banking', 'speed'] as const;

/** What a VPN really does for you, each benefit beside its honest limit. */
export default async function VpnBenefitsPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('help.benefits');
  const values = {
    brand: BRAND.name,
    encryption: MARKETING_CLAIMS.encryption,
    servers: MARKETING_CLAIMS.servers,
    locations: MARKETING_CLAIMS.locations,
    countries: MARKETING_CLAIMS.countries,
  };

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/vpn-benefits' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Link href="/download" className={buttonClass.primary}>
          {t('hero.start', values)}
        </Link>
        <Link href="/what-is-vpn" className={buttonClass.secondary}>
          {t('hero.basics')}
        </Link>
      </PageHero>

      <Section id="benefits" title={t('list.title')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {BENEFITS.map(({ key, href, icon }) => (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`list.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`list.${key}.text`, values)}</p>
              <p className="mt-4 flex-1 rounded-lg bg-slate-50 p-4 text-slate-800">
                <strong className="font-semibold text-slate-900">{t('list.limit')}</strong> {t(`list.${key}.limit`, values)}
              </p>
              <Link href={href} className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('list.more')}
                <span className="sr-only">: {t(`list.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="network" tone="muted" title={t('network.title', values)}>
        <p className="max-w-3xl text-lg text-slate-800">{t('network.text', values)}</p>
      </Section>

      <Section id="plans" title={t('plans.title')} lead={t('plans.text')}>
        <div className="flex flex-wrap gap-3">
          <Link href="/pricing" className={buttonClass.primary}>
            {t('plans.pricing')}
          </Link>
          <Link href="/download" className={buttonClass.secondary}>
            {t('plans.download')}
          </Link>
        </div>
      </Section>

      <PageFaq tone="muted" title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)} />

      <FeaturesCta
        id="get-started"
        title={t('cta.title')}
        text={t('cta.text', values)}
        pricingLabel={t('cta.pricing')}
        downloadLabel={t('cta.download', values)}
      />
    </>
  );
}
