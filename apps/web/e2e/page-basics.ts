/**
 * What the HTML of every page in every language carries (docs/product.md §2): the right
 * <html lang dir>, one h1, a title, a canonical link to itself, the 17 hreflang alternates (or
 * none), no id used twice and no in-page link without its target (both are W3C errors).
 * seo.spec.ts checks every built route with it; the landing families' tests (landing-pages.ts)
 * check their pages with it while they fetch them, so no page is fetched twice for it.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageDirection, type LanguageCode } from '@kestrel/domain';
import { expect } from './fixtures';

/** English first: a prefixed page sets the LANGUAGE cookie, after which an unprefixed request redirects. */
export const LOCALES_ENGLISH_FIRST: LanguageCode[] = [DEFAULT_LANGUAGE, ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)];

/** How many times `pattern` (global) occurs in `text`. */
export const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function expectPageBasics(html: string, path: string, locale: LanguageCode, alternates: boolean): void {
  expect(html, path).toContain(`<html lang="${locale}" dir="${languageDirection(locale)}"`);
  expect(count(html, /<h1[\s>]/g), `${path} h1 count`).toBe(1);
  expect(html, path).toMatch(/<title>[^<]{10,}<\/title>/);
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical && new URL(canonical).pathname, `${path} canonical`).toBe(path);
  expect(count(html, /<link rel="alternate" hrefLang="/g), `${path} hreflang`).toBe(alternates ? 17 : 0);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  expect(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    `${path} duplicate ids`,
  ).toEqual([]);
  for (const [, target] of html.matchAll(/href="#([^"]+)"/g)) expect(ids, `${path} link to #${target}`).toContain(target);
}
