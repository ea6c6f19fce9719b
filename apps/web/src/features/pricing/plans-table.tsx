import { getTranslations } from 'next-intl/server';
import { BRAND, formatMoney, type PlanEntry } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { CheckIcon } from './icons';
import { catalogDisplayData, checkoutPath, monthlyPlan, planLabels, savingsMinor, type Translate } from './plan-labels';

/**
 * Every plan in one comparison table, for visitors who want each figure. The table keeps its
 * semantics on phones: it scrolls sideways inside a focusable region (so keyboards can scroll
 * it too) with the plan names in a sticky first column.
 */
export async function PlansTable({ plans, locale }: { plans: readonly PlanEntry[]; locale: string }) {
  const tPricing = await getTranslations('pricing');
  const t: Translate = (key, values) => tPricing(key, values);
  const tt = (key: string, values?: Record<string, string | number>) => t(`standplan.table.${key}`, values);
  const displayData = catalogDisplayData(t);
  const monthly = monthlyPlan(plans);
  const captionId = 'plans-table-caption';
  // Widths keep every column readable when the table scrolls on a phone.
  const headers = [
    { key: 'perMonth', width: 'w-40' },
    { key: 'billed', width: 'w-48' },
    { key: 'savings', width: 'w-52' },
    { key: 'bonus', width: 'w-40' },
    { key: 'included', width: 'w-64' },
  ] as const;

  return (
    <>
      <p className="mb-3 text-sm text-slate-700 lg:hidden">{tt('scrollHint')}</p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full min-w-[68rem] border-collapse text-start">
          <caption id={captionId} className="sr-only">
            {tt('caption', { brand: BRAND.name })}
          </caption>
          <thead className="bg-slate-50 text-sm">
            <tr>
              <th scope="col" className="sticky start-0 z-10 w-36 bg-slate-50 px-4 py-3 text-start font-semibold text-slate-900">
                {tt('plan')}
              </th>
              {headers.map(({ key, width }) => (
                <th key={key} scope="col" className={`${width} px-4 py-3 text-start font-semibold text-slate-900`}>
                  {tt(key)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-start font-semibold text-slate-900">
                <span className="sr-only">{tt('action')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {plans.map((plan) => {
              const labels = planLabels(plan, { t, locale, displayData });
              const saved = savingsMinor(plan, monthly);
              const bonuses = [labels.extra, labels.trial].filter((text) => text !== undefined);
              const nameId = `compare-plan-${plan.id}`;
              return (
                <tr key={plan.id} className={plan.is_recommend ? 'bg-brand-50/50' : undefined}>
                  <th scope="row" className={`sticky start-0 z-10 px-4 py-4 text-start ${plan.is_recommend ? 'bg-brand-50' : 'bg-white'}`}>
                    <span id={nameId} className="block font-bold text-slate-900">
                      {labels.name}
                    </span>
                    {plan.is_recommend ? (
                      <span className="mt-1 inline-block rounded-full bg-brand-900 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                        {t('plans.recommended')}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-4 text-lg font-bold whitespace-nowrap text-brand-900">{labels.perMonth}</td>
                  <td className="px-4 py-4 font-medium text-slate-900">{labels.billed}</td>
                  <td className="px-4 py-4 text-slate-800">
                    {labels.discount ? <span className="block font-semibold text-green-800">{labels.discount}</span> : null}
                    {saved !== undefined ? (
                      <span className="block text-sm text-slate-700">
                        {tt('savedAmount', { amount: formatMoney(saved, plan.currency, locale) })}
                      </span>
                    ) : null}
                    {!labels.discount && saved === undefined ? <span className="text-slate-700">{tt('noSavings')}</span> : null}
                  </td>
                  <td className="px-4 py-4 text-slate-800">
                    {bonuses.length > 0 ? (
                      <ul className="space-y-1">
                        {bonuses.map((text) => (
                          <li key={text} className="font-medium text-green-800">
                            {text}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-700">{tt('noBonus')}</span>
                    )}
                  </td>
                  <td className="px-4 py-4 text-sm text-slate-700">
                    <span className="flex items-start gap-2">
                      <CheckIcon className="mt-0.5 size-4 text-green-700" />
                      {tt('includedValue')}
                    </span>
                  </td>
                  <td className="px-4 py-4">
                    <Link
                      href={checkoutPath(plan)}
                      prefetch={false}
                      aria-describedby={nameId}
                      className={`${buttonClass.small} whitespace-nowrap`}
                    >
                      {t('plans.choose')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
