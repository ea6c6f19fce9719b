import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kestrel/domain/languages';
import { loadCatalog } from '@kestrel/i18n/node';
import { COUNTRY_SLUGS } from '@/site/routes';
import { countryNamer } from '@/features/imagery/country-names';
import { tooSimilarPairs } from '@/lib/copy-similarity';
import { countryOfPage } from './country-pages';

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

describe.each(LANGUAGE_CODES)('country pages in %s', (language) => {
  const catalog = loadCatalog(language) as { servers: { countries: Record<string, CountryCopy> } };
  const names = countryNamer(language);

  // English peaks at about 0.26.
  it('each say something of their own: no two pages share more than 40 % of their word pairs', () => {
    const pages = COUNTRY_SLUGS.map((slug) => ({
      name: slug,
      text: body(catalog.servers.countries[slug]!).replaceAll(names(countryOfPage(slug)), ''),
    }));
    expect(tooSimilarPairs(pages, language)).toEqual([]);
  });
});
