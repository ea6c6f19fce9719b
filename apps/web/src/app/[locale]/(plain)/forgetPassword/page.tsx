import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard, accountLinkClass } from '@/features/account/auth-card';
import { sharedFormLabels } from '@/features/account/form-labels';
import { ForgotPasswordForm } from '@/features/account/forgot-password-form-client';
import { inLanguage } from '@kestrel/domain/languages';
import { errorMessages } from '@/features/account/server-messages';
import { SessionSync } from '@/features/account/session-sync-client';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/forgetPassword', locale);
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, shared, messages] = await Promise.all([getTranslations('account.forgotPassword'), sharedFormLabels(), errorMessages()]);

  return (
    <AuthCard
      title={t('title')}
      lead={t('lead')}
      footer={
        <div className="flex flex-col items-center gap-2">
          <p>
            {t('haveCode')}{' '}
            <Link href="/resetPassword" className={accountLinkClass}>
              {t('enterCode')}
            </Link>
          </p>
          <Link href="/login" className={accountLinkClass}>
            {t('backToSignIn')}
          </Link>
        </div>
      }
    >
      <ForgotPasswordForm
        locale={locale}
        messages={messages}
        labels={{ email: t('email'), submit: t('submit'), submitting: t('submitting'), errorTitle: shared.errorTitle }}
      />
      <SessionSync mode="neutral" signInPath={inLanguage(locale, '/login')} afterSignInPath={inLanguage(locale, '/myAccount')} />
    </AuthCard>
  );
}
