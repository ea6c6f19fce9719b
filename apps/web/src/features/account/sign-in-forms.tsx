import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { accountLinkClass } from './auth-card';
import { sharedFormLabels } from './form-labels';
import { LoginForm } from './login-form-client';
import { errorMessages } from './server-messages';
import { SignupForm } from './signup-form-client';
import { Link } from '@/i18n/navigation';

/**
 * The sign-in and sign-up forms with their localized labels, as the /login and /signup pages
 * and the checkout (which signs buyers in inline) show them. `afterSignIn` is where to go afterwards
 * (a safe same-site path in the page's language: next-path.ts).
 */
export async function LoginFormBlock({ afterSignIn }: { afterSignIn: string }) {
  const [t, shared, messages] = await Promise.all([getTranslations('account.login'), sharedFormLabels(), errorMessages()]);
  return (
    <LoginForm
      afterSignIn={afterSignIn}
      messages={messages}
      labels={{
        email: t('email'),
        password: t('password'),
        submit: t('submit'),
        submitting: t('submitting'),
        showPassword: shared.showPassword,
        errorTitle: shared.errorTitle,
      }}
      forgotLink={
        <Link href="/forgetPassword" className={accountLinkClass}>
          {t('forgot')}
        </Link>
      }
    />
  );
}

export async function SignupFormBlock({ locale, afterSignIn }: { locale: string; afterSignIn: string }) {
  const [t, shared, messages] = await Promise.all([getTranslations('account.signup'), sharedFormLabels(), errorMessages()]);
  const brand = { brand: BRAND.name };
  return (
    <>
      <SignupForm
        locale={locale}
        afterSignIn={afterSignIn}
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
    </>
  );
}

/**
 * Sign in or create an account on a page that needs one before it can go on (the checkout, the
 * gift card page): two tabs (`?account=new` selects the sign-up) over the chosen form, which
 * returns to `afterSignIn`.
 */
export function AccountChoice({
  label,
  signInLabel,
  signUpLabel,
  selfPath,
  signUp,
  locale,
  afterSignIn,
}: {
  label: string;
  signInLabel: string;
  signUpLabel: string;
  selfPath: string;
  signUp: boolean;
  locale: string;
  afterSignIn: string;
}) {
  return (
    <>
      <nav aria-label={label} className="mt-4 mb-6 flex gap-2 border-b border-slate-200">
        {[
          { label: signInLabel, href: selfPath, current: !signUp },
          { label: signUpLabel, href: `${selfPath}?account=new`, current: signUp },
        ].map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            replace
            scroll={false}
            prefetch={false}
            aria-current={tab.current ? 'page' : undefined}
            className={`-mb-px border-b-2 px-3 py-2 font-semibold ${tab.current ? 'border-brand-600 text-brand-900' : 'border-transparent text-slate-700 hover:text-brand-900'}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {signUp ? <SignupFormBlock locale={locale} afterSignIn={afterSignIn} /> : <LoginFormBlock afterSignIn={afterSignIn} />}
    </>
  );
}
