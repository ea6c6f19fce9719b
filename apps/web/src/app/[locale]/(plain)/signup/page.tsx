import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND, queryValue } from '@kestrel/domain';
import { AuthCard, accountLinkClass } from '@/features/account/auth-card';
import { inLanguage } from '@kestrel/domain/languages';
import { afterSignInPath, safeNextPath } from '@/features/account/next-path';
import { SessionSync } from '@/features/account/session-sync-client';
import { SignupFormBlock } from '@/features/account/sign-in-forms';
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
  const [t, query] = await Promise.all([getTranslations('account.signup'), searchParams]);
  const brand = { brand: BRAND.name };
  const next = safeNextPath(queryValue(query, 'next'));
  const keepNext = next ? `?next=${encodeURIComponent(next)}` : '';
  const afterSignIn = afterSignInPath(next, locale);

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
      <SignupFormBlock locale={locale} afterSignIn={afterSignIn} />
      <SessionSync mode="sign-in" signInPath={inLanguage(locale, '/login')} afterSignInPath={afterSignIn} />
    </AuthCard>
  );
}
