import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Newer/older links of a paged list (`base` is the list's first page; page N is `${base}/page/N`). */
export async function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('blog.list');
  const href = (n: number) => (n === 1 ? base : `${base}/page/${n}`);
  return (
    <nav aria-label={t('pagination')} className="mt-12 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="font-semibold text-brand-700 hover:underline">
          {t('newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className="font-semibold text-brand-700 hover:underline">
          {t('older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
