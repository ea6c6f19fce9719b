import { getTranslations } from 'next-intl/server';
import { BRAND, planRequestFrom, selectPlan } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { errorMessages } from '@/features/account/server-messages';
import { catalogDisplayData, planLabels } from '@/features/pricing/plan-labels';
import { fetchPlansState } from '@/lib/api/server';
import { payLabels } from './payment-labels';
import { WinPay } from './win-pay-client';

/** The body of /win-pay (PayPal in a new window) and /win-pay/native (in place, inside the app). */
export async function WinPayPage({
  locale,
  query,
  target,
}: {
  locale: string;
  query: Record<string, string | string[] | undefined>;
  target: 'popup' | 'same';
}) {
  const [state, t, tCheckout, tPricing, messages, labels] = await Promise.all([
    fetchPlansState(locale),
    getTranslations('payment.windows'),
    getTranslations('payment.checkout'),
    getTranslations('pricing'),
    errorMessages(),
    payLabels('{total}'),
  ]);
  const brand = { brand: BRAND.name };
  const initial = state ? selectPlan(state.plans, planRequestFrom(query)) : undefined;
  const displayData = catalogDisplayData(tPricing);

  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('lead', brand)}</p>
      {state && initial ? (
        <WinPay
          plans={state.plans.map((plan) => {
            const l = planLabels(plan, { t: tPricing, locale, displayData });
            return { id: plan.id, name: l.name, perMonth: l.perMonth, total: l.total };
          })}
          initialPlanId={initial.id}
          window={target}
          successPath={inLanguage(locale, '/win-pay-result')}
          labels={{
            ...labels,
            missingToken: t('missingToken', brand),
            signedIn: t.raw('signedIn') as string,
            planLegend: tCheckout('planLegend'),
          }}
          messages={messages}
        />
      ) : (
        <p className="text-slate-700">{tCheckout('unavailable')}</p>
      )}
    </div>
  );
}
