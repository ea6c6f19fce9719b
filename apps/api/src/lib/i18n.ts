/**
 * Messages in the caller's language. The language is the `lang` query parameter or the first
 * of the 16 site languages named by Accept-Language (default English); texts come from the
 * catalogs of packages/i18n (ICU syntax: arguments, plural and select are supported here).
 */
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@kestrel/domain';
import { lookup } from '@kestrel/i18n';
import { loadCatalog } from '@kestrel/i18n/node';
import type { Context } from 'hono';

export type MessageValues = Record<string, string | number>;

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

/**
 * Formats an ICU message: `{name}`, `{n, number}`, `{n, plural, =0 {…} one {# item} other {…}}`,
 * `{x, select, a {…} other {…}}` and ICU apostrophe quoting. A missing value is left as `{name}`.
 */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  let i = 0;
  const numberFormat = new Intl.NumberFormat(locale);
  const fail = (what: string): never => {
    throw new Error(`Malformed ICU message (${what} at ${i}): ${message}`);
  };

  function text(nested: boolean, pound: number | undefined): string {
    let out = '';
    while (i < message.length) {
      const ch = message[i]!;
      if (ch === '}') {
        if (nested) return out;
        fail('unbalanced }');
      }
      if (ch === '{') {
        i += 1;
        out += argument(pound);
      } else if (ch === '#' && pound !== undefined) {
        out += numberFormat.format(pound);
        i += 1;
      } else if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") {
          out += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (next === '#' && pound !== undefined)) {
          const end = message.indexOf("'", i + 1);
          out += message.slice(i + 1, end === -1 ? undefined : end).replace(/''/g, "'");
          i = end === -1 ? message.length : end + 1;
        } else {
          out += "'";
          i += 1;
        }
      } else {
        out += ch;
        i += 1;
      }
    }
    if (nested) fail('unclosed {');
    return out;
  }

  function argument(pound: number | undefined): string {
    const head = /^\s*([A-Za-z0-9_]+)\s*(?:,\s*(plural|selectordinal|select|number)\s*)?([,}])/.exec(message.slice(i));
    if (!head) return fail('bad argument');
    i += head[0].length;
    const [, name = '', type, end] = head;
    const value = values[name];
    if (end === '}') {
      if (value === undefined) return `{${name}}`;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    }
    if (type === undefined || type === 'number') {
      // `{n, number, style}`: the style is not interpreted.
      const close = message.indexOf('}', i);
      if (close === -1) fail('unclosed number');
      i = close + 1;
      return value === undefined ? `{${name}}` : typeof value === 'number' ? numberFormat.format(value) : value;
    }
    const count = Number(value);
    const options = new Map<string, string>();
    for (;;) {
      const space = /^\s*/.exec(message.slice(i));
      i += space?.[0].length ?? 0;
      if (message[i] === '}') {
        i += 1;
        break;
      }
      const selector = /^(offset:\s*\d+\s*|=\d+|[A-Za-z0-9_]+)\s*(\{)?/.exec(message.slice(i));
      if (!selector) return fail('bad selector');
      i += selector[0].length;
      if (selector[1]?.startsWith('offset:')) continue;
      if (selector[2] === undefined) fail('option without {');
      const body = text(true, type === 'select' ? pound : count);
      i += 1; // the option's closing brace
      options.set(selector[1]!, body);
    }
    if (type === 'select') return options.get(String(value)) ?? options.get('other') ?? '';
    const exact = options.get(`=${count}`);
    if (exact !== undefined) return exact;
    const category = new Intl.PluralRules(locale, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' }).select(count);
    return options.get(category) ?? options.get('other') ?? '';
  }

  return text(false, undefined);
}

/** The message at a full catalog key (`errors.validation.enterEmail`, `email.code.subject`), English when the language lacks it. */
export function translate(language: string, key: string, values: MessageValues = {}): string | undefined {
  const message =
    lookup(loadCatalog(language), key) ?? (language === DEFAULT_LANGUAGE ? undefined : lookup(loadCatalog(DEFAULT_LANGUAGE), key));
  return message === undefined ? undefined : formatMessage(message, values, language);
}

/** True when `key` (a domain message key such as `validation.enterEmail`) has an English text in the errors catalog. */
export function isErrorMessageKey(key: string): boolean {
  return lookup(loadCatalog(DEFAULT_LANGUAGE), `errors.${key}`) !== undefined;
}

/** A domain message key (`errors.incorrectCredentials`) in `language`; the key itself if no catalog has it. */
export function errorText(language: string, key: string, values: MessageValues = {}): string {
  return translate(language, `errors.${key}`, values) ?? key;
}
