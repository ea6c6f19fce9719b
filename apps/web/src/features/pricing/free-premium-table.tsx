import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CheckIcon, CrossIcon } from './icons';

type Cell = 'yes' | 'no' | 'text';

/** Rows of the Free vs Premium table (docs/product.md §1 claims only) and how each column's cell is marked. */
const ROWS: readonly { key: string; free: Cell; premium: Cell }[] = [
  { key: 'ads', free: 'text', premium: 'yes' },
  { key: 'locations', free: 'text', premium: 'yes' },
  { key: 'killSwitch', free: 'no', premium: 'yes' },
  { key: 'speed', free: 'no', premium: 'yes' },
  { key: 'encryption', free: 'yes', premium: 'yes' },
  // Support answers everyone, free or Premium.
  { key: 'support', free: 'yes', premium: 'yes' },
];

function Mark({ cell }: { cell: Cell }) {
  if (cell === 'yes') return <CheckIcon className="size-4 text-green-700 sm:size-5" />;
  if (cell === 'no') return <CrossIcon className="size-4 text-slate-500 sm:size-5" />;
  return null;
}

/** A row the page adds above the features, e.g. what each tier costs (/free-vpn, with prices from the plans API). */
export interface ExtraRow {
  label: string;
  free: ReactNode;
  premium: ReactNode;
}

/** Free vs Premium as a real table: a caption, column headers and a row header per feature. */
export async function FreePremiumTable({ firstRow }: { firstRow?: ExtraRow }) {
  const t = await getTranslations('pricing.compare');
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start text-sm sm:text-base">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="w-1/3 px-3 sm:w-2/5 py-3 text-start text-sm font-semibold text-slate-700 sm:px-6">
              {t('feature')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold text-slate-900 sm:px-6">
              {t('free')}
            </th>
            <th scope="col" className="bg-brand-50 px-3 py-3 text-start font-semibold text-brand-900 sm:px-6">
              {t('premium')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {firstRow ? (
            <tr>
              <th scope="row" className="px-3 py-4 text-start font-medium text-slate-900 sm:px-6">
                {firstRow.label}
              </th>
              <td className="px-3 py-4 text-slate-700 sm:px-6">{firstRow.free}</td>
              <td className="bg-brand-50/60 px-3 py-4 font-medium text-slate-900 sm:px-6">{firstRow.premium}</td>
            </tr>
          ) : null}
          {ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-4 text-start font-medium text-slate-900 sm:px-6">
                {t(`rows.${row.key}.label`)}
              </th>
              <td className="px-3 py-4 text-slate-700 sm:px-6">
                <span className="flex items-start gap-1.5 sm:gap-2">
                  <Mark cell={row.free} />
                  {t(`rows.${row.key}.free`)}
                </span>
              </td>
              <td className="bg-brand-50/60 px-3 py-4 font-medium text-slate-900 sm:px-6">
                <span className="flex items-start gap-1.5 sm:gap-2">
                  <Mark cell={row.premium} />
                  {t(`rows.${row.key}.premium`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
