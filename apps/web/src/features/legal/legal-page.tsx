import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { LastUpdated, LegalDocument, LegalSection } from './legal-document';
import { LEGAL_LAST_UPDATED } from './legal-facts';
import { legalTags } from './rich';

/**
 * A legal page: breadcrumb, hero with its date of last update, the table of contents built from
 * `sections` (catalog key → anchor, in order), the page's own sections (`children`), and last the
 * contact section every legal text ends with. Its texts come from the catalog group `namespace`:
 * `breadcrumb`, `hero.*`, `<key>.title` of each section, `contact.text` (rich, with `legalTags`).
 */
export async function LegalPage({
  namespace,
  path,
  document,
  sections,
  values,
  children,
}: {
  namespace: 'legal.privacy' | 'legal.terms' | 'legal.cookies';
  path: string;
  document: keyof typeof LEGAL_LAST_UPDATED;
  sections: { readonly contact: string } & Readonly<Record<string, string>>;
  values: Record<string, string | number>;
  children: ReactNode;
}) {
  const [t, tDocument] = await Promise.all([getTranslations(namespace), getTranslations('legal.document')]);
  const toc = Object.entries(sections).map(([key, anchor]) => ({ id: anchor, label: t(`${key}.title`) }));

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <LastUpdated isoDate={LEGAL_LAST_UPDATED[document]} />
      </PageHero>

      <LegalDocument tocLabel={tDocument('toc')} toc={toc}>
        {children}

        <LegalSection id={sections.contact} title={t('contact.title')}>
          <p>{t.rich('contact.text', { ...values, ...legalTags })}</p>
          <a href={`mailto:${BRAND.supportEmail}`} className={buttonClass.primary}>
            {tDocument('email')}
          </a>
        </LegalSection>
      </LegalDocument>
    </>
  );
}
