import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { AuthCard, accountLinkClass } from '@/features/account/auth-card';
import { queryValue, sharedFormLabels } from '@/features/account/form-labels';
import { afterSignInPath, inLanguage, safeNextPath } from '@/features/account/next-path';
import { errorMessages } from '@/features/account/server-messages';
import { SessionSync } from '@/features/account/session-sync-client';
import { SignupForm } from '@/features/account/signup-form-client';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/signup', locale);
}

export default async function SignupPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, shared, messages, query] = await Promise.all([
    getTranslations('account.signup'),
    sharedFormLabels(),
    errorMessages(),
    searchParams,
  ]);
  const brand = { brand: BRAND.name };
  const next = safeNextPath(queryValue(query, 'next'));
  const keepNext = next ? `?next=${encodeURIComponent(next)}` : '';

  return (
    <AuthCard
      title={t('title')}
      lead={t('lead', brand)}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link href={`/login${keepNext}`} className={accountLinkClass}>
            {t('signIn')}
          </Link>
        </>
      }
    >
      <SignupForm
        locale={locale}
        next={next}
        messages={messages}
        labels={{
          ...shared,
          email: t('email'),
          sendCode: t('sendCode'),
          sendingCode: t('sendingCode'),
          codeSent: t.raw('codeSent') as string,
          changeEmail: t('changeEmail'),
          code: t('code'),
          codeHint: t('codeHint', brand),
          password: t('password'),
          confirmPassword: t('confirmPassword'),
          submit: t('submit'),
          submitting: t('submitting'),
        }}
      />
      <p className="mt-6 text-sm text-slate-700">
        {t.rich('terms', {
          terms: (chunks) => (
            <Link href="/terms-of-service" className={accountLinkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/policy" className={accountLinkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <SessionSync mode="sign-in" signInPath={inLanguage(locale, '/login')} afterSignInPath={afterSignInPath(next, locale)} />
    </AuthCard>
  );
}
