import { getTranslations } from 'next-intl/server';
import type { PlanEntry } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { catalogDisplayData, planLabels } from './plan-labels';

/**
 * The checkout's pay step when the chosen plan is the one the buyer already has (docs/product.md §4
 * "Buying again"): why it cannot be bought, and the plan that can be chosen instead
 * (`upgradeChoice`), in place of a total and a pay button.
 */
export async function AlreadyBought({
  note,
  instead,
  locale,
  hrefFor,
}: {
  /** Why: the plan is running and cannot be bought again; another one upgrades. */
  note: string;
  instead: PlanEntry | undefined;
  locale: string;
  hrefFor: (plan: PlanEntry) => string;
}) {
  const t = await getTranslations('pricing');
  const labels =
    instead &&
    planLabels(instead, { t: (key, values) => t(key, values), locale, displayData: catalogDisplayData((key, values) => t(key, values)) });
  return (
    <div className="rounded-lg bg-amber-50 p-4 text-slate-900">
      <p>{note}</p>
      {instead && labels ? (
        <div className="mt-4">
          <p className="font-medium">{t('buyAgain.instead')}</p>
          <p id="upgrade-plan" className="mt-1">
            <span className="font-bold">{labels.name}</span> · {labels.perMonth} · {labels.billed}
          </p>
          <Link href={hrefFor(instead)} prefetch={false} aria-describedby="upgrade-plan" className={`mt-3 ${buttonClass.primary}`}>
            {t('plans.choose')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
