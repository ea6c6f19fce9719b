import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { CheckIcon, ShieldIcon } from './icons';
import type { PlanLabels } from './plan-labels';

/**
 * One Premium plan as a list item. The selected plan (docs/product.md §4) is marked for everyone: a
 * visible "Selected" label, a stronger border and `aria-current` for assistive technology.
 */
export async function PlanCard({
  id,
  labels,
  selected,
  recommended,
  checkoutHref,
}: {
  id: number;
  labels: PlanLabels;
  selected: boolean;
  recommended: boolean;
  checkoutHref: string;
}) {
  const t = await getTranslations('pricing.plans');
  const nameId = `plan-${id}-name`;
  const bonuses = [labels.extra, labels.trial].filter((text) => text !== undefined);

  return (
    <li
      aria-current={selected ? 'true' : undefined}
      className={`relative flex flex-col rounded-2xl bg-white p-6 ${
        selected ? 'border-2 border-brand-600 shadow-lg ring-4 ring-brand-100' : 'border border-slate-200 shadow-sm'
      }`}
    >
      {/* An empty badge row still keeps names aligned across the grid, but not in the one-column phone layout. */}
      <div className={`${recommended || selected ? 'flex' : 'hidden sm:flex'} mb-4 min-h-7 flex-wrap items-center gap-2`}>
        {recommended ? (
          <span className="rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            {t('recommended')}
          </span>
        ) : null}
        {selected ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
            <CheckIcon className="size-3.5" />
            {t('selected')}
          </span>
        ) : null}
      </div>

      <h3 id={nameId} className="text-xl font-bold text-slate-900">
        {labels.name}
      </h3>
      {labels.note ? <p className="mt-1 text-sm text-slate-700">{labels.note}</p> : null}

      <p className="mt-5 text-3xl font-bold tracking-tight text-brand-900">{labels.perMonth}</p>
      {labels.discount ? (
        <p className="mt-2">
          <span className="inline-block rounded-md bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800">{labels.discount}</span>
        </p>
      ) : null}
      <p className="mt-3 font-medium text-slate-900">{labels.billed}</p>
      <p className="mt-1 text-sm text-slate-700">{t('renews')}</p>

      {bonuses.length > 0 ? (
        <ul className="mt-4 space-y-1">
          {bonuses.map((text) => (
            <li key={text} className="flex items-center gap-2 text-sm font-semibold text-green-800">
              <CheckIcon className="size-4" />
              {text}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto pt-6">
        <Link
          href={checkoutHref}
          prefetch={false}
          aria-describedby={nameId}
          className={`w-full ${selected ? buttonClass.primary : buttonClass.secondary}`}
        >
          {t('choose')}
        </Link>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-sm text-slate-700">
          <ShieldIcon className="size-4 text-green-700" />
          {t('moneyBack')}
        </p>
      </div>
    </li>
  );
}
