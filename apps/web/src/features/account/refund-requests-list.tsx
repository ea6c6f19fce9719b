import { getTranslations } from 'next-intl/server';
import type { RefundRequest } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { LocalTime } from '@/components/ui/local-time-client';
import { Link } from '@/i18n/navigation';
import type { SessionResult } from '@/lib/api/server';

/**
 * My account's refund requests (docs/product.md §4 "Refund request"): reference, when it was sent
 * (docs/product.md §9 "Dates", the visitor's time zone) and its state, or a link to ask for one.
 */
export async function RefundRequestsList({ result }: { result: SessionResult<RefundRequest[]> }) {
  const t = await getTranslations('account.myAccount.refunds');
  if (result.kind !== 'ok') return <p className="text-slate-700">{t('unavailable')}</p>;
  const requests = result.value;
  const ask = (
    <Link href="/refund-request" className={`mt-5 ${buttonClass.secondary}`}>
      {t('ask')}
    </Link>
  );
  if (requests.length === 0) {
    return (
      <>
        <p className="text-slate-700">{t('empty')}</p>
        {ask}
      </>
    );
  }
  return (
    <>
      <p className="text-slate-700">{t('lead')}</p>
      <table className="mt-4 w-full text-start text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t('reference')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t('date')}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t('status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.reference} className="border-b border-slate-200">
              <td className="py-2 pe-4 font-mono break-all text-slate-900">{request.reference}</td>
              <td className="py-2 pe-4 text-slate-800">
                <LocalTime iso={request.created_at} />
              </td>
              <td className="py-2 font-semibold text-slate-900">{t(`statuses.${request.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ask}
    </>
  );
}
