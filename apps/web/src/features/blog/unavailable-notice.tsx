import { getTranslations } from 'next-intl/server';

/**
 * Said on a blog page made while the API could not answer (a build on a machine without it): the
 * page shows its frame and this, and is made again once the API answers (docs/decisions/020).
 */
export async function BlogUnavailableNotice() {
  const t = await getTranslations('errors');
  return (
    <p role="status" className="mt-6 rounded-lg bg-amber-50 p-4 text-slate-800">
      {t('errors.serviceUnavailable')}
    </p>
  );
}
