import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { affiliateValues } from '@/features/company/affiliate-values';
import { ApplySection } from '@/features/company/apply-section';
import { faqItems } from '@/features/download/catalog-lists';
import { CheckIcon } from '@/features/pricing/icons';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/influencer');

const OFFER = [
  { key: 'premium', path: undefined },
  { key: 'commission', path: '/affiliate-program' },
  { key: 'pressKit', path: '/press-room' },
] as const;
const GUIDELINES = ['disclose', 'honest', 'claims', 'rules', 'brand', 'spam'] as const;
const FAQ = ['size', 'positive', 'payout'] as const;

export default async function InfluencerPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('company.influencer');
  // Creators earn through the affiliate program, on its terms.
  const values = affiliateValues(locale);

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/influencer' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <a href="#apply" className={buttonClass.primary}>
          {t('hero.apply')}
        </a>
        <a href="#guidelines" className={buttonClass.secondary}>
          {t('hero.guidelines')}
        </a>
      </PageHero>

      <Section id="offer" title={t('offer.title')} lead={t('offer.lead')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {OFFER.map(({ key, path }) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <CheckIcon className="size-5 text-green-700" />
                {t(`offer.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`offer.${key}.text`, values)}</p>
              {path === undefined ? null : (
                <Link href={path} className="mt-3 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {t(`offer.${key}.link`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guidelines" tone="muted" title={t('guidelines.title')} lead={t('guidelines.lead', values)}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {GUIDELINES.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(`guidelines.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`guidelines.${key}.text`, values)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)} />

      <ApplySection kind="influencer" title={t('apply.title')} lead={t('apply.lead')} subject={t('apply.subject')} />
    </>
  );
}
