/**
 * The check landing-page families share (country pages, use-case pages): in every language each
 * page answers 200 with an h1, title and description of its own, and FAQPage data with its questions.
 */
import type { APIRequestContext } from '@playwright/test';
import { inLanguage, LANGUAGE_CODES } from '@kestrel/domain';
import { expect } from './fixtures';

type FaqPage = { '@type'?: string; mainEntity?: { '@type': string; name: string; acceptedAnswer: { text: string } }[] };

export async function expectOwnHeadsAndFaq(request: APIRequestContext, paths: readonly string[], questions: number): Promise<void> {
  // English first: a prefixed page sets the LANGUAGE cookie, after which an unprefixed request redirects.
  for (const locale of ['en', ...LANGUAGE_CODES.filter((code) => code !== 'en')]) {
    const seen = { h1: new Set<string>(), title: new Set<string>(), description: new Set<string>() };
    for (const publicPath of paths) {
      const path = inLanguage(locale, publicPath);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
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
