import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { TunnelIllustration } from '@/features/imagery/illustrations';
import { FeatureGrid } from '@/features/product-features/feature-card';
import { FREE_FEATURES, PREMIUM_FEATURES } from '@/features/product-features/feature-list';
import { FeaturesCta } from '@/features/product-features/features-cta';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { FEATURE_SLUGS } from '@/site/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/features', locale);
}

const listLink = 'text-brand-700 underline decoration-brand-100 underline-offset-4 hover:decoration-brand-700';

const check = (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-brand-600">
    <path
      fillRule="evenodd"
      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      clipRule="evenodd"
    />
  </svg>
);

export default async function FeaturesPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('features');
  const brand = { brand: BRAND.name };
  // One list item per feature, in both plan columns.
  const featureItem = (slug: (typeof FEATURE_SLUGS)[number]) => (
    <li key={slug} className="flex gap-2">
      {check}
      <Link href={`/features/${slug}`} className={listLink}>
        {t(`pages.${slug}.name`)}
      </Link>
    </li>
  );

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow', brand)}
        title={t('hero.title')}
        lead={t('hero.lead', brand)}
        visual={<TunnelIllustration className="mx-auto lg:w-96" />}
      >
        <Link href="/pricing" className={buttonClass.primary}>
          {t('cta.pricing')}
        </Link>
        <Link href="/download" className={buttonClass.secondary}>
          {t('cta.download', brand)}
        </Link>
      </PageHero>

      <Section id="all-features" title={t('grid.title')} lead={t('grid.lead')}>
        <FeatureGrid slugs={FEATURE_SLUGS} />
      </Section>

      <Section id="plans" tone="muted" title={t('plans.title')} lead={t('plans.lead')}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-xl font-semibold">{t('plans.freeTitle')}</h3>
            <p className="mt-2 text-slate-700">{t('plans.freeText')}</p>
            <ul className="mt-4 space-y-2">{FREE_FEATURES.map(featureItem)}</ul>
          </div>
          <div className="rounded-xl border-2 border-brand-600 bg-white p-6">
            <h3 className="text-xl font-semibold">{t('plans.premiumTitle')}</h3>
            <p className="mt-2 text-slate-700">{t('plans.premiumText')}</p>
            <ul className="mt-4 space-y-2">
              <li className="flex gap-2">
                {check}
                <span>{t('plans.noAds')}</span>
              </li>
              {[...PREMIUM_FEATURES].map(featureItem)}
            </ul>
          </div>
        </div>
        <Link href="/pricing" className={`${buttonClass.primary} mt-8`}>
          {t('plans.compare')}
        </Link>
      </Section>

      <FeaturesCta id="features-cta" title={t('cta.title', brand)} text={t('cta.text')} pricingLabel={t('cta.pricing')} />
    </>
  );
}
