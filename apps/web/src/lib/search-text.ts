/**
 * Text folded for search, the way a visitor expects a search box to match in all 16 languages:
 * ignoring case, accents and other marks (é = e, Arabic vowel signs) and compatibility forms
 * (full-width ＶＰＮ = VPN). Used by the FAQ's search (features/help/faq-search.ts), the location
 * filter of /vpn-server and the landing pages' similarity test. Pure and tiny: it runs in the
 * browser, and a page's script carries only what it imports from here.
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
