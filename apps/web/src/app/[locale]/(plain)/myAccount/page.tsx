import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  APP_PRODUCTS,
  BRAND,
  CHANNEL_PARAM,
  deviceCount,
  MAX_DEVICES_PER_ACCOUNT,
  SESSION_COOKIE,
  purchasedProductId,
  type AppProduct,
} from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { TIME_SLOT, TextWithTime } from '@/components/ui/local-time';
import { accountLinkClass } from '@/features/account/auth-card';
import { DevicesPanel } from '@/features/account/devices-client';
import { sharedFormLabels } from '@/features/account/form-labels';
import { inLanguage } from '@kestrel/domain/languages';
import { PasswordSection } from '@/features/account/password-section-client';
import { RefundRequestsList } from '@/features/account/refund-requests-list';
import { errorMessages } from '@/features/account/server-messages';
import { SessionSync } from '@/features/account/session-sync-client';
import { SignOutButton } from '@/features/account/sign-out-client';
import { Link } from '@/i18n/navigation';
import { TestTag } from '@/features/payment/test-mode-notice';
import { PaymentHistory } from '@/features/payment/payment-history';
import { productPlanName } from '@/features/pricing/plan-labels';
import { fetchGiftCards, fetchProfile, fetchRefundRequests, fetchSubscription } from '@/lib/api/server';
import { GiftCardsList } from '@/features/gift-cards/gift-cards-list';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { SESSION_ENDED_REASON } from '@/site/session-hint';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/myAccount', locale);
}

