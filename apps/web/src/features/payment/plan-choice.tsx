import { getTranslations } from 'next-intl/server';
import type { PlanEntry } from '@kestrel/domain';
import { CheckIcon } from '@/features/pricing/icons';
import { catalogDisplayData, planLabels } from '@/features/pricing/plan-labels';
import { Link } from '@/i18n/navigation';

/**
 * The plans of the checkout as a list of links: choosing one reloads the page with that plan
 * (works without JavaScript, and the URL says what is being bought). The selected plan carries
 * aria-current; the plan the buyer already has is marked and cannot be bought again (docs/product.md §4).
 */
export async function PlanChoice({
  plans,
  selectedId,
  currentProductId,
  locale,
  hrefFor,
}: {
  plans: readonly PlanEntry[];
  selectedId: number;
  currentProductId: string | undefined;
  locale: string;
  hrefFor: (plan: PlanEntry) => string;
}) {
  const [tPricing, t] = await Promise.all([getTranslations('pricing'), getTranslations('payment.checkout')]);
  const displayData = catalogDisplayData(tPricing);
  return (
    <ul className="grid gap-3" aria-label={t('planLegend')}>
      {plans.map((plan) => {
        const labels = planLabels(plan, { t: tPricing, locale, displayData });
        const selected = plan.id === selectedId;
        const current = plan.product_id === currentProductId;
        return (
          <li key={plan.id}>
            <Link
              href={hrefFor(plan)}
              prefetch={false}
              replace
              scroll={false}
              aria-current={selected ? 'true' : undefined}
              className={`flex items-center gap-4 rounded-xl border bg-white p-4 ${
                selected ? 'border-2 border-brand-600 ring-4 ring-brand-100' : 'border-slate-300 hover:border-brand-600'
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400'}`}
              >
                {selected ? <CheckIcon className="size-3.5" /> : null}
              </span>
              <span className="flex-1">
                <span className="block font-bold text-slate-900">
                  {labels.name}
                  {current ? (
                    <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('current')}</span>
                  ) : null}
                </span>
                <span className="block text-sm text-slate-700">{t('billed', { total: labels.total })}</span>
              </span>
              <span className="text-end">
                <span className="block font-bold text-brand-900">{t('perMonth', { price: labels.perMonthAmount })}</span>
                {labels.discountPercent > 0 ? (
                  <span className="mt-1 inline-block rounded-md bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    {t('save', { percent: labels.discountPercent })}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
