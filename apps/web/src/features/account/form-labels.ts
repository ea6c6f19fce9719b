import 'server-only';
import { getTranslations } from 'next-intl/server';

/**
 * Labels every account form shares. Templates whose arguments are only known in the
 * browser ({email}, {time}) are passed raw and filled there (./messages.ts `fill`).
 */
export async function sharedFormLabels() {
  const t = await getTranslations('account.form');
  return {
    errorTitle: t('errorTitle'),
    showPassword: t('showPassword'),
    passwordHint: t('passwordHint'),
    resend: t('resendCode'),
    resendIn: t.raw('resendIn') as string,
    resent: t.raw('codeResent') as string,
  };
}
