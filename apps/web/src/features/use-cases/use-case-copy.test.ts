import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@kestrel/domain/languages';
import { loadCatalog } from '@kestrel/i18n/node';
import { tooSimilarPairs } from '@/lib/copy-similarity';
import { USE_CASES, USE_CASE_SLUGS } from '@/site/routes';
import { hasServicePages, serviceName } from './use-cases';

/** A service's own copy, whether a page (service pages) or a section (messaging, music): every string under its key. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(strings);

describe.each(LANGUAGE_CODES)('use-case pages in %s', (language) => {
  const catalog = loadCatalog(language) as { useCases: { services: Record<string, Record<string, unknown>>; families: object } };
  const lookup = (key: string) =>
    strings(key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], catalog.useCases))[0]!;

  it.each(USE_CASE_SLUGS)('%s: no two services share more than 40 % of their word pairs once their names are removed', (slug) => {
    const services = USE_CASES[slug].map((service) => {
      const name = serviceName(service, lookup, slug);
      // Names are removed whole and by their parts ("Apple Music", "Music"), as pages shorten them.
      const parts = [name, ...name.split(/[\s()]+/).filter((part) => part.length > 2)];
      const text = parts.reduce((body, part) => body.replaceAll(part, ''), strings(catalog.useCases.services[slug]![service]).join(' '));
      return { name: service, text };
    });
    expect(tooSimilarPairs(services, language)).toEqual([]);
  });

  it('the six families differ from each other too', () => {
    const families = USE_CASE_SLUGS.map((slug) => ({
      name: slug,
      text: strings((catalog.useCases.families as Record<string, unknown>)[slug]).join(' '),
    }));
    expect(tooSimilarPairs(families, language)).toEqual([]);
  });

  it('has a page of copy for every service with a page, and a section for the others', () => {
    for (const slug of USE_CASE_SLUGS) {
      for (const service of USE_CASES[slug]) {
        const copy = catalog.useCases.services[slug]![service] as Record<string, unknown>;
        expect(Object.keys(copy), `${slug}/${service}`).toEqual(
          expect.arrayContaining(hasServicePages(slug) ? ['card', 'meta', 'hero', 'what', 'tips', 'limits', 'faq'] : ['card', 'text']),
        );
      }
    }
  });
});
