import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { ShieldIcon } from '@/features/pricing/icons';
import { PlansTable } from '@/features/pricing/plans-table';
import { PlansUnavailable } from '@/features/pricing/plans-unavailable';
import { Link } from '@/i18n/navigation';
import { fetchPlans } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

// Static, but prices follow the plans API within a minute (also when the build ran without it).
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/pricing/standplan', locale);
}

const NOTES = ['perMonth', 'billed', 'savings', 'bonus'] as const;
const GUIDE = ['short', 'regular', 'long'] as const;

export default async function ComparePlansPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, plans] = await Promise.all([getTranslations('pricing.standplan'), fetchPlans()]);

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbPricing'), path: '/pricing' },
          { label: t('breadcrumb'), path: '/pricing/standplan' },
        ]}
      />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="details" title={t('table.title')}>
        {plans && plans.length > 0 ? <PlansTable plans={plans} locale={locale} /> : <PlansUnavailable retryHref="/pricing/standplan" />}
        <p className="mt-6 flex items-start gap-2 text-slate-800">
          <ShieldIcon className="mt-0.5 size-5 text-green-700" />
          {t('guarantee')}
        </p>
      </Section>

      <Section id="reading" tone="muted" title={t('notes.title')}>
        <dl className="grid gap-6 md:grid-cols-2">
          {NOTES.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold text-slate-900">{t(`notes.${key}.term`)}</dt>
              <dd className="mt-2 text-slate-700">{t(`notes.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="guide" title={t('guide.title')} lead={t('guide.lead')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {GUIDE.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(`guide.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`guide.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <Link href="/pricing" className={`mt-8 ${buttonClass.primary}`}>
          {t('back')}
        </Link>
      </Section>
    </>
  );
}
