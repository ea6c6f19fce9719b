import { getTranslations } from 'next-intl/server';
import { hasReceipt, type PaymentStatus } from '@kestrel/domain';
import { accountLinkClass } from '@/features/account/auth-card';
import { Link } from '@/i18n/navigation';

/** The receipt page of one order (docs/product.md §3 "Receipt"), a page of My account. */
export function receiptPath(orderNo: string): string {
  return `/myAccount/receipt/${encodeURIComponent(orderNo)}`;
}

/**
 * The link to a payment's receipt in My account's payment history; nothing for a payment that has
 * no receipt (still pending at PayPal, or failed).
 */
export async function ReceiptLink({ orderNo, status }: { orderNo: string; status: PaymentStatus }) {
  if (!hasReceipt(status)) return null;
  const t = await getTranslations('receipt');
  return (
    <Link
      href={receiptPath(orderNo)}
      aria-label={t('linkLabel', { orderNo })}
      className={`ms-3 text-sm whitespace-nowrap ${accountLinkClass}`}
    >
      {t('link')}
    </Link>
  );
}
