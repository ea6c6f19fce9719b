import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { AuthCard, accountLinkClass } from '@/features/account/auth-card';
import { queryValue } from '@kestrel/domain';
import { sharedFormLabels } from '@/features/account/form-labels';
import { inLanguage } from '@kestrel/domain/languages';
import { ResetPasswordForm } from '@/features/account/reset-password-form-client';
import { errorMessages } from '@/features/account/server-messages';
import { SessionSync } from '@/features/account/session-sync-client';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  // ?email= fills the email; ?sent=1 says a code was just sent to it.
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/resetPassword', locale);
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, shared, messages, query] = await Promise.all([
    getTranslations('account.resetPassword'),
    sharedFormLabels(),
    errorMessages(),
    searchParams,
  ]);
  const email = (queryValue(query, 'email') ?? '').trim().slice(0, 254);

  return (
    <AuthCard
      title={t('title')}
      lead={t('lead')}
      footer={
        <Link href="/login" className={accountLinkClass}>
          {t('backToSignIn')}
        </Link>
      }
    >
      <ResetPasswordForm
        locale={locale}
        initialEmail={email}
        codeSent={queryValue(query, 'sent') === '1'}
        messages={messages}
        labels={{
          ...shared,
          codeSent: t.raw('codeSent') as string,
          email: t('email'),
          code: t('code'),
          password: t('password'),
          confirmPassword: t('confirmPassword'),
          submit: t('submit'),
          submitting: t('submitting'),
          successTitle: t('successTitle'),
          successText: t('successText'),
        }}
        signInLink={
          <Link href="/login" className={buttonClass.primary}>
            {t('signIn')}
          </Link>
        }
      />
      <SessionSync mode="neutral" signInPath={inLanguage(locale, '/login')} afterSignInPath={inLanguage(locale, '/myAccount')} />
    </AuthCard>
  );
}
