import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { TIME_SLOT, TextWithTime } from '@/components/ui/local-time';
import { accountLinkClass } from '@/features/account/auth-card';
import { inLanguage } from '@kestrel/domain/languages';
import { buyerState } from '@/features/payment/session';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/paySuc', locale);
}

/** docs/product.md §2 /paySuc (also /paypalsuc): after a successful payment, what the buyer now has and what to do next. */
export default async function PaySuccessPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { profile, subscription } = await buyerState(locale);
  if (profile.kind === 'signed-out') redirect(`${inLanguage(locale, '/login')}?next=${encodeURIComponent('/paySuc')}`);
  const t = await getTranslations('payment.success');
  const brand = { brand: BRAND.name };
  const email = profile.kind === 'ok' ? profile.profile.email : '';
  const until = subscription?.plan === 'premium' && subscription.entitlement ? subscription.entitlement.expires_at : undefined;

  if (!until) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title', brand)}</h1>
        <p className="mt-4 text-slate-800">{t('notPremium')}</p>
        <a href="" className={`mt-6 ${buttonClass.primary}`}>
          {t('refresh')}
        </a>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <p aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-green-100 text-green-800">
        <svg viewBox="0 0 24 24" className="size-8 fill-none stroke-current" strokeWidth="3">
          <path d="m5 12 5 5 9-10" />
        </svg>
      </p>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title', brand)}</h1>
      <p className="mt-3 text-lg break-words text-slate-800">{t('lead', { email })}</p>
      <p className="mt-4 inline-block rounded-lg bg-green-50 px-4 py-2 text-lg font-semibold text-green-900">
        {/* In the visitor's own time zone, named (docs/product.md §9), as My account shows it. */}
        <TextWithTime text={t('until', { date: TIME_SLOT })} iso={until} />
      </p>
      <h2 className="mt-10 text-xl font-bold text-brand-900">{t('nextTitle')}</h2>
      <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-800">
        <li>{t('next1', brand)}</li>
        <li>{t('next2', { email })}</li>
        <li>{t('next3')}</li>
      </ol>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Link href="/download" className={buttonClass.primary}>
          {t('download')}
        </Link>
        <Link href="/myAccount" className={accountLinkClass}>
          {t('account')}
        </Link>
      </div>
    </div>
  );
}
