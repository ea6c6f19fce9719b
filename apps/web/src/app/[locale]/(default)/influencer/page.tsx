import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AFFILIATE_TERMS, BRAND, formatMoney } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { FaqList } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { ApplySection } from '@/features/company/apply-section';
import { CheckIcon } from '@/features/pricing/icons';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/influencer', locale);
}

const OFFER = [
  { key: 'premium', path: undefined },
  { key: 'commission', path: '/affiliate-program' },
  { key: 'pressKit', path: '/press-room' },
] as const;
const GUIDELINES = ['disclose', 'honest', 'claims', 'rules', 'brand', 'spam'] as const;
const FAQ = ['size', 'positive', 'payout'] as const;

export default async function InfluencerPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('company.influencer');
  const { minimumPayout } = AFFILIATE_TERMS;
  /** Creators earn through the affiliate program, on its terms (packages/domain/src/affiliate.ts). */
  const values = {
    brand: BRAND.name,
    percent: AFFILIATE_TERMS.firstPurchaseCommissionPercent,
    months: AFFILIATE_TERMS.payoutIntervalMonths,
    method: AFFILIATE_TERMS.payoutMethod,
    amount: formatMoney(minimumPayout.amountMinor, minimumPayout.currency, locale),
  };

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

      <Section id="faq" title={t('faq.title')}>
        <div className="max-w-3xl">
          <FaqList items={FAQ.map((key) => ({ question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`, values) }))} />
        </div>
      </Section>

      <ApplySection kind="influencer" title={t('apply.title')} lead={t('apply.lead')} subject={t('apply.subject')} />
    </>
  );
}
