import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import {
  BRAND,
  MAX_DEVICES_PER_ACCOUNT,
  PROMOTION_MONEY_BACK_DAYS,
  REFUND_PROCESSING_WORKING_DAYS,
  REFUND_REPLY_WORKING_DAYS,
  REFUND_WINDOW_DAYS,
} from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { LastUpdated, LegalDocument, LegalList, LegalSection } from '@/features/legal/legal-document';
import { LEGAL_LAST_UPDATED } from '@/features/legal/legal-facts';
import { legalLinkClass, legalTags, legalValues } from '@/features/legal/rich';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/terms-of-service', locale);
}

/** The terms' parts in order (catalog key → anchor). */
const SECTIONS = {
  service: 'the-service',
  accounts: 'your-account',
  plans: 'plans-and-payments',
  moneyBack: 'money-back-guarantee',
  free: 'free-version',
  acceptableUse: 'acceptable-use',
  availability: 'availability',
  termination: 'ending-your-use',
  liability: 'liability',
  changes: 'changes',
  contact: 'contact',
} as const;

/** The points of each listed part, in order. */
const POINTS = {
  accounts: ['email', 'password', 'devices', 'misuse'],
  plans: ['prices', 'paypal', 'stacking', 'trial', 'stores', 'region'],
  acceptableUse: ['law', 'attacks', 'spam', 'harm', 'overload', 'resell'],
  termination: ['you', 'us', 'refund'],
  liability: ['asIs', 'outside', 'law'],
} as const;

/** Numbers and names from the domain (the refund rules of docs/product.md §1, §9): the copy never repeats one. */
const values = {
  ...legalValues,
  devices: MAX_DEVICES_PER_ACCOUNT,
  refundDays: REFUND_WINDOW_DAYS,
  promotionDays: PROMOTION_MONEY_BACK_DAYS,
  replyDays: REFUND_REPLY_WORKING_DAYS,
  processingDays: REFUND_PROCESSING_WORKING_DAYS,
};

export default async function TermsOfServicePage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('legal.terms');
  const tDocument = await getTranslations('legal.document');
  const rich = (key: string) => t.rich(key, { ...values, ...legalTags });
  const points = (part: keyof typeof POINTS) => <LegalList items={POINTS[part].map((point) => rich(`${part}.${point}`))} />;
  const toc = Object.entries(SECTIONS).map(([key, anchor]) => ({ id: anchor, label: t(`${key}.title`) }));

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/terms-of-service' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <LastUpdated isoDate={LEGAL_LAST_UPDATED.terms} />
      </PageHero>

      <LegalDocument tocLabel={tDocument('toc')} toc={toc}>
        <LegalSection id={SECTIONS.service} title={t('service.title')}>
          <p>{t('service.what', values)}</p>
          <p>{rich('service.agree')}</p>
        </LegalSection>

        <LegalSection id={SECTIONS.accounts} title={t('accounts.title')}>
          {points('accounts')}
        </LegalSection>

        <LegalSection id={SECTIONS.plans} title={t('plans.title')}>
          {points('plans')}
        </LegalSection>

        <LegalSection id={SECTIONS.moneyBack} title={t('moneyBack.title')}>
          <p>{t('moneyBack.text', values)}</p>
          <p>{t('moneyBack.request', values)}</p>
          <p>
            <Link href="/money-back-guarantee" className={legalLinkClass}>
              {t('moneyBack.link')}
            </Link>
          </p>
        </LegalSection>

        <LegalSection id={SECTIONS.free} title={t('free.title')}>
          <p>{t('free.text', values)}</p>
        </LegalSection>

        <LegalSection id={SECTIONS.acceptableUse} title={t('acceptableUse.title')}>
          <p>{t('acceptableUse.lead', values)}</p>
          {points('acceptableUse')}
          <p>{t('acceptableUse.consequence')}</p>
        </LegalSection>

        <LegalSection id={SECTIONS.availability} title={t('availability.title')}>
          <p>{t('availability.uptime', values)}</p>
          <p>{t('availability.changes')}</p>
          <p>{t('availability.others')}</p>
        </LegalSection>

        <LegalSection id={SECTIONS.termination} title={t('termination.title')}>
          {points('termination')}
        </LegalSection>

        <LegalSection id={SECTIONS.liability} title={t('liability.title')}>
          {points('liability')}
        </LegalSection>

        <LegalSection id={SECTIONS.changes} title={t('changes.title')}>
          <p>{t('changes.text', values)}</p>
        </LegalSection>

        <LegalSection id={SECTIONS.contact} title={t('contact.title')}>
          <p>{rich('contact.text')}</p>
          <a href={`mailto:${BRAND.supportEmail}`} className={buttonClass.primary}>
            {tDocument('email')}
          </a>
        </LegalSection>
      </LegalDocument>
    </>
  );
}
