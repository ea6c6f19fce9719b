import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND, queryValue } from '@kestrel/domain';
import { errorMessages } from '@/features/account/server-messages';
import { NewsletterForm } from '@/features/newsletter/subscribe-form-client';
import { UnsubscribeButton } from '@/features/newsletter/unsubscribe-client';
import { CheckIcon } from '@/features/pricing/icons';
import { confirmNewsletter, type NewsletterConfirmResult } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { visitorIp } from '@/lib/visitor';

type Props = {
  params: Promise<{ locale: string }>;
  // The newsletter mails' links (apps/api newsletter.service.ts): ?confirm=<token> subscribes,
  // ?unsubscribe=<token> offers the Unsubscribe button.
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/edmsub', locale);
}

const CONTENTS = ['product', 'privacy', 'offers'] as const;

/** A panel for what the link of the mail did, with its own heading under the page's h1. */
function Outcome({ id, title, tone, children }: { id: string; title: string; tone: 'success' | 'problem' | 'info'; children: ReactNode }) {
  const tones = {
    success: 'border-green-700 bg-green-50 text-green-900',
    problem: 'border-red-700 bg-red-50 text-red-900',
    info: 'border-brand-600 bg-white text-slate-900',
  };
  return (
    <section aria-labelledby={`${id}-title`} className={`mt-8 rounded-lg border-s-4 p-5 ${tones[tone]}`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}

/**
 * The newsletter (docs/product.md §2 `/edmsub`): what it contains and the sign-up form; the
 * confirmation link of its mail, confirmed here on the server so it needs no script; and the page
 * its unsubscribe link opens, where only the button unsubscribes.
 */
export default async function NewsletterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, tForm, messages, query] = await Promise.all([
    getTranslations('help.newsletter'),
    getTranslations('account.form'),
    errorMessages(),
    searchParams,
  ]);
  const brand = { brand: BRAND.name };
  const confirmToken = queryValue(query, 'confirm')?.trim();
  const unsubscribeToken = queryValue(query, 'unsubscribe')?.trim();
  const confirmed: NewsletterConfirmResult | undefined = confirmToken
    ? await confirmNewsletter(confirmToken, locale, await visitorIp())
    : undefined;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title', brand)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('lead', brand)}</p>

      {confirmed?.kind === 'subscribed' ? (
        <Outcome id="confirmed" tone="success" title={t('confirmed.title')}>
          <p>{t('confirmed.body', brand)}</p>
        </Outcome>
      ) : null}
      {confirmed?.kind === 'refused' ? (
        <Outcome id="confirm-failed" tone="problem" title={t('confirmFailed.title')}>
          <p>{confirmed.message}</p>
          <p>{t('confirmFailed.again')}</p>
        </Outcome>
      ) : null}
      {confirmed?.kind === 'unavailable' ? (
        <Outcome id="confirm-failed" tone="problem" title={t('confirmFailed.title')}>
          <p>{t('confirmFailed.unavailable')}</p>
        </Outcome>
      ) : null}
      {unsubscribeToken && !confirmed ? (
        <Outcome id="unsubscribe" tone="info" title={t('unsubscribe.title', brand)}>
          <p>{t('unsubscribe.body')}</p>
          <UnsubscribeButton
            token={unsubscribeToken}
            messages={messages}
            labels={{
              button: t('unsubscribe.button'),
              busy: t('unsubscribe.busy'),
              done: t('unsubscribe.done'),
              again: t('unsubscribe.again'),
            }}
          />
        </Outcome>
      ) : null}

      <section aria-labelledby="contents-title" className="mt-10">
        <h2 id="contents-title" className="text-xl font-bold text-brand-900">
          {t('contents.title')}
        </h2>
        <ul className="mt-4 space-y-2">
          {CONTENTS.map((key) => (
            <li key={key} className="flex gap-2 text-slate-800">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {t(`contents.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">{t('contents.unsubscribe')}</p>
      </section>

      {confirmed?.kind === 'subscribed' ? null : (
        <section aria-labelledby="subscribe-title" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="subscribe-title" className="text-xl font-bold text-brand-900">
            {t('form.title')}
          </h2>
          <div className="mt-4">
            <NewsletterForm
              messages={messages}
              labels={{
                email: t('form.email'),
                submit: t('form.submit'),
                submitting: t('form.submitting'),
                sent: t.raw('form.sent') as string,
                errorTitle: tForm('errorTitle'),
              }}
            />
          </div>
        </section>
      )}
    </div>
  );
}
