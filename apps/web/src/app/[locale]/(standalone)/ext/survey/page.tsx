import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND, UNINSTALL_REASONS, type UninstallReason } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { errorMessages } from '@/features/account/server-messages';
import { SurveyForm } from '@/features/survey/survey-form-client';
import { surveyAppOf } from '@/features/survey/survey-query';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  // The extension's uninstall link may carry ?app_type=…&app_version=… (survey-query.ts).
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/ext/survey', locale);
}

/** Where someone who removed the extension can get an app again (the download pages, docs/product.md §2). */
const DOWNLOADS = [
  { key: 'windows', path: '/download/windows' },
  { key: 'macos', path: '/download/macos' },
  { key: 'ios', path: '/download/ios' },
  { key: 'android', path: '/download/androidpro' },
] as const;

/** The page the browser extension opens when it is removed (docs/product.md §2 `/ext/survey`). */
export default async function UninstallSurveyPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const [t, tForm, messages, query] = await Promise.all([
    getTranslations('help.survey'),
    getTranslations('account.form'),
    errorMessages(),
    searchParams,
  ]);
  const brand = { brand: BRAND.name };
  const reasons = Object.fromEntries(UNINSTALL_REASONS.map((reason) => [reason, t(`reasons.${reason}`)])) as Record<
    UninstallReason,
    string
  >;

  const thanks = (
    <div className="rounded-2xl border border-green-700 bg-green-50 p-6">
      <h2 className="text-xl font-bold text-green-900">{t('thanks.title')}</h2>
      <p className="mt-2 text-green-900">{t('thanks.body', brand)}</p>
      <h3 className="mt-6 font-semibold text-slate-900">{t('thanks.linksTitle', brand)}</h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        {DOWNLOADS.map(({ key, path }) => (
          <li key={key}>
            <Link href={path} className={buttonClass.secondary}>
              {t(`thanks.${key}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link href="/download" className={buttonClass.primary}>
            {t('thanks.all')}
          </Link>
        </li>
      </ul>
    </div>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title', brand)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('lead', brand)}</p>
      <div className="mt-8">
        <SurveyForm
          app={surveyAppOf(query)}
          messages={messages}
          thanks={thanks}
          labels={{
            legend: t('reasons.legend'),
            hint: t('reasons.hint'),
            reasons,
            comment: t('comment'),
            submit: t('submit'),
            submitting: t('submitting'),
            errorTitle: tForm('errorTitle'),
          }}
        />
      </div>
    </div>
  );
}
