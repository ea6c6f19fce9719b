import { getTranslations } from 'next-intl/server';
import { LegalList, LegalSection } from '@/features/legal/legal-document';
import { LegalPage } from '@/features/legal/legal-page';
import { legalValues } from '@/features/legal/rich';
import { StorageTables, setsNoAttribution } from '@/features/legal/storage-tables';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/cookie-policy');

/** The policy's parts in order (catalog key → anchor). */
const SECTIONS = {
  summary: 'in-short',
  list: 'cookie-list',
  thirdParties: 'other-companies',
  choices: 'your-choices',
  changes: 'changes',
  contact: 'contact',
} as const;

const CHOICES = ['browser', 'necessary', 'controls'] as const;

export default async function CookiePolicyPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('legal.cookies');

  return (
    <LegalPage namespace="legal.cookies" path="/cookie-policy" document="cookies" sections={SECTIONS} values={legalValues}>
      <LegalSection id={SECTIONS.summary} title={t('summary.title')}>
        <p>{t('summary.purpose')}</p>
        {/* Said only while the inventory really has no attribution entry. */}
        {setsNoAttribution() ? <p>{t('summary.noTracking')}</p> : null}
        <p>{t('summary.kinds')}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.list} title={t('list.title')}>
        <StorageTables />
      </LegalSection>

      <LegalSection id={SECTIONS.thirdParties} title={t('thirdParties.title')}>
        <p>{t('thirdParties.text')}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.choices} title={t('choices.title')}>
        <LegalList items={CHOICES.map((key) => t(`choices.${key}`))} />
      </LegalSection>

      <LegalSection id={SECTIONS.changes} title={t('changes.title')}>
        <p>{t('changes.text')}</p>
      </LegalSection>
    </LegalPage>
  );
}
