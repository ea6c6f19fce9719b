import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { CheckIcon } from '@/features/pricing/icons';

/** What an application tells us: the fields the application form will ask for. */
const ASKS = ['name', 'email', 'links', 'audience', 'message'] as const;

/** A mailto: link to the partner team, with a subject that tells affiliate and creator applications apart. */
const partnersMailto = (subject: string): string => `mailto:${BRAND.partnersEmail}?subject=${encodeURIComponent(subject)}`;

/**
 * The "Apply" section of the affiliate and influencer pages (#apply, the target of their hero
 * buttons). Until the application form exists, applying is an email to the partner team; the form
 * will take the place of the email link inside this section.
 */
export async function ApplySection({
  title,
  lead,
  subject,
  tone = 'muted',
}: {
  title: string;
  lead: string;
  subject: string;
  /** The band's colour, so that it differs from the section above it. */
  tone?: 'plain' | 'muted';
}) {
  const t = await getTranslations('company.apply');
  const brand = { brand: BRAND.name };
  const mailto = partnersMailto(subject);
  return (
    <Section id="apply" tone={tone} title={title} lead={lead}>
      <div className={`max-w-3xl rounded-xl border border-slate-200 p-6 ${tone === 'muted' ? 'bg-white' : 'bg-slate-50'}`}>
        <h3 className="text-lg font-semibold text-slate-900">{t('asksTitle')}</h3>
        <ul className="mt-4 space-y-2">
          {ASKS.map((key) => (
            <li key={key} className="flex gap-2 text-slate-800">
              <CheckIcon className="mt-0.5 size-5 text-brand-600" />
              {t(`asks.${key}`, brand)}
            </li>
          ))}
        </ul>
        <a href={mailto} className={`${buttonClass.primary} mt-6`}>
          {t('button')}
        </a>
        <p className="mt-4 text-slate-700">
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
    </Section>
  );
}
