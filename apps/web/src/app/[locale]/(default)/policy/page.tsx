import { getTranslations } from 'next-intl/server';
import { MAX_DEVICES_PER_ACCOUNT } from '@kestrel/domain';
import { LegalList, LegalSection, LegalSubsection } from '@/features/legal/legal-document';
import { STORED_DATA_VALUES } from '@/features/legal/inventory';
import { LegalPage } from '@/features/legal/legal-page';
import { legalTags, legalValues } from '@/features/legal/rich';
import { RetentionTable } from '@/features/legal/storage-tables';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/policy');

/** The policy's parts in order (catalog key → anchor). */
const SECTIONS = {
  who: 'who-we-are',
  collect: 'what-we-collect',
  notCollected: 'what-we-do-not-collect',
  cookies: 'cookies',
  processors: 'processors',
  retention: 'retention',
  rights: 'your-rights',
  children: 'children',
  security: 'security',
  changes: 'changes',
  contact: 'contact',
} as const;

/** What we collect, by topic (docs/product.md §3 entities; the support forms of issue 11). */
const COLLECTED = ['account', 'devices', 'purchases', 'requests', 'newsletter'] as const;
const TECHNICAL_USES = ['rateLimits', 'geo', 'region'] as const;
const NOT_COLLECTED = ['activity', 'payment', 'tracking', 'ip'] as const;
const PROCESSORS = ['paypal', 'mail', 'recaptcha'] as const;
const RIGHTS = ['access', 'correction', 'deletion', 'objection', 'portability'] as const;
const SECURITY = ['hashes', 'https', 'abuse', 'logs', 'payments'] as const;

/** The technical-data text states the rate-limit counters' lifetime as the retention table does. */
const values = { ...legalValues, ...STORED_DATA_VALUES.rateLimits, devices: MAX_DEVICES_PER_ACCOUNT };

export default async function PrivacyPolicyPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('legal.privacy');
  const rich = (key: string) => t.rich(key, { ...values, ...legalTags });

  return (
    <LegalPage namespace="legal.privacy" path="/policy" document="privacy" sections={SECTIONS} values={values}>
      <LegalSection id={SECTIONS.who} title={t('who.title')}>
        <p>{t('who.text', values)}</p>
        <p>{t('who.scope')}</p>
        <p>{rich('who.contact')}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.collect} title={t('collect.title')}>
        <p>{t('collect.lead')}</p>
        {COLLECTED.map((topic) => (
          <LegalSubsection key={topic} id={`collect-${topic}`} title={t(`collect.${topic}.title`)}>
            <p>{t(`collect.${topic}.what`, values)}</p>
            <p>{t(`collect.${topic}.why`)}</p>
          </LegalSubsection>
        ))}
        <LegalSubsection id="collect-technical" title={t('collect.technical.title')}>
          <p>{t('collect.technical.what')}</p>
          <LegalList items={TECHNICAL_USES.map((use) => t(`collect.technical.${use}`, values))} />
          <p>{t('collect.technical.logs')}</p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection id={SECTIONS.notCollected} title={t('notCollected.title')}>
        <LegalList items={NOT_COLLECTED.map((key) => rich(`notCollected.${key}`))} />
      </LegalSection>

      <LegalSection id={SECTIONS.cookies} title={t('cookies.title')}>
        <p>{rich('cookies.text')}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.processors} title={t('processors.title')}>
        <p>{t('processors.lead')}</p>
        <dl className="space-y-4">
          {PROCESSORS.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 p-5">
              <dt className="font-semibold text-slate-900">{t(`processors.${key}.term`)}</dt>
              <dd className="mt-1">{t(`processors.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('processors.authorities')}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.retention} title={t('retention.title')}>
        <p>{t('retention.lead')}</p>
        <RetentionTable />
      </LegalSection>

      <LegalSection id={SECTIONS.rights} title={t('rights.title')}>
        <p>{t('rights.lead')}</p>
        <LegalList items={RIGHTS.map((key) => t(`rights.${key}`))} />
        <p>{rich('rights.how')}</p>
        <p>{rich('rights.self')}</p>
        <p>{t('rights.deletionNote')}</p>
        <p>{t('rights.authority')}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.children} title={t('children.title')}>
        <p>{t('children.text', values)}</p>
      </LegalSection>

      <LegalSection id={SECTIONS.security} title={t('security.title')}>
        <LegalList items={SECURITY.map((key) => t(`security.${key}`))} />
      </LegalSection>

      <LegalSection id={SECTIONS.changes} title={t('changes.title')}>
        <p>{t('changes.text')}</p>
      </LegalSection>
    </LegalPage>
  );
}
