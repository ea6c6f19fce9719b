import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND, queryValue } from '@kestrel/domain';
import { AuthCard, Notice, accountLinkClass } from '@/features/account/auth-card';
import { inLanguage } from '@kestrel/domain/languages';
import { afterSignInPath, safeNextPath } from '@/features/account/next-path';
import { SessionSync } from '@/features/account/session-sync-client';
import { LoginFormBlock } from '@/features/account/sign-in-forms';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { SESSION_ENDED_REASON } from '@/site/session-hint';

type Props = {
  params: Promise<{ locale: string }>;
  // ?next= is where to go after signing in; ?reason= explains why the visitor is here.
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/login', locale);
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([getTranslations('account.login'), searchParams]);
  const brand = { brand: BRAND.name };
  const next = safeNextPath(queryValue(query, 'next'));
  const keepNext = next ? `?next=${encodeURIComponent(next)}` : '';
  const afterSignIn = afterSignInPath(next, locale);
  const reason = queryValue(query, 'reason');

  return (
    <AuthCard
      title={t('title')}
      lead={t('lead', brand)}
      footer={
        <>
          {t('noAccount', brand)}{' '}
          <Link href={`/signup${keepNext}`} className={accountLinkClass}>
            {t('createAccount')}
          </Link>
        </>
      }
    >
      {reason === 'signed-out' ? <Notice>{t('signedOutElsewhere')}</Notice> : null}
      {reason === SESSION_ENDED_REASON ? <Notice>{t('sessionEnded')}</Notice> : null}
      <LoginFormBlock afterSignIn={afterSignIn} />
      <SessionSync mode="sign-in" signInPath={inLanguage(locale, '/login')} afterSignInPath={afterSignIn} />
    </AuthCard>
  );
}
