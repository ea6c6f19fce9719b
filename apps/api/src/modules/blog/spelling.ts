/**
 * Typo tolerance for short searches (issue 13): when the words as typed match no post, each word
 * the blog never uses is replaced by the closest word its titles and descriptions do use ("privcy"
 * → "privacy", "straming" → "streaming"), and the search runs once more with those. Only short
 * queries (up to three words) are corrected, only words of four letters or more, by at most one
 * edit (two from eight letters on): a longer query or word says enough by itself, and a shorter word
 * is one edit away from too many others. Not for ja and ko, which are matched by two-letter pieces.
 */
import { searchTokens, usesBigrams } from './search-text';

const MAX_WORDS = 3;
const MIN_LETTERS = 4;
const TWO_EDITS_FROM = 8;

/** The words of a language's titles and descriptions, with how many posts use each. */
export type Vocabulary = ReadonlyMap<string, number>;

export function buildVocabulary(texts: Iterable<string>, language: string): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(searchTokens(text, language))) {
      if ([...word].length >= MIN_LETTERS) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) between `a` and `b`, counted in code
 * points; any number above `max` is returned as max + 1, found as early as possible.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, beforePrevious[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = row;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** The closest word of `vocabulary` to `word` within the edits allowed; ties go to the word more posts use. */
function closest(word: string, vocabulary: Vocabulary): string | undefined {
  const letters = [...word].length;
  if (letters < MIN_LETTERS || vocabulary.has(word)) return undefined;
  const max = letters >= TWO_EDITS_FROM ? 2 : 1;
  let found: { word: string; distance: number; uses: number } | undefined;
  for (const [candidate, uses] of vocabulary) {
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (
      !found ||
      distance < found.distance ||
      (distance === found.distance && (uses > found.uses || (uses === found.uses && candidate < found.word)))
    ) {
      found = { word: candidate, distance, uses };
    }
  }
  return found?.word;
}

/** The query with its misspelt words corrected; undefined when it is not short or nothing changed. */
export function correctQuery(q: string, language: string, vocabulary: Vocabulary): string | undefined {
  if (usesBigrams(language)) return undefined;
  const words = searchTokens(q, language);
  if (words.length === 0 || words.length > MAX_WORDS) return undefined;
  const corrected = words.map((word) => closest(word, vocabulary) ?? word);
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(' ') : undefined;
}
