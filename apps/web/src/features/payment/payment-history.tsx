import { getTranslations } from 'next-intl/server';
import { TestTag } from './test-mode-notice';
import { ReceiptLink } from '@/features/receipt/receipt-link';
import { formatDisplayDate, formatMoney, type Subscription } from '@kestrel/domain';
import { catalogDisplayData, planName } from '@/features/pricing/plan-labels';
import { safeParseProductId, type PlanEntry } from '@kestrel/domain';

/** A product id's plan name ("2 years"), or the id itself when it does not parse. */
export function productName(productId: string, t: Parameters<typeof planName>[1]): string {
  const parsed = safeParseProductId(productId);
  if (!parsed.ok) return productId;
  const entry = { interval_count: parsed.value.interval, interval_unit: parsed.value.intervalUnit } as PlanEntry;
  return planName(entry, t, catalogDisplayData(t));
}

/** The subscription's payment history (docs/product.md §3 labels Paid, Success, Failed, Refunded; docs/product.md §9 dates). */
export async function PaymentHistory({ history, locale }: { history: Subscription['history']; locale: string }) {
  const [t, tPricing] = await Promise.all([getTranslations('payment'), getTranslations('pricing')]);
  if (history.length === 0) return <p className="text-slate-700">{t('history.empty')}</p>;
  // On a phone the four columns do not fit a card: each payment becomes two lines (date and
  // amount, then plan and status) and the column headings are left to screen readers.
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{t('history.caption')}</caption>
      <thead className="max-sm:sr-only">
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
        {history.map((payment) => (
          <tr
            key={payment.order_no}
            className="border-b border-slate-200 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-3"
          >
            <td className="py-2 pe-4 text-slate-800 max-sm:p-0 sm:whitespace-nowrap">
              {formatDisplayDate(new Date(payment.created_at))} UTC
            </td>
            <td className="py-2 pe-4 text-slate-900 max-sm:col-start-1 max-sm:row-start-2 max-sm:p-0">
              {productName(payment.product_id, tPricing)}
            </td>
            <td className="py-2 pe-4 text-end whitespace-nowrap text-slate-900 max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:font-semibold">
              {formatMoney(payment.amount, payment.currency, locale)}
            </td>
            <td className="py-2 font-semibold text-slate-900 max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0 max-sm:text-end">
              {t(`labels.${payment.status}`)}
              {payment.test_mode ? <TestTag label={t('testMode.tag')} /> : null}
              <ReceiptLink orderNo={payment.order_no} status={payment.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
