/**
 * Matching for the FAQ search (/faq): what a visitor types against each entry's question and
 * answer, ignoring case, accents and other marks (é = e, Arabic vowel signs), and compatibility
 * forms (full-width ＶＰＮ = VPN), in all 16 languages. Every word typed must appear, in any order.
 * Pure and tiny: it runs in the browser (faq-search-client.tsx).
 */

/** Text folded for comparison: decomposed, without combining marks, lower case, single spaces. */
export function foldForSearch(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Turkish dotless ı and German ß have no decomposition: fold them by hand.
      .replace(/ı/g, 'i')
      .replace(/ß/g, 'ss')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a query, folded; none for a blank query. */
export function searchTerms(query: string): string[] {
  const folded = foldForSearch(query);
  return folded ? folded.split(' ') : [];
}

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
