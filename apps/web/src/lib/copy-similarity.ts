/**
 * How alike two pages' texts are, for the tests that keep landing pages of one family from being
 * one text with a name swapped (country pages, use-case service pages).
 */
import { foldForSearch } from '@/lib/search-text';

/**
 * Above this share of shared word pairs, two pages are one text with its names swapped (such a
 * pair scores about 0.9). Pages of one family share their cautions, said the same way on every
 * page (a service's terms, what a VPN does not do), and score well below it.
 */
export const MAX_SIMILARITY = 0.4;

/** A text's word pairs (or, for Japanese, written without spaces, its three-letter pieces). */
export function shingles(text: string, language: string): Set<string> {
  const normal = foldForSearch(text);
  if (language === 'ja') {
    const letters = [...normal.replace(/\s+/g, '')];
    return new Set(letters.slice(0, -2).map((_, i) => letters.slice(i, i + 3).join('')));
  }
  const words = normal.match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.slice(0, -1).map((word, i) => `${word} ${words[i + 1]}`));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Every pair of pages whose texts share more than MAX_SIMILARITY of their shingles, as "a ~ b: 0.52". */
export function tooSimilarPairs(pages: readonly { name: string; text: string }[], language: string): string[] {
  const shingled = pages.map((page) => ({ name: page.name, words: shingles(page.text, language) }));
  const tooClose: string[] = [];
  for (const [i, a] of shingled.entries()) {
    for (const b of shingled.slice(i + 1)) {
      const similarity = jaccard(a.words, b.words);
      if (similarity > MAX_SIMILARITY) tooClose.push(`${a.name} ~ ${b.name}: ${similarity.toFixed(2)}`);
    }
  }
  return tooClose;
}
