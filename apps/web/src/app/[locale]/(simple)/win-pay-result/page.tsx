import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND, queryValue } from '@kestrel/domain';
import { errorMessages } from '@/features/account/server-messages';
import { OrderResult } from '@/features/payment/order-result-client';
import { orderNumber } from '@/features/payment/order-number';
import { orderResultLabels } from '@/features/payment/payment-labels';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/win-pay-result', locale);
}

/** Where a Windows-app payment ends; the app watches for this page and refreshes its plan. */
export default async function WinPayResultPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const query = await searchParams;
  const [t, labels, messages] = await Promise.all([getTranslations('payment.windowsResult'), orderResultLabels(), errorMessages()]);
  const back = <p className="text-slate-800">{t('back', { brand: BRAND.name })}</p>;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
      <OrderResult
        orderNo={orderNumber(queryValue(query, 'order'))}
        cancelled={queryValue(query, 'cancelled') === '1'}
        useAppToken
        labels={labels}
        messages={messages}
        actions={{ paid: back, other: back }}
      />
    </div>
  );
}
