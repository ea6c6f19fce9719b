import { getLocale, getTranslations } from 'next-intl/server';
import { inLanguage } from '@kestrel/domain/languages';
import { CheckIcon, ShieldIcon } from './icons';
import type { PlanLabels } from './plan-labels';
import { ChoosePlanLink, SelectedMark } from './plan-selection-client';

/**
 * Rows of a plan card. The list is a grid and every card spans these rows of it as a subgrid, so a
 * row is as tall as its tallest cell across the cards side by side: a long plan name in German or
 * Russian makes every name row taller, and every price still starts on the same line.
 */
export const PLAN_CARD_ROWS = 'row-span-6';

/**
 * One Premium plan as a list item. Nothing is marked before the visitor chooses (docs/product.md §4):
 * the recommended plan carries "Best value"; "Selected", the strong frame and `aria-current` come
 * from the client leaves once the URL names a plan (inside `PlanChoiceScope`). The price and the buy button come before the
 * details, so on a phone the first card's price and button are in the first screen.
 */
export async function PlanCard({
  id,
  labels,
  recommended,
  checkoutHref,
}: {
  id: number;
  labels: PlanLabels;
  recommended: boolean;
  checkoutHref: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('pricing.plans'), getLocale()]);
  const nameId = `plan-${id}-name`;
  const href = inLanguage(locale, checkoutHref);
  const bonuses = [labels.extra, labels.trial].filter((text) => text !== undefined);

  return (
    <li
      className={`relative ${PLAN_CARD_ROWS} grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white p-6 ${
        recommended ? 'border-2 border-brand-300 shadow-md' : 'border border-slate-200 shadow-sm'
      }`}
    >
      <div className="flex min-h-7 flex-wrap items-start gap-2 pb-4">
        {recommended ? (
          <span className="rounded-full bg-brand-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            {t('recommended')}
          </span>
        ) : null}
        <SelectedMark planId={id} label={t('selected')} />
      </div>

      <div>
        <h3 id={nameId} className="text-xl font-bold text-slate-900">
          {labels.name}
        </h3>
        {labels.note ? <p className="mt-1 text-sm text-slate-700">{labels.note}</p> : null}
      </div>

      <div className="pt-4">
        <p className="text-3xl font-bold tracking-tight text-brand-900">{labels.perMonth}</p>
        {labels.discount ? (
          <p className="mt-2">
            <span className="inline-block rounded-md bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800">{labels.discount}</span>
          </p>
        ) : null}
      </div>

      <div className="pt-3">
        <p className="font-medium text-slate-900">{labels.billed}</p>
        <p className="mt-1 text-sm text-slate-700">{t('renews')}</p>
      </div>

      <div className="pt-5">
        <ChoosePlanLink planId={id} recommended={recommended} href={href} describedBy={nameId} label={t('choose')} />
      </div>

      <div className="pt-4">
        {bonuses.length > 0 ? (
          <ul className="mb-3 space-y-1">
            {bonuses.map((text) => (
              <li key={text} className="flex items-center gap-2 text-sm font-semibold text-green-800">
                <CheckIcon className="size-4" />
                {text}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="flex items-center justify-center gap-1.5 text-sm text-slate-700">
          <ShieldIcon className="size-4 text-green-700" />
          {t('moneyBack')}
        </p>
      </div>
    </li>
  );
}
