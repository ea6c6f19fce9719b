import { getTranslations } from 'next-intl/server';
import type { GiftCard } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { productDuration } from '@/features/pricing/plan-labels';
import { Link } from '@/i18n/navigation';
import type { SessionResult } from '@/lib/api/server';

/**
 * My account's gift cards (docs/product.md §3 "Gift cards"): each card the account bought, for whom,
 * its delivery day and state (not paid, waiting for the day, sent, redeemed, refunded). The code
 * itself is never shown again; its last four characters tell cards apart. Nothing when the API
 * cannot answer or the account bought none: a link to buy one instead.
 */
export async function GiftCardsList({ result }: { result: SessionResult<GiftCard[]> }) {
  const [t, tPricing] = await Promise.all([getTranslations('giftCard.myAccount'), getTranslations('pricing')]);
  const cards = result.kind === 'ok' ? result.value : [];
  const buy = (
    <Link href="/gift-card" className={`mt-5 ${buttonClass.secondary}`}>
      {t('buy')}
    </Link>
  );
  if (cards.length === 0) {
    return (
      <>
        <p className="text-slate-700">{t('empty')}</p>
        {buy}
      </>
    );
  }
  const cell = 'py-2 pe-4';
  return (
    <>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            {[t('card'), t('recipient'), t('delivery'), t('state')].map((heading) => (
              <th key={heading} scope="col" className={`${cell} text-start font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.order_no} className="border-b border-slate-200 align-top">
              <td className={`${cell} text-slate-900`}>
                {productDuration(card.product_id, (key, values) => tPricing(key, values))}
                {card.code_end ? (
                  <span className="block font-mono text-xs text-slate-700">{t('codeEnd', { end: card.code_end })}</span>
                ) : null}
              </td>
              <td className={`${cell} break-all text-slate-800`}>{card.recipient_email ?? t('yourself')}</td>
              <td className={`${cell} text-slate-800`}>{card.deliver_on}</td>
              <td className={`${cell} font-semibold text-slate-900`}>{t(`states.${card.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {buy}
    </>
  );
}
