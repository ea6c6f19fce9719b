import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, REFUND_REPLY_WORKING_DAYS, TEXT_MAX_LENGTH } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ApiFeedback } from '@/components/ui/api-feedback';
import { sharedFormLabels } from '@/features/account/form-labels';
import { errorMessages } from '@/features/account/server-messages';
import { ContactForm } from '@/features/support/contact-form-client';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/contact-us', locale);
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * The contact form (docs/product.md §2, §5). A marketing page, the same for every visitor, so the
 * email is not filled in for a signed-in visitor (that would need the session on the server or a
 * script): the visitor types it.
 */
export default async function ContactPage({ params }: Props) {
  await pageLocale(params);
  const [t, shared, messages] = await Promise.all([getTranslations('help.contact'), sharedFormLabels(), errorMessages()]);
  const brand = { brand: BRAND.name };
  const tags = {
    faq: (chunks: ReactNode) => (
      <Link href="/faq" className={linkClass}>
        {chunks}
      </Link>
    ),
    refund: (chunks: ReactNode) => (
      <Link href="/refund-request" className={linkClass}>
        {chunks}
      </Link>
    ),
  };

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/contact-us' }]} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <div>
            <p className="font-semibold text-brand-700">{t('hero.eyebrow')}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-5 text-lg text-slate-700">{t('hero.lead', brand)}</p>
            <h2 className="mt-10 text-xl font-bold text-brand-900">{t('intro.title')}</h2>
            <div className="mt-3 space-y-3 text-slate-800">
              <p>{t('intro.topics', brand)}</p>
              <p>{t('intro.details')}</p>
              <p>{t.rich('intro.faq', tags)}</p>
              <p>{t.rich('intro.refund', { ...tags, replyDays: REFUND_REPLY_WORKING_DAYS })}</p>
            </div>
          </div>
          <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
              {t('form.title')}
            </h2>
            <div className="mt-5">
              <ContactForm
                messages={messages}
                limit={TEXT_MAX_LENGTH}
                labels={{
                  email: t('form.email'),
                  emailHint: t('form.emailHint'),
                  name: t('form.name'),
                  inquiry: t('form.inquiry'),
                  inquiryHint: t('form.inquiryHint', { max: TEXT_MAX_LENGTH }),
                  count: t.raw('form.count') as string,
                  countLabel: t('form.countLabel'),
                  submit: t('form.submit'),
                  submitting: t('form.submitting'),
                  successText: t('form.successText'),
                  errorTitle: shared.errorTitle,
                }}
              />
            </div>
          </section>
        </div>
      </div>
      {/* The form calls the API from the browser: its generic message and the session dialog, localized. */}
      <ApiFeedback />
    </>
  );
}
