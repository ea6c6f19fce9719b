import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TestTag } from './test-mode-notice';
import { formatMoney, isGiftProduct, safeParseProductId, type PlanEntry, type Subscription } from '@kestrel/domain';
import { LocalTime } from '@/components/ui/local-time-client';
import { ReceiptLink } from '@/features/receipt/receipt-link';
import { catalogDisplayData, planName, productDuration } from '@/features/pricing/plan-labels';

/** A product id's plan name ("2 years"), or the id itself when it does not parse. */
export function productName(productId: string, t: Parameters<typeof planName>[1]): string {
  const parsed = safeParseProductId(productId);
  if (!parsed.ok) return productId;
  const entry = { interval_count: parsed.value.interval, interval_unit: parsed.value.intervalUnit } as PlanEntry;
  return planName(entry, t, catalogDisplayData(t));
}

/** One value of a payment card, its label above it. */
function CardField({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-slate-700">{label}</dt>
      <dd className="mt-0.5 font-semibold [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The subscription's payment history (docs/product.md §3 labels Paid, Success, Failed, Refunded; docs/product.md §9
 * "Dates"). Below the `sm` breakpoint each payment is a card (date, plan, amount, status), since four
 * columns do not fit a phone; from `sm` on, a table.
 */
export async function PaymentHistory({ history, locale }: { history: Subscription['history']; locale: string }) {
  const [t, tPricing] = await Promise.all([getTranslations('payment'), getTranslations('pricing')]);
  if (history.length === 0) return <p className="text-slate-700">{t('history.empty')}</p>;
  const payments = history.map((payment) => ({
    ...payment,
    plan: isGiftProduct(payment.product_id)
      ? t('history.giftCard', { duration: productDuration(payment.product_id, tPricing) ?? payment.product_id })
      : productName(payment.product_id, tPricing),
    money: formatMoney(payment.amount, payment.currency, locale),
    status: (
      <>
        {t(`labels.${payment.status}`)}
        {payment.test_mode ? <TestTag label={t('testMode.tag')} /> : null}
        <ReceiptLink orderNo={payment.order_no} status={payment.status} />
      </>
    ),
  }));

  return (
    <>
      <ul aria-label={t('history.caption')} className="space-y-3 sm:hidden">
        {payments.map((payment) => (
          <li key={payment.order_no} className="rounded-xl border border-slate-200 p-4">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <CardField label={t('history.date')} className="col-span-2">
                <LocalTime iso={payment.created_at} />
              </CardField>
              <CardField label={t('history.plan')}>{payment.plan}</CardField>
              <CardField label={t('history.amount')} className="text-end">
                {payment.money}
              </CardField>
              <CardField label={t('history.status')} className="col-span-2">
                {payment.status}
              </CardField>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-start text-sm sm:table">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t('history.date')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t('history.plan')}
            </th>
            <th scope="col" className="py-2 pe-4 text-end font-semibold">
              {t('history.amount')}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t('history.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.order_no} className="border-b border-slate-200">
              <td className="py-2 pe-4 text-slate-800">
                <LocalTime iso={payment.created_at} />
              </td>
              <td className="py-2 pe-4 text-slate-900">{payment.plan}</td>
              <td className="py-2 pe-4 text-end whitespace-nowrap text-slate-900">{payment.money}</td>
              <td className="py-2 font-semibold text-slate-900">{payment.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
