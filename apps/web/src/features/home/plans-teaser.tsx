import { getTranslations } from 'next-intl/server';
import { formatMoney, type PlanEntry } from '@kestrel/domain';
import { cheapestPlan } from '@/features/pricing/plan-labels';
import { Link } from '@/i18n/navigation';

/** Free vs Premium, with the lowest monthly price and best saving read from the plans API. */
export async function PlansTeaser({ plans, locale }: { plans: PlanEntry[] | undefined; locale: string }) {
  const t = await getTranslations('home.plans');
  const tCommon = await getTranslations('common');
  const cheapest = cheapestPlan(plans);
  const featured = plans?.find((plan) => plan.is_recommend) ?? cheapest;

  return (
    <section aria-labelledby="plans-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="plans-title" className="text-3xl font-bold text-brand-900">
          {t('title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{t('lead')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-xl font-semibold">{t('free')}</h3>
            <p className="mt-2 text-slate-700">{t('freeText')}</p>
          </div>
          <div className="rounded-xl border-2 border-brand-600 bg-white p-6">
            <h3 className="text-xl font-semibold">{t('premium')}</h3>
            <p className="mt-2 text-slate-700">{t('premiumText')}</p>
            {cheapest ? (
              <p className="mt-4 text-2xl font-bold text-brand-700">
                {t('from', { price: formatMoney(cheapest.price_unit, cheapest.currency, locale) })}
              </p>
            ) : (
              <p className="mt-4 text-slate-700">{t('unavailable')}</p>
            )}
            {featured && featured.discount_percent > 0 ? (
              <p className="mt-1 font-medium text-green-800">
                {t('promo', { percent: featured.discount_percent, period: tCommon('months', { count: featured.interval_count }) })}
              </p>
            ) : null}
          </div>
        </div>
        <Link href="/pricing" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t('compare')}
        </Link>
      </div>
    </section>
  );
}
