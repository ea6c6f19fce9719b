/**
 * Messages in the caller's language. The language is the `lang` query parameter or the first
 * of the 16 site languages named by Accept-Language (default English); texts come from the
 * catalogs of packages/i18n, formatted by ./message-format.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@kestrel/domain';
import { lookup } from '@kestrel/i18n';
import { loadCatalog } from '@kestrel/i18n/node';
import type { Context } from 'hono';
import { compileMessage, type CompiledMessage, type MessageValues } from './message-format';

export type { MessageValues } from './message-format';

/** The best of the 16 languages in an Accept-Language header, by q-value; undefined if none. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguageCode(primary)) return primary;
  }
  return undefined;
}

/** The language of a request: `?lang=` when it is one of the 16 codes, else Accept-Language, else English. */
export function requestLanguage(c: Context): LanguageCode {
  const lang = c.req.query('lang');
  if (isLanguageCode(lang)) return lang;
  return languageFromAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}

/** The message at a full catalog key (`errors.validation.enterEmail`, `email.code.subject`), English when the language lacks it. */
export function translate(language: string, key: string, values: MessageValues = {}): string | undefined {
  return compiled(language, key)?.(values);
}

// Parsed messages per (language, key): catalogs never change while the process runs, and keys
// come from code, so the map is bounded by 16 × the catalog's keys.
const compiledMessages = new Map<string, CompiledMessage>();

function compiled(language: string, key: string): CompiledMessage | undefined {
  const cacheKey = `${language}:${key}`;
  const cached = compiledMessages.get(cacheKey);
  if (cached) return cached;
  const message =
    lookup(loadCatalog(language), key) ?? (language === DEFAULT_LANGUAGE ? undefined : lookup(loadCatalog(DEFAULT_LANGUAGE), key));
  if (message === undefined) return undefined;
  const compiledMessage = compileMessage(message, language);
  compiledMessages.set(cacheKey, compiledMessage);
  return compiledMessage;
}

/** True when `key` (a domain message key such as `validation.enterEmail`) has an English text in the errors catalog. */
export function isErrorMessageKey(key: string): boolean {
  return lookup(loadCatalog(DEFAULT_LANGUAGE), `errors.${key}`) !== undefined;
}

/** A domain message key (`errors.incorrectCredentials`) in `language`; the key itself if no catalog has it. */
export function errorText(language: string, key: string, values: MessageValues = {}): string {
  return translate(language, `errors.${key}`, values) ?? key;
}
