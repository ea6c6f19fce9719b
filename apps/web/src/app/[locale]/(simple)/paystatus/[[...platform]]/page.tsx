import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { queryValue } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { accountLinkClass } from '@/features/account/auth-card';
import { errorMessages } from '@/features/account/server-messages';
import { OrderResult } from '@/features/payment/order-result-client';
import { orderNumber } from '@/features/payment/order-number';
import { orderResultLabels } from '@/features/payment/payment-labels';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string; platform?: string[] }>;
  // PayPal (or the test checkout) sends the buyer back with ?order= and, when they cancelled, &cancelled=1.
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/paystatus/[[...platform]]', locale, await params);
}

/** docs/product.md §2 /paystatus/{platform}: the return page of a payment platform (today: paypal). */
export default async function PayStatusPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { platform } = await params;
  if (platform && (platform.length > 1 || !/^[a-z]{1,16}$/.test(platform[0] ?? ''))) notFound();
  const query = await searchParams;
  const order = orderNumber(queryValue(query, 'order'));
  const [t, labels, messages] = await Promise.all([getTranslations('payment.status'), orderResultLabels(), errorMessages()]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <OrderResult
        orderNo={order}
        cancelled={queryValue(query, 'cancelled') === '1'}
        useAppToken={false}
        labels={labels}
        messages={messages}
        actions={{
          paid: (
            <Link href={order ? `/paySuc?order=${order}` : '/paySuc'} className={buttonClass.primary}>
              {t('continue')}
            </Link>
          ),
          gift: (
            <Link href={order ? `/gift-card?order=${order}` : '/gift-card'} className={buttonClass.primary}>
              {t('showGiftCode')}
            </Link>
          ),
          other: (
            <>
              <Link href="/pricing" className={buttonClass.primary}>
                {t('backToPricing')}
              </Link>
              <Link href="/myAccount" className={accountLinkClass}>
                {t('toAccount')}
              </Link>
            </>
          ),
        }}
      />
    </div>
  );
}
