'use client';
/**
 * The search box of /vpn-server. The list itself comes from the server (every country with its
 * cities, a plain list that works without scripts); once this leaf has hydrated, what is typed
 * hides the countries whose words (`data-terms`, folded by foldForSearch) do not contain every word
 * typed, and the regions left empty, the way the FAQ’s search does (lib/search-text.ts).
 * Before hydration the box, which could do nothing, stays invisible.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { searchTerms } from '@/lib/search-text';
import { useHydrated } from '@/lib/use-hydrated';

export function LocationFilter({ label, none, children }: { label: string; none: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [empty, setEmpty] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const words = searchTerms(query);
    let shown = 0;
    for (const region of list.current?.querySelectorAll<HTMLElement>('[data-region]') ?? []) {
      let inRegion = 0;
      for (const item of region.querySelectorAll<HTMLElement>('[data-terms]')) {
        const terms = item.dataset.terms ?? '';
        const match = words.every((word) => terms.includes(word));
        item.hidden = !match;
        if (match) inRegion += 1;
      }
      region.hidden = inRegion === 0;
      shown += inRegion;
    }
    setEmpty(shown === 0);
  }, [query]);

  return (
    <div>
      <div role="search" className={hydrated ? undefined : 'invisible'}>
        <label htmlFor="location-search" className="block font-semibold text-slate-900">
          {label}
        </label>
        <input
          id="location-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls="location-list"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="mt-2 w-full max-w-md rounded-lg border border-slate-500 bg-white px-4 py-3 text-slate-900 focus:border-brand-600"
        />
      </div>
      {/* Outside the box that starts invisible: a live region must be in the page before it speaks. */}
      <p role="status" aria-live="polite" className="mt-3 min-h-6 font-medium text-slate-800">
        {empty ? none : ''}
      </p>
      <div id="location-list" ref={list}>
        {children}
      </div>
    </div>
  );
}
