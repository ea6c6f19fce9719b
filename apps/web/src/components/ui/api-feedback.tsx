import { getTranslations } from 'next-intl/server';
import { FeedbackHost } from './feedback-host';

/**
 * The API client's toasts and "Confirm logout" dialog, localized. Only the layouts
 * whose pages call the API from the browser (account, checkout, payment) include it,
 * so marketing pages do not ship it.
 */
export async function ApiFeedback() {
  const t = await getTranslations('errors');
  const tCommon = await getTranslations('common');
  return (
    <FeedbackHost
      labels={{
        title: t('logout.title'),
        body: t('logout.body'),
        relogin: t('logout.relogin'),
        cancel: t('logout.cancel'),
        genericError: t('errors.generic'),
        dismiss: tCommon('dismiss'),
      }}
    />
  );
}
