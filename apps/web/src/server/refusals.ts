/**
 * What the website's server answers by itself, without the page renderer or the API: too busy
 * (503 with Retry-After), the API unreachable (502/504), a request body over the limit (413).
 * API paths get the API's envelope `{code, message}` (with its catalog `key` where the API has
 * one: the 413 is the API's own answer), pages a small HTML page; both in the
 * visitor's language (the path prefix, else the LANGUAGE cookie, else English).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGUAGE_COOKIE } from '@kestrel/domain/constants';
import { MESSAGE_KEYS } from '@kestrel/domain';
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection, languageOfPath, type LanguageCode } from '@kestrel/domain/languages';
import { lookup } from '@kestrel/i18n';
import { loadCatalog } from '@kestrel/i18n/node';
import { escapeHtml } from '../lib/html-escape';

export type Refusal = 'busy' | 'unavailable' | 'timeout' | 'tooLarge';

const STATUS: Record<Refusal, number> = { busy: 503, unavailable: 502, timeout: 504, tooLarge: 413 };
const MESSAGE_KEY: Record<Refusal, string> = {
  busy: 'server.busy',
  unavailable: 'server.unavailable',
  timeout: 'server.unavailable',
  tooLarge: `errors.${MESSAGE_KEYS.requestTooLarge}`,
};
/** Seconds a refused client should wait before trying again. */
export const RETRY_AFTER_S = 2;

/** The API's own paths, which the website's server forwards to it. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/ws/') || pathname === '/l10n';
}

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The visitor's language for an answer the server writes itself. */
export function visitorLanguage(request: IncomingMessage, pathname: string): LanguageCode {
  const prefix = languageOfPath(pathname);
  if (prefix !== undefined) return prefix;
  const remembered = cookie(request, LANGUAGE_COOKIE);
  return isLanguageCode(remembered) ? remembered : DEFAULT_LANGUAGE;
}

function text(language: LanguageCode, key: string): string {
  return lookup(loadCatalog(language), key) ?? lookup(loadCatalog(DEFAULT_LANGUAGE), key) ?? key;
}

/** Built once per language and kind: under overload this is most of what the server writes. */
const bodies = new Map<string, string>();

function refusalBody(language: LanguageCode, refusal: Refusal, api: boolean): string {
  const key = `${language} ${refusal} ${api}`;
  const cached = bodies.get(key);
  if (cached !== undefined) return cached;
  const message = text(language, MESSAGE_KEY[refusal]);
  const title = refusal === 'busy' ? text(language, 'server.busyTitle') : message;
  const body = api
    ? JSON.stringify({ code: STATUS[refusal], message, ...(refusal === 'tooLarge' ? { key: MESSAGE_KEYS.requestTooLarge } : {}) })
    : `<!DOCTYPE html><html lang="${language}" dir="${languageDirection(language)}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">` +
      `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  bodies.set(key, body);
  return body;
}

/** Answers `request` with `refusal`, unless the answer has already started. */
export function refuse(request: IncomingMessage, response: ServerResponse, pathname: string, refusal: Refusal): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const language = visitorLanguage(request, pathname);
  const api = isApiPath(pathname);
  response.statusCode = STATUS[refusal];
  response.setHeader('Cache-Control', 'no-store');
  if (refusal === 'busy') response.setHeader('Retry-After', String(RETRY_AFTER_S));
  if (api) {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
  } else {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    // No scripts at all on this page.
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
  }
  response.end(refusalBody(language, refusal, api));
}
