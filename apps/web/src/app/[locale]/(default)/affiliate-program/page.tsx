import { getTranslations } from 'next-intl/server';
import { AFFILIATE_KINDS, AFFILIATE_NETWORK_NAMES, AFFILIATE_TERMS } from '@kestrel/domain';
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

export const generateMetadata = staticPageMetadata('/affiliate-program');

const STEPS = ['signUp', 'share', 'earn', 'paid'] as const;
const COUNTING = ['cookie', 'website', 'latest', 'first'] as const;
const FAQ = ['who', 'cost', 'payout', 'stores', 'creators'] as const;

export default async function AffiliateProgramPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('company.affiliate');
  const values = affiliateValues(locale);

  const terms = [
    { key: 'commission', value: t('terms.commissionValue', values) },
    {
      key: 'cookie',
      value: (
        <>
          {t('terms.cookieLead')}
          <ul className="mt-2 space-y-1">
            {AFFILIATE_KINDS.map((kind) => (
              <li key={kind}>
                {t('terms.cookieNetwork', { network: AFFILIATE_NETWORK_NAMES[kind], days: AFFILIATE_TERMS.cookieDays[kind] })}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    { key: 'minimum', value: values.amount },
    { key: 'schedule', value: t('terms.scheduleValue', values) },
    { key: 'method', value: AFFILIATE_TERMS.payoutMethod },
    { key: 'refunds', value: t('terms.refundsValue') },
  ] as const;

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/affiliate-program' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <a href="#apply" className={buttonClass.primary}>
          {t('hero.apply')}
        </a>
        <a href="#terms" className={buttonClass.secondary}>
          {t('hero.terms')}
        </a>
      </PageHero>

      <Section id="how" title={t('steps.title')}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, index) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`steps.${key}.text`, values)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="terms" tone="muted" title={t('terms.title')}>
        <dl className="max-w-4xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {terms.map(({ key, value }) => (
            <div key={key} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-6">
              <dt className="font-semibold text-slate-900">{t(`terms.${key}`)}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="counting" title={t('counting.title')}>
        <ul className="max-w-3xl space-y-3">
          {COUNTING.map((key) => (
            <li key={key} className="flex gap-2 text-slate-800">
              <CheckIcon className="mt-0.5 size-5 text-brand-600" />
              {t(`counting.${key}`)}
            </li>
          ))}
        </ul>
      </Section>

      <PageFaq tone="muted" title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)}>
        <Link href="/influencer" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('creatorsLink')}
        </Link>
      </PageFaq>

      <ApplySection kind="affiliate" tone="plain" title={t('apply.title')} lead={t('apply.lead', values)} subject={t('apply.subject')} />
    </>
  );
}
