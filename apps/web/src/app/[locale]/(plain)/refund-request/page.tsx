import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, ORDER_NO_EXAMPLE, RECEIPT_MAX_BYTES, SESSION_COOKIE, queryValue } from '@kestrel/domain';
import { orderNumber } from '@/features/payment/order-number';
import { inLanguage } from '@kestrel/domain/languages';
import { accountLinkClass, Notice } from '@/features/account/auth-card';
import { sharedFormLabels } from '@/features/account/form-labels';
import { errorMessages } from '@/features/account/server-messages';
import { REFUND_VALUES } from '@/features/legal/legal-facts';
import { RefundRequestForm } from '@/features/support/refund-request-form-client';
import { lastPaidOrderNo } from '@/features/support/refund-requests';
import { Link } from '@/i18n/navigation';
import { fetchProfile, fetchSubscription } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  // ?order= : the order number, when the visitor comes from a receipt (docs/product.md §3 "Receipt").
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/refund-request', locale);
}

/** The signed-in visitor's email and last paid order, or nothing for a visitor who is not (or no longer) signed in. */
async function signedInDetails(locale: string): Promise<{ email: string; orderNo: string | undefined } | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const profile = await fetchProfile(token, locale);
  if (profile.kind !== 'ok') return undefined;
  const subscription = await fetchSubscription(token, locale);
  return { email: profile.profile.email, orderNo: subscription.kind === 'ok' ? lastPaidOrderNo(subscription.value.history) : undefined };
}

/**
 * The refund request form (docs/product.md §3, §5). Anyone may send one; a signed-in visitor's
 * request is linked to their account (the API attaches it), so their email and last order number
 * are filled in and they can follow it in My account.
 */
export default async function RefundRequestPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const fromReceipt = orderNumber(queryValue(await searchParams, 'order'));
  const [t, shared, messages, account] = await Promise.all([
    getTranslations('help.refundRequest'),
    sharedFormLabels(),
    errorMessages(),
    signedInDetails(locale),
  ]);
  const values = { brand: BRAND.name, ...REFUND_VALUES };
  const link = (href: string) => (chunks: ReactNode) => (
    <Link href={href} className={accountLinkClass}>
      {chunks}
    </Link>
  );
  const signIn = `${inLanguage(locale, '/login')}?next=${encodeURIComponent('/refund-request')}`;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('lead', values)}</p>
        <p className="mt-2 text-slate-700">{t.rich('policy', { moneyBack: link('/money-back-guarantee') })}</p>
        <div className="mt-6">
          {account ? (
            <Notice>{t('signedIn', { email: account.email })}</Notice>
          ) : (
            <Notice>
              {t.rich('signedOut', {
                signIn: (chunks: ReactNode) => (
                  <a href={signIn} className={accountLinkClass}>
                    {chunks}
                  </a>
                ),
              })}
            </Notice>
          )}
          <RefundRequestForm
            messages={messages}
            accountEmail={account?.email}
            initialOrderNo={fromReceipt ?? account?.orderNo}
            afterSuccess={account ? <p>{t.rich('success.myAccount', { myAccount: link('/myAccount') })}</p> : undefined}
            labels={{
              email: t('form.email'),
              emailHint: account ? t('form.emailSignedInHint') : t('form.emailHint'),
              reason: t('form.reason'),
              reasonHint: t('form.reasonHint'),
              deviceUserId: t('form.deviceUserId'),
              deviceUserIdHint: t('form.deviceUserIdHint', values),
              orderNo: t('form.orderNo'),
              orderNoHint:
                !fromReceipt && account?.orderNo ? t('form.orderNoSignedInHint') : t('form.orderNoHint', { example: ORDER_NO_EXAMPLE }),
              receipt: t('form.receipt'),
              receiptHint: t('form.receiptHint', { megabytes: RECEIPT_MAX_BYTES / (1024 * 1024) }),
              submit: t('form.submit'),
              submitting: t('form.submitting'),
              errorTitle: shared.errorTitle,
              successTitle: t('success.title'),
              successReference: t.raw('success.reference') as string,
              successReply: t('success.reply', values),
              successProcessing: t('success.processing', values),
            }}
          />
        </div>
      </div>
    </div>
  );
}
