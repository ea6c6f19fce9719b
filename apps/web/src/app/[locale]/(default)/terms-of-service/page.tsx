import { getTranslations } from 'next-intl/server';
import { MAX_DEVICES_PER_ACCOUNT } from '@kestrel/domain';
import { LegalList, LegalSection } from '@/features/legal/legal-document';
import { REFUND_VALUES } from '@/features/legal/legal-facts';
import { LegalPage } from '@/features/legal/legal-page';
import { legalLinkClass, legalTags, legalValues } from '@/features/legal/rich';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/terms-of-service');

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
const values = { ...legalValues, ...REFUND_VALUES, devices: MAX_DEVICES_PER_ACCOUNT };

export default async function TermsOfServicePage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('legal.terms');
  const rich = (key: string) => t.rich(key, { ...values, ...legalTags });
  const points = (part: keyof typeof POINTS) => <LegalList items={POINTS[part].map((point) => rich(`${part}.${point}`))} />;

  return (
    <LegalPage namespace="legal.terms" path="/terms-of-service" document="terms" sections={SECTIONS} values={values}>
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
    </LegalPage>
  );
}
