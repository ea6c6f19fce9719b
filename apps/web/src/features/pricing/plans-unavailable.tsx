import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** Shown instead of prices when the plans API cannot be reached: the page still works, and says so. */
export async function PlansUnavailable({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('pricing.unavailable');
  return (
    <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h3 className="text-lg font-semibold text-slate-900">{t('title')}</h3>
      <p className="mt-2 text-slate-800">{t('text')}</p>
      <Link href={retryHref} prefetch={false} className={`mt-4 ${buttonClass.small}`}>
        {t('retry')}
      </Link>
    </div>
  );
}
