/**
 * Matching for the FAQ search (/faq): what a visitor types against each entry's question and
 * answer, ignoring case, accents and other marks (é = e, Arabic vowel signs), and compatibility
 * forms (full-width ＶＰＮ = VPN), in all 16 languages. Every word typed must appear, in any order.
 * Pure and tiny: it runs in the browser (faq-search-client.tsx). Folding: lib/search-text.ts.
 */
import { foldForSearch, searchTerms } from '@/lib/search-text';

export interface SearchableEntry {
  id: string;
  /** Question and answer as plain text. */
  text: string;
}

/** Entries folded once, so typing only folds the query. */
export function searchIndex(entries: readonly SearchableEntry[]): SearchableEntry[] {
  return entries.map((entry) => ({ id: entry.id, text: foldForSearch(entry.text) }));
}

/** Ids of the entries of a folded index that contain every word of the query (all of them for a blank query). */
export function matchingIds(index: readonly SearchableEntry[], query: string): Set<string> {
  const terms = searchTerms(query);
  return new Set(index.filter((entry) => terms.every((term) => entry.text.includes(term))).map((entry) => entry.id));
}
