import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVocabulary, correctQuery, editDistance } from './spelling';

/** Plain dynamic programming over the whole table, the textbook definition (optimal string alignment). */
function referenceDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[s.length]![t.length]!;
}

describe('editDistance', () => {
  it('counts one edit for an insertion, a deletion, a substitution and a swap, in letters not UTF-16 units', () => {
    expect(editDistance('privacy', 'privcy', 2)).toBe(1);
    expect(editDistance('streaming', 'straeming', 2)).toBe(1);
    expect(editDistance('wlan', 'wlna', 2)).toBe(1);
    expect(editDistance('𝒜bc', 'abc', 2)).toBe(1);
  });

  it('agrees with the full table up to its limit, and answers limit + 1 beyond it', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '𝒜'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(referenceDistance(a, b), max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('correctQuery', () => {
  const vocabulary = buildVocabulary(
    ['Streaming abroad with a VPN', 'Private browsing and privacy', 'Privacy on public Wi-Fi', 'Stream sports'],
    'en',
  );

  it('replaces an unknown word with the closest word the posts use, the more used one on a tie', () => {
    expect(correctQuery('privcy', 'en', vocabulary)).toBe('privacy');
    expect(correctQuery('Straming abroad', 'en', vocabulary)).toBe('streaming abroad');
    // "strean" is one edit from "stream" and from no other word.
    expect(correctQuery('strean', 'en', vocabulary)).toBe('stream');
  });

  it('leaves alone known words, short words, words too far from any, long queries and Japanese', () => {
    expect(correctQuery('privacy', 'en', vocabulary)).toBeUndefined();
    expect(correctQuery('vnp', 'en', vocabulary)).toBeUndefined();
    expect(correctQuery('zzqxv', 'en', vocabulary)).toBeUndefined();
    expect(correctQuery('privcy on public wifi', 'en', vocabulary)).toBeUndefined();
    expect(correctQuery('暗号価', 'ja', buildVocabulary(['暗号化'], 'ja'))).toBeUndefined();
  });
});
