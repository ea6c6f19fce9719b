/**
 * Error pages rendered on the server (docs/product.md §2). When a page fails, or calls notFound(), Next.js
 * 16.4 answers with an empty error document (`<html id="__next_error__">`) that only its scripts
 * fill in (docs/decisions/011): no language, no title, no heading for a crawler or a visitor
 * without scripts. The website's server sends a real page in its place, with the same status:
 * the 404 page or the prerendered 500 page (app/[locale]/server-error), in the visitor's
 * language. If even that cannot be had, the product rules' last-resort page: 'An error occurred while
 * showing the error page' and the way home.
 */
import { inLanguage, languageDirection, type LanguageCode } from '@kestrel/domain/languages';
import { fatalMessagesFor } from '@kestrel/i18n/fatal';
import { escapeHtml } from '../lib/html-escape';

/** Marks the server's own request for an error page, so that page is never replaced in turn. */
export const ERROR_PAGE_REQUEST_HEADER = 'x-kestrel-error-page';
/** A path no route of the site matches: asking for it renders the 404 page. */
export const NOT_FOUND_PATH = '/__kestrel-not-found__';
/** The prerendered 500 page. */
export const SERVER_ERROR_PATH = '/server-error';

const ERROR_SHELL = /<html\b[^>]*\bid="__next_error__"/;
/** Error pages change only with a new build; refetched now and then in case of a redeploy. */
const CACHE_MS = 10 * 60_000;

/** Next.js's empty error document. */
export function isErrorShell(status: number, html: string): boolean {
  return status >= 400 && ERROR_SHELL.test(html);
}

/** docs/product.md §2's page for when the error page itself cannot be shown. */
export function lastResortPage(language: LanguageCode): string {
  const { text } = fatalMessagesFor(language);
  const home = inLanguage(language, '/');
  return (
    `<!DOCTYPE html><html lang="${language}" dir="${languageDirection(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(text.message)}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">` +
    `<h1>${escapeHtml(text.message)}</h1><p><a href="${home}">${escapeHtml(text.home)}</a></p></body></html>`
  );
}

/** `fetchPage(path)`: the HTML the site answers for `path`, or undefined. */
export function createErrorPages(fetchPage: (path: string) => Promise<string | undefined>) {
  const cache = new Map<string, { html: string; until: number }>();
  return async function errorPage(status: number, language: LanguageCode): Promise<string> {
    const path = inLanguage(language, status === 404 ? NOT_FOUND_PATH : SERVER_ERROR_PATH);
    const cached = cache.get(path);
    if (cached && cached.until > Date.now()) return cached.html;
    const html = await fetchPage(path).catch(() => undefined);
    if (html === undefined || isErrorShell(500, html)) return lastResortPage(language);
    cache.set(path, { html, until: Date.now() + CACHE_MS });
    return html;
  };
}
