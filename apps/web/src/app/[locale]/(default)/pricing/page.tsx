import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { AppRating } from '@/components/seo/app-rating';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import { buttonClass } from '@/components/ui/button';
import { FaqList } from '@/components/ui/faq-list';
import { Section } from '@/components/ui/section';
import { FreePremiumTable } from '@/features/pricing/free-premium-table';
import { ShieldIcon } from '@/features/pricing/icons';
import { PlanCard } from '@/features/pricing/plan-card';
import { catalogDisplayData, checkoutPath, planLabels, type Translate } from '@/features/pricing/plan-labels';
import { PlanChoiceScope } from '@/features/pricing/plan-selection-client';
import { PlansUnavailable } from '@/features/pricing/plans-unavailable';
import { Link } from '@/i18n/navigation';
import { fetchPlans } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

/**
 * Prerendered per language and regenerated in the background at most once a minute
 * (docs/decisions/019): prices and plans come from the plans API, and a price change may show a
 * minute late here because the checkout, which charges, always reads the API afresh. The page
 * reads no query and no cookie, so it is cacheable and kept in the back/forward cache; which plan
 * the visitor asked for (?plan_id= / ?product_id=, docs/product.md §4) is read in the browser by the
 * cards' client leaves.
 */
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/pricing', locale);
}

const EXPLAINED = ['ads', 'killSwitch', 'speed', 'locations'] as const;
const PAYMENT = ['paypal', 'account', 'stores'] as const;
const GUARANTEE_STEPS = ['1', '2', '3'] as const;
const START_STEPS = ['1', '2', '3'] as const;
const FAQ = ['billing', 'cancel', 'refund', 'devices', 'free'] as const;

export default async function PricingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [tPricing, plans] = await Promise.all([getTranslations('pricing'), fetchPlans()]);
  const t: Translate = (key, values) => tPricing(key, values);
  const brand = { brand: BRAND.name };
  const displayData = catalogDisplayData(t);
  const selectable = (plans ?? []).map(({ id, product_id, is_recommend }) => ({ id, product_id, is_recommend }));

  return (
    <>
      {/* The first screen of a phone holds the title and the recommended plan's price and button:
          the lead, the guarantee and the rating follow the cards. */}
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:pt-14">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('hero.title')}</h1>
          <section id="plans" aria-labelledby="plans-title" className="mt-6 scroll-mt-16 sm:mt-10">
            <h2 id="plans-title" className="sr-only">
              {t('plans.title')}
            </h2>
            {plans && plans.length > 0 ? (
              <PlanChoiceScope plans={selectable}>
                <ul className="grid gap-x-6 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
                  {plans.map((plan) => (
                    <PlanCard
                      key={plan.id}
                      id={plan.id}
                      labels={planLabels(plan, { t, locale, displayData })}
                      recommended={plan.is_recommend}
                      checkoutHref={checkoutPath(plan)}
                    />
                  ))}
                </ul>
              </PlanChoiceScope>
            ) : (
              <PlansUnavailable retryHref="/pricing" />
            )}
            <div className="mt-8 max-w-3xl space-y-3 text-slate-700">
              <p className="text-lg">{t('hero.lead')}</p>
              <p>{t('plans.lead')}</p>
              <p className="flex items-center gap-2 font-medium text-slate-800">
                <ShieldIcon className="size-5 text-green-700" />
                {t('hero.guarantee')}
              </p>
              <AppRating />
            </div>
            <p className="mt-6">
              <Link href="/pricing/standplan" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('plans.compareLink')}{' '}
                <span aria-hidden="true" className="inline-block rtl:rotate-180">
                  →
                </span>
              </Link>
            </p>
          </section>
        </div>
      </div>

      <Section id="compare" tone="muted" title={t('compare.title')} lead={t('compare.lead', brand)}>
        <FreePremiumTable />
        <h3 className="mt-12 text-xl font-bold text-brand-900">{t('compare.explainTitle')}</h3>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {EXPLAINED.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold text-slate-900">{t(`compare.explain.${key}.term`)}</dt>
              <dd className="mt-2 text-slate-700">{t(`compare.explain.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#plans" className={buttonClass.primary}>
            {t('compare.goPremium')}
          </a>
          <Link href="/download" className={buttonClass.secondary}>
            {t('compare.startFree')}
          </Link>
        </div>
      </Section>

      <Section id="payment" title={t('payment.title')} lead={t('payment.lead')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {PAYMENT.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(`payment.${key}Title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`payment.${key}Text`, brand)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guarantee" tone="dark" title={t('guarantee.title')} lead={t('guarantee.lead')}>
        <h3 className="text-xl font-semibold">{t('guarantee.stepsTitle')}</h3>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {GUARANTEE_STEPS.map((step) => (
            <li key={step} className="flex gap-4 rounded-xl bg-white/10 p-5">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white font-bold text-brand-900"
              >
                {step}
              </span>
              <p className="text-brand-50">{t(`guarantee.steps.${step}`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-brand-100">{t('guarantee.renewals')}</p>
        <Link href="/money-back-guarantee" className={`mt-6 ${buttonClass.inverted}`}>
          {t('guarantee.policyLink')}
        </Link>
      </Section>

      <Section id="start" title={t('start.title')} lead={t('start.lead')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {START_STEPS.map((step) => (
            <li key={step} className="rounded-xl border border-slate-200 p-6">
              <span aria-hidden="true" className="text-sm font-bold text-brand-700">
                {step}
              </span>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(`start.steps.${step}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`start.steps.${step}.text`, brand)}</p>
            </li>
          ))}
        </ol>
        <Link href="/download" className={`mt-8 ${buttonClass.secondary}`}>
          {t('start.download')}
        </Link>
      </Section>

      <Section id="faq" tone="muted" title={t('faq.title')}>
        <FaqList items={FAQ.map((key) => ({ question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`, brand) }))} />
      </Section>

      <ProductJsonLd plans={plans} locale={locale} />
    </>
  );
}