function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {/* Focusable so focus can land here when the content it replaces goes away. */}
      <h2 id={`${id}-title`} tabIndex={-1} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default async function MyAccountPage({ params }: Props) {
  const locale = await pageLocale(params);
  const signIn = `${inLanguage(locale, '/login')}?next=${encodeURIComponent('/myAccount')}`;
  // docs/product.md §4: the proxy already sent visitors without the cookie to sign in; a token the
  // API refuses (ended, expired, malformed) goes there too.
  const cookieStore = await cookies();
  const token = cookieStore.get(SESSION_COOKIE)?.value;
  if (!token) redirect(signIn);
  const result = await fetchProfile(token, locale);
  // The reason also tells the site's proxy to drop the "signed in" hint (src/site/session-hint.ts).
  if (result.kind === 'signed-out') redirect(`${signIn}&reason=${SESSION_ENDED_REASON}`);

  const t = await getTranslations('account.myAccount');
  if (result.kind === 'unavailable') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
        <p className="mt-4 text-slate-700">{t('unavailable')}</p>
        {/* A plain link: a full reload asks the API again. */}
        <a href={inLanguage(locale, '/myAccount')} className={`mt-6 ${buttonClass.primary}`}>
          {t('retry')}
        </a>
      </div>
    );
  }

  const { profile } = result;
  const [shared, messages, subscription, tPayment, refunds, giftCards, tGift] = await Promise.all([
    sharedFormLabels(),
    errorMessages(),
    fetchSubscription(token, locale),
    getTranslations('payment'),
    fetchRefundRequests(token, locale),
    fetchGiftCards(token, locale),
    getTranslations('giftCard.myAccount'),
  ]);
  const tPricing = await getTranslations('pricing');
  const entitlement = subscription.kind === 'ok' && subscription.value.plan === 'premium' ? subscription.value.entitlement : null;
  const brand = { brand: BRAND.name };
  const free = profile.plan === 'free';
  // What may be bought again is the checkout's rule (docs/product.md §4 "Buying again"): while a plan
  // bought here runs, that plan cannot be bought again, another one can.
  const purchased = purchasedProductId(entitlement && { running: true, source: entitlement.source, productId: entitlement.product_id });
  const purchasedName = purchased === undefined ? undefined : productPlanName(purchased, (key, values) => tPricing(key, values));
  const buyingAgain = !entitlement?.auto_renew && purchasedName ? tPricing('buyAgain.account', { plan: purchasedName }) : undefined;
  // docs/product.md §9 "Dates": every date on My account is shown in the visitor's time zone, named.
  const memberSince = Number.isNaN(new Date(profile.created_at).getTime()) ? undefined : profile.created_at;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
          <p className="mt-2 break-all text-slate-700">{t('signedInAs', { email: profile.email })}</p>
        </div>
        <SignOutButton label={t('signOut')} busyLabel={t('signingOut')} signInPath={inLanguage(locale, '/login')} />
      </div>

      <div className="mt-8 space-y-6">
        <AccountSection id="profile" title={t('profile.title')}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-700">{t('profile.email')}</dt>
            <dd className="font-semibold break-all text-slate-900">{profile.email}</dd>
          </dl>
          {memberSince ? (
            <p className="mt-3 text-slate-700">
              <TextWithTime text={t('memberSince', { date: TIME_SLOT })} iso={memberSince} />
            </p>
          ) : null}
        </AccountSection>

        <AccountSection id="subscription" title={t('subscription.title')}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-700">{t('subscription.plan')}</dt>
            <dd className="font-semibold text-slate-900">
              {free ? t('subscription.free') : t('subscription.premium')}
              {entitlement?.test_mode ? <TestTag label={tPayment('testMode.tag')} /> : null}
            </dd>
          </dl>
          {free ? (
            <>
              <p className="mt-3 text-slate-700">{t('subscription.freeText')}</p>
              <Link href="/pricing" className={`mt-5 ${buttonClass.primary}`}>
                {t('subscription.upgrade')}
              </Link>
            </>
          ) : (
            <>
              <p className="mt-3 text-slate-700">{t('subscription.premiumText')}</p>
              {entitlement ? (
                <>
                  <p className="mt-3 font-semibold text-slate-900">
                    <TextWithTime text={tPayment('success.until', { date: TIME_SLOT })} iso={entitlement.expires_at} />
                  </p>
                  <p className="mt-1 text-slate-700">
                    {tPayment(`source.${entitlement.source}`)}.{' '}
                    {buyingAgain ?? tPayment(entitlement.auto_renew ? 'renewal.auto' : 'renewal.none')}
                  </p>
                  {entitlement.test_mode ? <p className="mt-1 text-slate-700">{tPayment('testMode.banner')}</p> : null}
                </>
              ) : null}
              <Link href="/pricing" className={`mt-4 inline-block ${accountLinkClass}`}>
                {t('subscription.managePlans')}
              </Link>
            </>
          )}
        </AccountSection>

        {subscription.kind === 'ok' && subscription.value.history.length > 0 ? (
          <AccountSection id="payments" title={tPayment('history.title')}>
            <PaymentHistory history={subscription.value.history} locale={locale} />
          </AccountSection>
        ) : null}

        <AccountSection id="gift-cards" title={tGift('title')}>
          <GiftCardsList result={giftCards} />
        </AccountSection>

        <AccountSection id="refunds" title={t('refunds.title')}>
          <RefundRequestsList result={refunds} />
        </AccountSection>

        <AccountSection id="password" title={t('password.title')}>
          <PasswordSection
            email={profile.email}
            isPasswordSet={profile.is_password_set}
            messages={messages}
            labels={{
              changeLead: t('password.changeLead'),
              current: t('password.current'),
              new: t('password.new'),
              submit: t('password.submit'),
              submitting: t('password.submitting'),
              changed: t('password.changed'),
              setLead: t('password.setLead'),
              set: t('password.set'),
              confirm: t('password.confirm'),
              setSubmit: t('password.setSubmit'),
              setSubmitting: t('password.setSubmitting'),
              setDone: t('password.setDone'),
              passwordHint: shared.passwordHint,
              showPassword: shared.showPassword,
              errorTitle: shared.errorTitle,
            }}
          />
        </AccountSection>

        <AccountSection id="devices" title={t('devices.title')}>
          <p className="text-slate-700">{t('devices.lead')}</p>
          {/* docs/product.md §9: the bd1117 channel's display rule applies where the device count is shown. */}
          <p className="mt-2 text-slate-700">
            {t('devices.limit', { devices: deviceCount(MAX_DEVICES_PER_ACCOUNT, cookieStore.get(CHANNEL_PARAM)?.value) })}
          </p>
          <DevicesPanel
            headingId="devices-title"
            labels={{
              loading: t('devices.loading'),
              empty: t('devices.empty', brand),
              failed: t('devices.failed'),
              refresh: t('devices.refresh'),
              app: t('devices.app'),
              platform: t('devices.platform'),
              name: t('devices.name'),
              os: t('devices.os'),
              lastSeen: t('devices.lastSeen'),
              thisDevice: t('devices.thisDevice'),
              unbind: t('devices.unbind'),
              unbindLabel: t.raw('devices.unbindLabel') as string,
              unbindTitle: t('devices.unbindTitle'),
              unbindText: t.raw('devices.unbindText') as string,
              unbindConfirm: t('devices.unbindConfirm'),
              unbinding: t('devices.unbinding'),
              cancel: t('devices.cancel'),
              unbound: t.raw('devices.unbound') as string,
              products: Object.fromEntries(APP_PRODUCTS.map((product) => [product, t(`devices.products.${product}`, brand)])) as Record<
                AppProduct,
                string
              >,
            }}
          />
        </AccountSection>
      </div>
      <SessionSync mode="signed-in" signInPath={inLanguage(locale, '/login')} afterSignInPath={inLanguage(locale, '/myAccount')} />
    </div>
  );
}
