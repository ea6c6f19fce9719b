import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, SESSION_COOKIE, formatDisplayDate, formatMoney } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { buttonClass } from '@/components/ui/button';
import { accountLinkClass } from '@/features/account/auth-card';
import { orderNumber } from '@/features/payment/order-number';
import { productName } from '@/features/payment/payment-history';
import { productDuration } from '@/features/pricing/plan-labels';
import { PrintButton } from '@/features/receipt/print-button-client';
import { receiptPath } from '@/features/receipt/receipt-link';
import { Link } from '@/i18n/navigation';
import { fetchReceipt } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string; order: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/myAccount/receipt/[order]', locale, await params);
}

/** A date of the receipt as docs/product.md §9 writes dates, in UTC. */
const day = (iso: string) => `${formatDisplayDate(new Date(iso))} UTC`;

/**
 * One paid order's receipt (docs/product.md §3 "Receipt"), linked from My account's payment history
 * and from the receipt email: the same fields as the email, printable (the site's header and footer
 * and the buttons are left out of the print). Only the order's buyer sees it: the API answers 404
 * for anyone else's order, and this page answers 404 then.
 */
export default async function ReceiptPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { order } = await params;
  const orderNo = orderNumber(order);
  if (!orderNo) notFound();
  // docs/product.md §4: under /myAccount, the proxy already sent visitors without the cookie to sign in.
  const signIn = `${inLanguage(locale, '/login')}?next=${encodeURIComponent(receiptPath(orderNo))}`;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) redirect(signIn);
  const [result, t, tPricing] = await Promise.all([
    fetchReceipt(token, locale, orderNo),
    getTranslations('receipt'),
    getTranslations('pricing'),
  ]);
  if (result.kind === 'signed-out') redirect(signIn);
  if (result.kind === 'not-found') notFound();
  const brand = { brand: BRAND.name };
  const back = (
    <Link href="/myAccount" data-print="hide" className={accountLinkClass}>
      {t('back')}
    </Link>
  );

  if (result.kind !== 'ok') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
        <p className="mt-4 text-slate-800">{result.kind === 'not-paid' ? result.message : t('unavailable')}</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {result.kind === 'unavailable' ? (
            // A plain link: a full reload asks the API again.
            <a href={inLanguage(locale, receiptPath(orderNo))} className={buttonClass.primary}>
              {t('retry')}
            </a>
          ) : null}
          {back}
        </div>
      </div>
    );
  }

  const receipt = result.value;
  const provider = receipt.provider === 'paypal' ? 'PayPal' : t('provider.sandbox');
  const { period_start: start, period_end: end } = receipt;
  const lines: Array<readonly [string, ReactNode]> = [
    [t('fields.orderNo'), <span className="font-mono">{receipt.order_no}</span>],
    receipt.gift_card
      ? [
          t('fields.giftCard'),
          t('giftCardName', { ...brand, duration: productDuration(receipt.product_id, tPricing) ?? receipt.product_id }),
        ]
      : [t('fields.plan'), t('planName', { ...brand, plan: productName(receipt.product_id, tPricing) })],
    [t('fields.period'), start && end ? t('period', { start: day(start), end: day(end) }) : t('giftPeriod')],
    [t('fields.amount'), `${formatMoney(receipt.amount, receipt.currency, locale)} (${receipt.currency})`],
    [t('fields.date'), day(receipt.paid_at)],
    [t('fields.status'), t(`status.${receipt.status}`)],
    [t('fields.reference'), <span className="font-mono break-all">{`${provider} ${receipt.provider_reference}`}</span>],
    [t('fields.buyer'), <span className="break-all">{receipt.buyer_email}</span>],
    [
      t('fields.seller'),
      <>
        {receipt.seller.legal_name}
        <br />
        {receipt.seller.website}
        <br />
        {receipt.seller.email}
      </>,
    ],
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <article
        aria-labelledby="receipt-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:shadow-none"
      >
        <p className="text-lg font-bold text-brand-900">{BRAND.name}</p>
        <h1 id="receipt-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
          {t('title')}
        </h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
        {receipt.test_mode ? <p className="mt-4 rounded-lg bg-amber-50 p-3 font-semibold text-amber-950">{t('testMode')}</p> : null}
        <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {lines.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-slate-700" data-print="hide">
          {t.rich('refund', {
            link: (chunks) => (
              <Link href={`/refund-request?order=${receipt.order_no}`} className={accountLinkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </article>
      <div className="mt-6 flex flex-wrap items-center gap-4" data-print="hide">
        <PrintButton label={t('print')} className={buttonClass.primary} />
        {back}
      </div>
    </div>
  );
}
