/**
 * The check landing-page families share (country pages, use-case pages): in every language each
 * page answers 200, prerendered at build, with the basics of every page (page-basics.ts), an h1,
 * title and description of its own, and FAQPage data with its questions.
 */
import type { APIRequestContext } from '@playwright/test';
import { inLanguage } from '@kestrel/domain';
import { COUNTRY_SLUGS, ROUTES, USE_CASES, USE_CASES_WITH_SERVICE_PAGES, USE_CASE_SLUGS } from '../src/site/routes';
import { expect } from './fixtures';
import { expectPageBasics, LOCALES_ENGLISH_FIRST } from './page-basics';
import { expectPrerendered } from './static-pages';

/** The landing families' pages: each family's test checks them, and seo.spec.ts leaves them to it. */
export const COUNTRY_PAGE_PATHS = COUNTRY_SLUGS.map((slug) => `/vpn-server/${slug}`);
export const USE_CASE_PAGE_PATHS = [
  ...USE_CASE_SLUGS.map((slug) => `/InternetAccess/${slug}`),
  ...USE_CASES_WITH_SERVICE_PAGES.flatMap((slug) => USE_CASES[slug].map((service) => `/InternetAccess/${slug}/${service}`)),
];
export const LANDING_PAGE_PATHS: ReadonlySet<string> = new Set([...COUNTRY_PAGE_PATHS, ...USE_CASE_PAGE_PATHS]);

type FaqPage = { '@type'?: string; mainEntity?: { '@type': string; name: string; acceptedAnswer: { text: string } }[] };

export async function expectOwnHeadsAndFaq(request: APIRequestContext, paths: readonly string[], questions: number): Promise<void> {
  for (const locale of LOCALES_ENGLISH_FIRST) {
    const seen = { h1: new Set<string>(), title: new Set<string>(), description: new Set<string>() };
    for (const publicPath of paths) {
      const path = inLanguage(locale, publicPath);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expectPrerendered(response, path);
      const html = await response.text();
      const route = ROUTES.find((candidate) => candidate.path === publicPath);
      expect(route, `${publicPath} in the route table`).toBeDefined();
      expectPageBasics(html, path, locale, route!.alternates);
      const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      for (const [kind, value] of Object.entries({ h1, title, description }) as [keyof typeof seen, string][]) {
        expect(value.length, `${path} ${kind}`).toBeGreaterThan(10);
        expect(seen[kind].has(value), `${path} ${kind} is another page's: ${value}`).toBe(false);
        seen[kind].add(value);
      }
      const faq = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as FaqPage)
        .find((data) => data['@type'] === 'FAQPage');
      expect(faq?.mainEntity, `${path} FAQPage`).toHaveLength(questions);
      for (const question of faq!.mainEntity!) {
        expect(question['@type']).toBe('Question');
        expect(question.name.length).toBeGreaterThan(5);
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
    }
  }
}
