import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems } from '@/features/download/catalog-lists';
import { NumberedList } from '@/features/info-pages/lists';
import { FeatureGrid } from '@/features/product-features/feature-card';
import { FeatureIcon } from '@/features/product-features/feature-icon';
import { AppMockup } from '@/features/imagery/app-mockup';
import {
  FAQ_ITEMS,
  FEATURE_SCREENS,
  HOW_POINTS,
  isFeatureSlug,
  MAX_STEPS,
  PREMIUM_FEATURES,
  RELATED_FEATURES,
  WHAT_PARAGRAPHS,
} from '@/features/product-features/feature-list';
import { FeaturesCta } from '@/features/product-features/features-cta';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { FEATURE_SLUGS, type FeatureSlug } from '@/site/routes';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return FEATURE_SLUGS.map((slug) => ({ slug }));
}

// Only the nine pages exist; any other slug is the localized 404.
export const dynamicParams = false;

async function featureSlug(params: Props['params']): Promise<FeatureSlug> {
  const { slug } = await params;
  if (!isFeatureSlug(slug)) notFound();
  return slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = await featureSlug(params);
  return routeMetadata(`/features/${slug}`, locale);
}

/** Links a step may contain, as rich-text tags (e.g. "<policy>privacy policy</policy>"). */
const stepLinks = {
  policy: (chunks: ReactNode) => (
    <Link href="/policy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {chunks}
    </Link>
  ),
  account: (chunks: ReactNode) => (
    <Link href="/myAccount" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {chunks}
    </Link>
  ),
};

export default async function FeaturePage({ params }: Props) {
  await pageLocale(params);
  const slug = await featureSlug(params);
  const t = await getTranslations('features');
  const page = `pages.${slug}`;
  const brand = { brand: BRAND.name };
  const premium = PREMIUM_FEATURES.has(slug);
  const name = t(`${page}.name`);

  // Pages have two or three paragraphs and three or four steps; the catalog decides.
  const paragraphs = WHAT_PARAGRAPHS.filter((n) => t.has(`${page}.what.${n}`));
  const steps = MAX_STEPS.filter((n) => t.has(`${page}.steps.${n}`));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/features' },
          { label: name, path: `/features/${slug}` },
        ]}
      />
      <PageHero
        eyebrow={t(`${page}.hero.eyebrow`)}
        title={t(`${page}.hero.title`)}
        lead={t(`${page}.hero.lead`, brand)}
        visual={<AppMockup screen={FEATURE_SCREENS[slug]} />}
      >
        <p className="flex w-full items-center gap-3 font-medium text-slate-900">
          <span className="flex size-10 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <FeatureIcon slug={slug} />
          </span>
          {premium ? t('detail.premiumOnly') : t('detail.everyPlan')}
        </p>
        {premium ? (
          <Link href="/pricing" className={buttonClass.primary}>
            {t('detail.getPremium')}
          </Link>
        ) : (
          <Link href="/download" className={buttonClass.primary}>
            {t('detail.downloadFree')}
          </Link>
        )}
      </PageHero>

      <Section id="what" title={t('detail.what')}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {paragraphs.map((n) => (
            <p key={n}>{t(`${page}.what.${n}`, brand)}</p>
          ))}
        </div>
      </Section>

      <Section id="how" tone="muted" title={t('detail.how')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {HOW_POINTS.map((n) => (
            <li key={n} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(`${page}.how.${n}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`${page}.how.${n}.text`, brand)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="steps" title={t(`${page}.steps.title`)}>
        {/* The catalog's steps are numbered from 1 without gaps, so the list's own numbers are theirs. */}
        <NumberedList items={steps.map((n) => t.rich(`${page}.steps.${n}`, { ...brand, ...stepLinks }))} />
      </Section>

      <PageFaq tone="muted" title={t('detail.faq')} items={faqItems(t, `${page}.faq`, brand, FAQ_ITEMS)} />

      <Section id="related" title={t('detail.related')}>
        <FeatureGrid slugs={RELATED_FEATURES[slug]} />
      </Section>

      <FeaturesCta
        id="feature-cta"
        title={t(`${page}.cta.title`)}
        text={t(`${page}.cta.text`, brand)}
        pricingLabel={premium ? t('detail.getPremium') : t('cta.pricing')}
        downloadLabel={t('cta.download', brand)}
      />
    </>
  );
}
