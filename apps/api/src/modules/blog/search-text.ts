/**
 * How the blog's full-text search reads each language (issue 13). PostgreSQL (and PGlite, which
 * has the same configurations) stems most of our languages with its own text-search configuration.
 * Polish and Ukrainian have none there, so their words are matched as written ('simple'). Malay is
 * read with the Indonesian stemmer: the two share their affixes (me-, ber-, -kan, -an). Japanese and
 * Korean have no spaces between words (Korean's spaces separate phrases with particles attached), so
 * their text is cut into overlapping two-letter pieces (bigrams) on both sides, index and query.
 */

const CONFIGURATIONS: Record<string, string> = {
  en: 'english',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  pt: 'portuguese',
  tr: 'turkish',
  ru: 'russian',
  id: 'indonesian',
  ms: 'indonesian',
  ar: 'arabic',
};

/** The text-search configuration a language's posts are indexed and searched with. */
export function searchConfiguration(language: string): string {
  return CONFIGURATIONS[language] ?? 'simple';
}

const BIGRAM_LANGUAGES = new Set(['ja', 'ko']);

/** True when the language is searched by bigrams. */
export function usesBigrams(language: string): boolean {
  return BIGRAM_LANGUAGES.has(language);
}

/**
 * Runs of letters and digits of `text`, lowercased; for ja and ko each run of two or more letters
 * becomes its bigrams ("東京都" → "東京 京都"), a single letter stays as it is.
 */
export function searchTokens(text: string, language: string): string[] {
  const runs =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!usesBigrams(language)) return runs;
  return runs.flatMap((run) => {
    const letters = [...run];
    if (letters.length < 2) return letters;
    return letters.slice(0, -1).map((letter, i) => letter + letters[i + 1]);
  });
}

/** What is given to to_tsvector for a language: the text itself, or its bigrams for ja and ko. */
export function indexText(text: string, language: string): string {
  return usesBigrams(language) ? searchTokens(text, language).join(' ') : text;
}
