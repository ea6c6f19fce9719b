import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { LastUpdated, LegalDocument, LegalList, LegalSection } from '@/features/legal/legal-document';
import { LEGAL_LAST_UPDATED } from '@/features/legal/legal-facts';
import { legalTags, legalValues } from '@/features/legal/rich';
import { StorageTables, setsNoAttribution } from '@/features/legal/storage-tables';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/cookie-policy', locale);
}

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

export default async function CookiePolicyPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('legal.cookies');
  const tDocument = await getTranslations('legal.document');
  const toc = Object.entries(SECTIONS).map(([key, anchor]) => ({ id: anchor, label: t(`${key}.title`) }));

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/cookie-policy' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', legalValues)} lead={t('hero.lead')}>
        <LastUpdated isoDate={LEGAL_LAST_UPDATED.cookies} />
      </PageHero>

      <LegalDocument tocLabel={tDocument('toc')} toc={toc}>
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

        <LegalSection id={SECTIONS.contact} title={t('contact.title')}>
          <p>{t.rich('contact.text', { ...legalValues, ...legalTags })}</p>
          <a href={`mailto:${BRAND.supportEmail}`} className={buttonClass.primary}>
            {tDocument('email')}
          </a>
        </LegalSection>
      </LegalDocument>
    </>
  );
}
