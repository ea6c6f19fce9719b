import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { buttonClass } from '@/components/ui/button';
import { TIME_SLOT, TextWithTime } from '@/components/ui/local-time';
import { buyerState } from '@/features/payment/session';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/redeem-suc', locale);
}

/** docs/product.md §2 /redeem-suc: a gift card was redeemed; the account's new Premium end, and what to do next. */
export default async function RedeemSuccessPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { profile, subscription } = await buyerState(locale);
  if (profile.kind === 'signed-out') redirect(`${inLanguage(locale, '/login')}?next=${encodeURIComponent('/redeem-suc')}`);
  const t = await getTranslations('giftCard.redeemed');
  const brand = { brand: BRAND.name };
  const until = subscription?.plan === 'premium' && subscription.entitlement ? subscription.entitlement.expires_at : undefined;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
      {until ? (
        <>
          <p className="mt-3 text-lg text-slate-800">{t('lead')}</p>
          <p className="mt-4 inline-block rounded-lg bg-green-50 px-4 py-2 text-lg font-semibold text-green-900">
            {/* In the visitor's own time zone, named (docs/product.md §9), as My account shows it. */}
            <TextWithTime text={t('until', { date: TIME_SLOT })} iso={until} />
          </p>
          <p className="mt-6 text-slate-800">{t('next', brand)}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/download" className={buttonClass.primary}>
              {t('download')}
            </Link>
            <Link href="/myAccount" className={buttonClass.secondary}>
              {t('account')}
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-4 text-slate-800">{t('notPremium')}</p>
      )}
    </div>
  );
}
