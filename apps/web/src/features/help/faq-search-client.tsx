'use client';
/**
 * The FAQ's entries with a search box that filters them as you type (/faq). The server builds
 * every entry (texts and links come as props); this leaf lays them out and hides the ones that
 * do not match with the `hidden` attribute, so every anchor stays in the page. Without
 * JavaScript every entry shows, and the search box, which could do nothing, stays invisible
 * (its space is kept, so nothing moves when it appears).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { searchTerms } from '@/lib/search-text';
import { matchingIds, searchIndex, type SearchableEntry } from './faq-search';

export interface FaqSearchEntry {
  /** The entry's anchor. */
  id: string;
  question: string;
  /** Question and answer as plain text, for matching. */
  text: string;
  answer: ReactNode;
}

export interface FaqSearchGroup {
  id: string;
  title: string;
  entries: readonly FaqSearchEntry[];
}

export interface FaqSearchLabels {
  label: string;
  hint: string;
  linkToAnswer: string;
  /** The result line for each possible count (index = count), already pluralized by the server. */
  results: readonly string[];
  /** What to try when nothing matches, with a link to the contact page. */
  noResults: ReactNode;
}

export function FaqSearch({ groups, labels }: { groups: readonly FaqSearchGroup[]; labels: FaqSearchLabels }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  // Folded at the first keystroke, not while the page hydrates: most visits never search.
  const [index, setIndex] = useState<SearchableEntry[]>();
  const searching = searchTerms(query).length > 0;
  const shown = useMemo(() => (index && searching ? matchingIds(index, query) : undefined), [index, query, searching]);
  const isShown = (id: string) => shown?.has(id) ?? true;

  function onQuery(value: string) {
    setIndex((folded) => folded ?? searchIndex(groups.flatMap((group) => group.entries)));
    setQuery(value);
  }

  return (
    <>
      <div role="search" className={hydrated ? undefined : 'invisible'}>
        <label htmlFor="faq-search" className="block font-semibold text-slate-900">
          {labels.label}
        </label>
        <p id="faq-search-hint" className="mt-1 text-sm text-slate-700">
          {labels.hint}
        </p>
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          aria-describedby="faq-search-hint"
          aria-controls="faq-entries"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="mt-2 w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-slate-900 focus:border-brand-600"
        />
      </div>
      {/* Outside the box that starts invisible: a live region must be in the page before it speaks. */}
      <div className="mt-2 mb-10">
        <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium text-slate-800">
          {shown ? labels.results[shown.size] : ''}
        </p>
        {shown?.size === 0 ? <p className="mt-1 text-slate-800">{labels.noResults}</p> : null}
      </div>

      <div id="faq-entries" className="space-y-12">
        {groups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            hidden={!group.entries.some((entry) => isShown(entry.id))}
            className="scroll-mt-16"
          >
            <h2 id={`${group.id}-title`} className="text-2xl font-bold text-brand-900">
              {group.title}
            </h2>
            <div className="mt-5 space-y-4">
              {group.entries.map((entry) => (
                <article
                  key={entry.id}
                  id={entry.id}
                  aria-labelledby={`${entry.id}-question`}
                  hidden={!isShown(entry.id)}
                  className="scroll-mt-16 rounded-xl border border-slate-200 bg-white p-5 target:border-brand-600 target:ring-2 target:ring-brand-600"
                >
                  <h3 id={`${entry.id}-question`} className="text-lg font-semibold text-slate-900">
                    {entry.question}
                  </h3>
                  <div className="mt-3 space-y-3 text-slate-700">{entry.answer}</div>
                  {/* Named after its question for screen readers, starting with the visible text (WCAG 2.5.3). */}
                  <a
                    href={`#${entry.id}`}
                    aria-label={`${labels.linkToAnswer}: ${entry.question}`}
                    className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {labels.linkToAnswer}
                  </a>
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
