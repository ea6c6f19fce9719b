import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { isSandboxOrderId } from '@kestrel/domain/order-ids';
import { SandboxCheckout } from '@/features/payment/sandbox-checkout-client';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/sandbox-pay/[id]', locale, await params);
}

/** The built-in test checkout's approve page: what PayPal's page is when PayPal keys are set. */
export default async function SandboxPayPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!isSandboxOrderId(id)) notFound();
  const t = await getTranslations('payment.sandbox');
  const brand = { brand: BRAND.name };
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('merchant', brand)}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{t('notice')}</p>
        <div className="mt-6">
          <SandboxCheckout
            id={id}
            locale={locale}
            labels={{
              item: t('item'),
              amount: t('amount'),
              payerEmail: t('payerEmail'),
              pay: t.raw('pay') as string,
              paying: t('paying'),
              cancel: t('cancel'),
              loading: t('loading'),
              notFound: t('notFound'),
              done: t('done'),
            }}
          />
        </div>
      </div>
    </div>
  );
}
