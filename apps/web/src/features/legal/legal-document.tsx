import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';

export interface TocEntry {
  /** The section's id: its anchor. */
  id: string;
  label: string;
}

/**
 * A long legal text: a table of contents beside (on small screens, above) its sections. The
 * contents are plain in-page links, so the page needs no script; the whole text reaches React as
 * one element (docs/decisions/023), not the hundreds of paragraphs, lists and tables in it.
 */
export function LegalDocument({ tocLabel, toc, children }: { tocLabel: string; toc: readonly TocEntry[]; children: ReactNode }) {
  return (
    <StaticHtml>
      <div className="mx-auto max-w-6xl px-4 pb-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-label={tocLabel}
          className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-20 lg:mb-0 lg:self-start"
        >
          <p className="font-semibold text-slate-900">{tocLabel}</p>
          <ol className="mt-3 list-decimal space-y-1.5 ps-5 text-sm text-slate-700 marker:text-slate-500">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="hover:text-brand-700 hover:underline">
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl">{children}</div>
      </div>
    </StaticHtml>
  );
}

/** One numbered part of a legal text; its id is the anchor the table of contents links to. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-t border-slate-200 py-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** A titled part inside a section, with its own anchor. */
export function LegalSubsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-20 pt-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-3">{children}</div>
    </div>
  );
}

/** A bulleted list of the section's points. */
export function LegalList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6 marker:text-brand-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The "Last updated" line of a legal page, with a machine-readable date. */
export async function LastUpdated({ isoDate }: { isoDate: string }) {
  const locale = await getLocale();
  const t = await getTranslations('legal.document');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  return (
    <p className="text-sm text-slate-700">
      {t.rich('updated', { date, time: (chunks: ReactNode) => <time dateTime={isoDate}>{chunks}</time> })}
    </p>
  );
}
