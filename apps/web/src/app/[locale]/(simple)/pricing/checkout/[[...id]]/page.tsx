import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  BRAND,
  CHANNEL_PARAM,
  REFUND_WINDOW_DAYS,
  isChannel,
  parsePlanId,
  planRequestFrom,
  mayBuyPlan,
  purchasedProductId,
  upgradeChoice,
  queryValue,
  selectPlan,
  type PlanEntry,
} from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { TIME_SLOT, TextWithTime } from '@/components/ui/local-time';
import { accountLinkClass } from '@/features/account/auth-card';
import { errorMessages } from '@/features/account/server-messages';
import { inLanguage } from '@kestrel/domain/languages';
import { AccountChoice } from '@/features/account/sign-in-forms';
import { PayWithPaypal } from '@/features/payment/pay-with-paypal-client';
import { payLabels } from '@/features/payment/payment-labels';
import { NextStepFocus } from '@/features/payment/next-step-client';
import { PlanChoice } from '@/features/payment/plan-choice';
import { AlreadyBought } from '@/features/pricing/already-bought';
import { buyerState } from '@/features/payment/session';
import { catalogDisplayData, checkoutPath, planLabels } from '@/features/pricing/plan-labels';
import { Link } from '@/i18n/navigation';
import { fetchPlansState } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

/** The `account` query value the checkout's sign-in forms come back with (NextStepFocus removes it). */
const SIGNED_IN_MARK = 'signed-in';

type Props = {
  params: Promise<{ locale: string; id?: string[] }>;
  // ?account=new shows the sign-up form instead of sign-in; ?channel= is the sales channel;
  // ?product_id= (or ?plan_id= without an id in the path) asks for a plan, as on /pricing.
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/pricing/checkout/[[...id]]', locale, await params);
}

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm marker:font-bold marker:text-brand-900 sm:p-7">
      <section aria-labelledby={id}>
        {/* Focusable: focus lands on the next step after signing in here. */}
        <h2 id={id} tabIndex={-1} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </li>
  );
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  // A path names one plan, as checkoutPath writes it; any other path is no page.
  const pathPlanId = id?.length === 1 ? parsePlanId(id[0]) : undefined;
  if (id && pathPlanId === undefined) notFound();
  const query = await searchParams;
  const channelValue = queryValue(query, CHANNEL_PARAM) ?? (await cookies()).get(CHANNEL_PARAM)?.value;
  const channel = isChannel(channelValue) ? channelValue : undefined;
  const [state, buyer, t, tPricing, messages] = await Promise.all([
    fetchPlansState(locale, channel),
    buyerState(locale),
    getTranslations('payment.checkout'),
    getTranslations('pricing'),
    errorMessages(),
  ]);
  const brand = { brand: BRAND.name };
  const plans: PlanEntry[] = [...((channel && state?.spec_plans[channel]?.plans) || []), ...(state?.plans ?? [])];
  const selected = selectPlan(plans, planRequestFrom(query, pathPlanId));

  if (!state || !selected) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title', brand)}</h1>
        <p className="mt-4 text-slate-700">{t('unavailable')}</p>
        <a href="" className={`mt-6 ${buttonClass.primary}`}>
          {t('retry')}
        </a>
      </div>
    );
  }

  const account = buyer.profile.kind === 'ok' ? buyer.profile.profile : undefined;
  const entitlement = buyer.subscription?.entitlement;
  const currentProductId = purchasedProductId(
    entitlement && { running: buyer.subscription?.plan === 'premium', source: entitlement.source, productId: entitlement.product_id },
  );
  // The same rule as the API's 40011 and My account's sentence about buying again.
  const buyable = !account || mayBuyPlan(selected.product_id, currentProductId);
  const labels = planLabels(selected, { t: tPricing, locale, displayData: catalogDisplayData(tPricing) });
  const campaign = Object.values(state.activity_info_map).find(
    (activity) => activity.active && activity.product_id === selected.product_id,
  );
  const selfPath = checkoutPath(selected);
  const signUp = queryValue(query, 'account') === 'new';
  // The sign-in forms come back here marked, so the page can move focus on to paying.
  const afterSignIn = `${inLanguage(locale, selfPath)}?account=${SIGNED_IN_MARK}`;
  const justSignedIn = account !== undefined && queryValue(query, 'account') === SIGNED_IN_MARK;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title', brand)}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>

      <ol className="mt-8 list-decimal space-y-6 ps-6">
        <Step id="step-plan" title={t('planStep')}>
          <PlanChoice
            plans={plans}
            selectedId={selected.id}
            currentProductId={currentProductId}
            locale={locale}
            hrefFor={(plan) => `${checkoutPath(plan)}${signUp ? '?account=new' : ''}`}
          />
        </Step>

        <Step id="step-account" title={t('accountStep')}>
          {account ? (
            <div>
              <p className="font-semibold break-all text-slate-900">{t('signedInAs', { email: account.email })}</p>
              {account.premium_until ? (
                <p className="mt-1 text-slate-700">
                  <TextWithTime text={t('premiumUntil', { date: TIME_SLOT })} iso={account.premium_until} />
                </p>
              ) : null}
            </div>
          ) : (
            <div>
              <p className="text-slate-700">{t('accountLead', brand)}</p>
              <AccountChoice
                label={t('accountStep')}
                signInLabel={t('haveAccount')}
                signUpLabel={t('newAccount')}
                selfPath={selfPath}
                signUp={signUp}
                locale={locale}
                afterSignIn={afterSignIn}
              />
            </div>
          )}
        </Step>

        <Step id="step-pay" title={t('payStep')}>
          {/* Nothing to pay for a plan that cannot be bought (docs/product.md §4 "Buying again"): no total. */}
          {buyable ? (
            <dl aria-label={t('summary')} className="mb-5 grid grid-cols-[1fr_auto] gap-y-1 rounded-lg bg-slate-50 p-4">
              <dt className="text-slate-700">{labels.name}</dt>
              <dd className="text-end text-slate-900">{labels.perMonth}</dd>
              <dt className="font-bold text-slate-900">{t('total')}</dt>
              <dd className="text-end text-xl font-bold text-slate-900">{labels.total}</dd>
            </dl>
          ) : null}
          {!account ? (
            <p className="text-slate-800">{t('signInFirst')}</p>
          ) : !buyable ? (
            <AlreadyBought
              note={t('currentNote')}
              instead={upgradeChoice(plans, currentProductId)}
              locale={locale}
              hrefFor={(plan) => `${checkoutPath(plan)}${signUp ? '?account=new' : ''}`}
            />
          ) : (
            <PayWithPaypal
              planId={selected.id}
              channel={channel}
              returnTo="web"
              window="popup"
              successPath={inLanguage(locale, '/paySuc')}
              labels={await payLabels(labels.total)}
              messages={messages}
            />
          )}
          <p className="mt-5 text-sm text-slate-700">{t('moneyBack', { days: campaign?.money_back_days ?? REFUND_WINDOW_DAYS })}</p>
          <p className="mt-1 text-sm text-slate-700">{t('secure')}</p>
          <p className="mt-3 text-sm">
            <Link href="/money-back-guarantee" className={accountLinkClass}>
              {tPricing('plans.moneyBack')}
            </Link>
          </p>
        </Step>
      </ol>
      {justSignedIn ? <NextStepFocus headingId="step-pay" message={t('signedIn', { email: account.email })} /> : null}
    </div>
  );
}
