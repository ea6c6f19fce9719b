import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import { ApiFeedback } from '@/components/ui/api-feedback';
import { Section } from '@/components/ui/section';
import { errorMessages } from '@/features/account/server-messages';
import { ApplicationForm, type ApplicationLabels } from './application-form-client';
import { APPLICATION_FIELDS, type ApplicationKind } from './application-fields';

/** A mailto: link to the partner team, with a subject that tells affiliate and creator applications apart. */
const partnersMailto = (subject: string): string => `mailto:${BRAND.partnersEmail}?subject=${encodeURIComponent(subject)}`;

/**
 * The "Apply" section of the affiliate and influencer pages (#apply, the target of their hero
 * buttons): the program's application form, and the partner team's address for those who would
 * rather write. These marketing pages are the only ones of the default layout that call the API from
 * the browser, so the section brings the API feedback (localized generic error, "Confirm logout")
 * that the plain, simple and standalone layouts mount for their pages.
 */
export async function ApplySection({
  kind,
  title,
  lead,
  subject,
  tone = 'muted',
}: {
  kind: ApplicationKind;
  title: string;
  lead: string;
  subject: string;
  /** The band's colour, so that it differs from the section above it. */
  tone?: 'plain' | 'muted';
}) {
  const [t, tForm, messages] = await Promise.all([getTranslations('company.apply'), getTranslations('account.form'), errorMessages()]);
  const brand = { brand: BRAND.name };
  const mailto = partnersMailto(subject);
  const names = [...new Set([...APPLICATION_FIELDS.influencer, ...APPLICATION_FIELDS.affiliate])];
  const labels: ApplicationLabels = {
    fields: Object.fromEntries(
      names.map((field) => [
        field,
        { label: t(`form.${field}`), hint: t.has(`form.${field}Hint`) ? t(`form.${field}Hint`, brand) : undefined },
      ]),
    ) as ApplicationLabels['fields'],
    submit: t('form.submit'),
    submitting: t('form.submitting'),
    received: t('form.received'),
    errorTitle: tForm('errorTitle'),
  };
  return (
    <Section id="apply" tone={tone} title={title} lead={lead}>
      <div className={`max-w-3xl rounded-xl border border-slate-200 p-6 ${tone === 'muted' ? 'bg-white' : 'bg-slate-50'}`}>
        <ApplicationForm kind={kind} labels={labels} messages={messages} />
        <p className="mt-6 text-slate-700">
          {t.rich('address', {
            email: BRAND.partnersEmail,
            mail: (chunks: ReactNode) => (
              <a href={mailto} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {chunks}
              </a>
            ),
          })}
        </p>
        <p className="mt-2 text-slate-700">{t('reply')}</p>
      </div>
      <ApiFeedback />
    </Section>
  );
}
