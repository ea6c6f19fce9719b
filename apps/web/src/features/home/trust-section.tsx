import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MARKETING_CLAIMS, REFUND_WINDOW_DAYS } from '@kestrel/domain';
import { Section } from '@/components/ui/section';
import { SealShape, TunnelIllustration } from '@/features/imagery/illustrations';
import { FeatureIcon } from '@/features/product-features/feature-icon';
import { Link } from '@/i18n/navigation';
import type { FeatureSlug } from '@/site/routes';

const inlineLink = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * What the service promises, each in one line a user can hold us to: the money-back guarantee
 * (docs/product.md §1, §9: 30 days on website purchases, not for renewals), the no-logs promise
 * with the privacy policy that states it, and what AES-256 and the kill switch do for the user.
 * Facts only: no reviews, no press quotes, no audit badges. The rating is shown once, in the hero.
 */
export async function TrustSection() {
  const t = await getTranslations('home.trust');
  const tFeatures = await getTranslations('features');
  const days = REFUND_WINDOW_DAYS;
  const facts: { slug: FeatureSlug; title: string; text: ReactNode }[] = [
    {
      slug: 'no-logs',
      title: tFeatures('pages.no-logs.name'),
      text: t.rich('noLogs', {
        policy: (chunks) => (
          <Link href="/policy" className={inlineLink}>
            {chunks}
          </Link>
        ),
      }),
    },
    { slug: 'encryption', title: tFeatures('pages.encryption.name'), text: t('encryption', { encryption: MARKETING_CLAIMS.encryption }) },
    { slug: 'automatic-kill-switch', title: tFeatures('pages.automatic-kill-switch.name'), text: t('killSwitch') },
  ];

  return (
    <Section id="promises" title={t('title')}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 rounded-2xl border-2 border-amber-400 bg-amber-50 p-6 sm:flex-row sm:items-center">
          <div className="relative mx-auto size-28 shrink-0 sm:mx-0">
            <SealShape className="size-full" />
            <span className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm leading-tight font-bold text-brand-900">
              {t('moneyBack.badge', { days })}
            </span>
          </div>
          <div className="min-w-0">
            <h3 className="text-xl font-semibold text-brand-900">{t('moneyBack.title')}</h3>
            <p className="mt-2 text-slate-800">
              {t.rich('moneyBack.text', {
                days,
                link: (chunks) => (
                  <Link href="/money-back-guarantee" className={inlineLink}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        </div>
        <TunnelIllustration className="mx-auto hidden lg:block" />
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {facts.map((fact) => (
          <li key={fact.slug} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <FeatureIcon slug={fact.slug} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{fact.title}</h3>
            <p className="mt-2 text-slate-700">{fact.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
