import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kestrel/domain/languages';
import { loadCatalog } from '@kestrel/i18n/node';
import { COUNTRY_SLUGS } from '@/site/routes';
import { countryNamer } from '@/features/imagery/country-names';
import { countryOfPage } from './country-pages';
import { foldForSearch } from '@/features/help/faq-search';

type CountryCopy = {
  why: Record<string, string>;
  notes: Record<string, string>;
  faq: Record<string, { question: string; answer: string }>;
};

/** A page's body text without its country's name and its cities: what must differ from page to page. */
function body(copy: CountryCopy): string {
  return [...Object.values(copy.why), ...Object.values(copy.notes), ...Object.values(copy.faq).flatMap((f) => [f.question, f.answer])].join(
    ' ',
  );
}

/** The page's word pairs (or, for languages written without spaces, its three-letter pieces). */
function shingles(text: string, language: string): Set<string> {
  const normal = foldForSearch(text);
  if (language === 'ja') {
    const letters = [...normal.replace(/\s+/g, '')];
    return new Set(letters.slice(0, -2).map((_, i) => letters.slice(i, i + 3).join('')));
  }
  const words = normal.match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.slice(0, -1).map((word, i) => `${word} ${words[i + 1]}`));
}

const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
};

/**
 * Above this share of shared word pairs, two pages are one text with its names swapped (such a
 * pair scores about 0.9). Ours share their cautions, said the same way on every page (a service's
 * terms, what a VPN does not do), and score at most about 0.26 in English.
 */
const MAX_SIMILARITY = 0.4;

describe.each(LANGUAGE_CODES)('country pages in %s', (language) => {
  const catalog = loadCatalog(language) as { servers: { countries: Record<string, CountryCopy> } };
  const names = countryNamer(language);

  it('each say something of their own: no two pages share more than 40 % of their word pairs', () => {
    const pages = COUNTRY_SLUGS.map((slug) => ({
      slug,
      words: shingles(body(catalog.servers.countries[slug]!).replaceAll(names(countryOfPage(slug)), ''), language),
    }));
    const tooClose: string[] = [];
    for (const [i, a] of pages.entries()) {
      for (const b of pages.slice(i + 1)) {
        const similarity = jaccard(a.words, b.words);
        if (similarity > MAX_SIMILARITY) tooClose.push(`${a.slug} ~ ${b.slug}: ${similarity.toFixed(2)}`);
      }
    }
    expect(tooClose).toEqual([]);
  });
});
