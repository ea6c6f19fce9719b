import type { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CheckIcon, CrossIcon } from '@/features/pricing/icons';

export interface TermCard {
  key: string;
  term: string;
  text: string;
}

/**
 * Short terms with their explanation as a description list of cards (what a tier includes, what a
 * VPN does not do…). The mark before each term is decorative: the words carry the meaning.
 */
export function TermCards({
  items,
  mark,
  columns = 'sm:grid-cols-2',
}: {
  items: readonly TermCard[];
  mark?: 'check' | 'cross';
  columns?: string;
}) {
  return (
    <dl className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <div key={item.key} className="rounded-xl border border-slate-200 bg-white p-5">
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            {mark === 'check' ? <CheckIcon className="size-5 text-green-700" /> : null}
            {mark === 'cross' ? <CrossIcon className="size-5 text-slate-500" /> : null}
            {item.term}
          </dt>
          <dd className="mt-2 text-slate-700">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list whose order matters (a checklist, steps of advice, how-to steps), with visible numbers. */
export function NumberedList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ol className="max-w-3xl space-y-4">
      {items.map((text, index) => (
        <li key={index} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
          >
            {index + 1}
          </span>
          <p className="pt-1.5 text-slate-800">{text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A plain list of points, each with a check mark. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid max-w-3xl gap-3">
      {items.map((text) => (
        <li key={text} className="flex gap-3 text-slate-800">
          <CheckIcon className="mt-0.5 size-5 text-brand-600" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** Cards from a catalog group: `<prefix>.<key>.term` and `<prefix>.<key>.text` for each key, in order. */
export function termCards(t: Translate, prefix: string, keys: readonly string[], values?: Record<string, string | number>): TermCard[] {
  return keys.map((key) => ({ key, term: t(`${prefix}.${key}.term`, values), text: t(`${prefix}.${key}.text`, values) }));
}
