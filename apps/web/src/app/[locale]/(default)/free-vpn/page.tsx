import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, MARKETING_CLAIMS, REFUND_WINDOW_DAYS, formatMoney } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems, numberedKeys } from '@/features/download/catalog-lists';
import { InstallSteps } from '@/features/download/install-steps';
import { infoClass } from '@/features/info-pages/classes';
import { ClosingCta } from '@/features/info-pages/closing-cta';
import { CheckList, TermCards, termCards } from '@/features/info-pages/lists';
import { FreePremiumTable } from '@/features/pricing/free-premium-table';
import { cheapestPlan } from '@/features/pricing/plan-labels';
import { PlansUnavailable } from '@/features/pricing/plans-unavailable';
import { Link } from '@/i18n/navigation';
import { fetchPlans } from '@/lib/api/server';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/free-vpn');

/** What Free shares with Premium, and what it lacks (docs/product.md §1: Free shows ads; Premium is ad-free, has a kill switch, is faster). */
const INCLUDES = ['encryption', 'ip', 'wifi', 'noLogs', 'locations', 'support'] as const;
const LIMITS = ['ads', 'killSwitch', 'speed', 'locations'] as const;

/** The free version, honestly: what it gives, what it does not, and Premium's price from the plans API. */
export default async function FreeVpnPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const [t, plans] = await Promise.all([getTranslations('freeVpn'), fetchPlans()]);
  const values = {
    brand: BRAND.name,
    servers: MARKETING_CLAIMS.servers,
    locations: MARKETING_CLAIMS.locations,
    days: REFUND_WINDOW_DAYS,
  };
  const cheapest = cheapestPlan(plans);

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/free-vpn' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead', values)}>
        <Link href="/download" className={buttonClass.primary}>
          {t('hero.download')}
        </Link>
        <Link href="/pricing" className={buttonClass.secondary}>
          {t('hero.plans')}
        </Link>
      </PageHero>

      <Section id="includes" title={t('includes.title')} lead={t('includes.lead')}>
        <TermCards items={termCards(t, 'includes', INCLUDES, values)} mark="check" columns="sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <Section id="limits" tone="muted" title={t('limits.title')} lead={t('limits.lead')}>
        <TermCards items={termCards(t, 'limits', LIMITS, values)} mark="cross" />
      </Section>

      <Section id="compare" title={t('compare.title')} lead={t('compare.lead')}>
        <FreePremiumTable
          firstRow={{
            label: t('compare.priceLabel'),
            free: t('compare.priceFree'),
            premium: cheapest ? (
              <>
                <span className="block font-bold text-brand-900">
                  {t('compare.priceFrom', { price: formatMoney(cheapest.price_unit, cheapest.currency, locale) })}
                </span>
                <Link href="/pricing" className={`text-sm ${infoClass.textLink}`}>
                  {t('compare.plansLink')}
                </Link>
              </>
            ) : (
              t('compare.priceUnavailable')
            ),
          }}
        />
        {cheapest ? null : (
          <div className="mt-6">
            <PlansUnavailable retryHref="/free-vpn" />
          </div>
        )}
      </Section>

      <Section id="why" tone="muted" title={t('why.title')}>
        <div className="max-w-3xl space-y-4 text-slate-800">
          {numberedKeys(t, 'why').map((key) => (
            <p key={key}>
              {t.rich(key, {
                ...values,
                link: (chunks: ReactNode) => (
                  <Link href="/features/no-logs" className={infoClass.textLink}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ))}
        </div>
      </Section>

      <Section id="premium" title={t('premium.title')} lead={t('premium.lead')}>
        <CheckList items={numberedKeys(t, 'premium').map((key) => t(key))} />
        <p className="mt-6 max-w-3xl text-slate-800">
          {t('premium.guarantee', values)}{' '}
          <Link href="/money-back-guarantee" className={infoClass.textLink}>
            {t('premium.guaranteeLink')}
          </Link>
        </p>
        <Link href="/pricing" className={`mt-8 ${buttonClass.primary}`}>
          {t('premium.cta')}
        </Link>
      </Section>

      <Section id="start" tone="muted" title={t('start.title')} lead={t('start.lead')}>
        <InstallSteps
          steps={numberedKeys(t, 'start', '.title').map((key) => ({ title: t(`${key}.title`), text: t(`${key}.text`, values) }))}
        />
      </Section>

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values)} />

      <ClosingCta
        id="get-started"
        title={t('cta.title', values)}
        lead={t('cta.text')}
        action={
          <Link href="/download" className={buttonClass.inverted}>
            {t('cta.download')}
          </Link>
        }
        plansLabel={t('cta.plans')}
      />
    </>
  );
}
