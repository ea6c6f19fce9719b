import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BRAND, MARKETING_CLAIMS, REFUND_WINDOW_DAYS } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems } from '@/features/download/catalog-lists';
import { CheckIcon, ShieldIcon } from '@/features/pricing/icons';
import { catalogDisplayData, planLabels, type Translate } from '@/features/pricing/plan-labels';
import { PlansUnavailable } from '@/features/pricing/plans-unavailable';
import { PromotionCountdown, type CountdownTexts } from '@/features/promotion/countdown-client';
import { OfferCard } from '@/features/promotion/offer-card';
import { promotionOffer } from '@/features/promotion/offer';
import { countdownState } from '@/features/promotion/phase';
import { Link } from '@/i18n/navigation';
import { fetchPlans, fetchRunningCampaign } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

// Static, but the running campaign and its price follow the API within a minute (also when the
// build ran without it): a campaign appears and disappears at most a minute after its window
// opens or closes (docs/decisions/019). The countdown corrects the cached values in the browser.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/promotion', locale);
}

const INCLUDED = ['ads', 'killSwitch', 'speed', 'locations', 'encryption', 'support'] as const;
const CAMPAIGN_TERMS = ['plan', 'discount', 'window', 'payment', 'moneyBack', 'renewals'] as const;
const STANDING_TERMS = ['plan', 'payment', 'moneyBackStanding', 'renewals'] as const;
const FAQ = ['who', 'ends', 'refund'] as const;

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export default async function PromotionPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, tPricing, format, plans, running] = await Promise.all([
    getTranslations('promotion'),
    getTranslations('pricing'),
    getFormatter(),
    fetchPlans(),
    fetchRunningCampaign(),
  ]);
  const brand = { brand: BRAND.name };
  const offer = promotionOffer(plans, running);

  if (!offer) {
    // The API is down or sells nothing: say so, never invent figures.
    return (
      <>
        <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.titleUnavailable', brand)} lead={t('hero.leadUnavailable')} />
        <Section id="offer" title={t('offer.title')}>
          <PlansUnavailable retryHref="/promotion" />
          <p className="mt-6">
            <Link href="/pricing" className={linkClass}>
              {t('cta.allPlans')}{' '}
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                →
              </span>
            </Link>
          </p>
        </Section>
        <IncludedSection lead={t('included.leadStanding')} />
      </>
    );
  }

  const pricing: Translate = (key, values) => tPricing(key, values);
  const labels = planLabels(offer.plan, { t: pricing, locale, displayData: catalogDisplayData(pricing) });
  const common = { ...brand, months: offer.months, perMonth: labels.perMonthAmount, total: labels.total, plan: labels.name };

  if (offer.kind === 'standing') {
    // No campaign runs: the recommended plan at its normal price, no countdown, nothing about an end.
    const values = { ...common, days: REFUND_WINDOW_DAYS };
    return (
      <>
        <PageHero eyebrow={t('hero.eyebrowStanding')} title={t('hero.titleStanding', values)} lead={t('hero.leadStanding', values)}>
          <Link href={offer.checkoutHref} prefetch={false} className={buttonClass.primary}>
            {t('cta.buy', values)}
          </Link>
          <Link href="/pricing" className={buttonClass.secondary}>
            {t('cta.allPlans')}
          </Link>
        </PageHero>
        <Section id="offer" title={t('offer.title')}>
          <div className="grid gap-8 lg:grid-cols-2">
            <OfferCard
              label={t('offer.standingPrice')}
              name={labels.name}
              perMonth={labels.perMonth}
              billed={labels.billed}
              discount={labels.discount}
              buyLabel={t('cta.buy', values)}
              checkoutHref={offer.checkoutHref}
              guarantee={t('cta.guarantee', values)}
            />
            <OfferTerms
              title={t('terms.title')}
              items={STANDING_TERMS.map((key) => t(`terms.${key}`, values))}
              policyLink={t('terms.policyLink')}
            />
          </div>
        </Section>
        <IncludedSection lead={t('included.leadStanding')} />
      </>
    );
  }

  // Campaign instants in UTC with the zone named, so every visitor reads the same moment.
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
  const values = {
    ...common,
    percent: offer.campaign.discount_percent,
    days: offer.campaign.money_back_days,
    start: when(offer.window.startsAt),
    end: when(offer.window.endsAt),
  };
  const initial = countdownState(offer.window, new Date());

  const countdownTexts: CountdownTexts = {
    heading: { upcoming: t('countdown.upcoming'), running: t('countdown.running'), ended: t('countdown.ended') },
    sentence: {
      upcoming: t('countdown.sentenceUpcoming', values),
      running: t('countdown.sentenceRunning', values),
      ended: t('countdown.sentenceEnded', values),
    },
    units: { days: t('countdown.days'), hours: t('countdown.hours'), minutes: t('countdown.minutes'), seconds: t('countdown.seconds') },
  };

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <PromotionCountdown campaign={offer.window} initial={initial} texts={countdownTexts} />
        <Link href={offer.checkoutHref} prefetch={false} className={buttonClass.primary}>
          {t('cta.buy', values)}
        </Link>
        <p className="flex items-center gap-2 font-medium text-slate-800">
          <ShieldIcon className="size-5 text-green-700" />
          {t('cta.guarantee', values)}
        </p>
      </PageHero>

      <Section id="offer" title={t('offer.title')}>
        <div className="grid gap-8 lg:grid-cols-2">
          <OfferCard
            label={t('offer.promotionPrice')}
            name={labels.name}
            perMonth={labels.perMonth}
            billed={labels.billed}
            discount={pricing('plans.save', { percent: offer.campaign.discount_percent })}
            buyLabel={t('cta.buy', values)}
            checkoutHref={offer.checkoutHref}
            guarantee={t('cta.guarantee', values)}
          />
          <OfferTerms
            title={t('terms.title')}
            items={CAMPAIGN_TERMS.map((key) => t(`terms.${key}`, values))}
            policyLink={t('terms.policyLink')}
          />
        </div>
      </Section>

      <IncludedSection lead={t('included.lead')} />

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)} />
    </>
  );
}

/** The terms of the offer beside its card, with the link to the money-back policy. */
function OfferTerms({ title, items, policyLink }: { title: string; items: readonly string[]; policyLink: string }) {
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-800">
            <CheckIcon className="mt-0.5 size-5 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <Link href="/money-back-guarantee" className={`mt-6 inline-block ${linkClass}`}>
        {policyLink}
      </Link>
    </div>
  );
}

/** What Premium includes: the same whatever the campaign says, so it shows in every state. */
async function IncludedSection({ lead }: { lead: string }) {
  const t = await getTranslations('promotion');
  const claims = {
    locations: MARKETING_CLAIMS.locations,
    servers: MARKETING_CLAIMS.servers,
    encryption: MARKETING_CLAIMS.encryption,
  };
  return (
    <Section id="included" tone="muted" title={t('included.title')} lead={lead}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {INCLUDED.map((key) => (
          <li key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 font-medium text-slate-900">
            <CheckIcon className="size-5 text-green-700" />
            {t(`included.${key}`, claims)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
