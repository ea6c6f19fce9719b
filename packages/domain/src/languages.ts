// No zod here: browser code imports this module directly (`@kestrel/domain/languages`)
// and must not pull the schema library into the page bundle. LanguageCodeSchema is in api.ts.

/** The 16 site languages in the order of docs/product.md §1 (also the order of the language switcher). */
export const LANGUAGE_CODES = ['ms', 'id', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'uk', 'ko', 'ja', 'ar'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  readonly code: LanguageCode;
  /** The language's name in that language, as shown in the language switcher. */
  readonly name: string;
  readonly dir: TextDirection;
}

/** English is the default and is served without a path prefix (docs/product.md §1). */
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

// A record keyed by code makes the compiler reject a language without a name or direction.
const LANGUAGE_DETAILS: Readonly<Record<LanguageCode, Omit<Language, 'code'>>> = {
  ms: { name: 'Bahasa Melayu', dir: 'ltr' },
  id: { name: 'Bahasa Indonesia', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  nl: { name: 'Nederlands', dir: 'ltr' },
  pl: { name: 'Polski', dir: 'ltr' },
  pt: { name: 'Português', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr' },
  uk: { name: 'Українська', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
};

/** The 16 languages of docs/product.md §1, in switcher order. */
export const LANGUAGES: readonly Language[] = Object.freeze(
  LANGUAGE_CODES.map((code) => Object.freeze({ code, ...LANGUAGE_DETAILS[code] })),
);

const CODE_SET: ReadonlySet<string> = new Set(LANGUAGE_CODES);

/** True only for one of the 16 codes of docs/product.md §1 (case-sensitive: prefixes are lowercase, docs/product.md §5). */
export function isLanguageCode(x: unknown): x is LanguageCode {
  return typeof x === 'string' && CODE_SET.has(x);
}

/** Text direction of a language: Arabic is right-to-left, every other language left-to-right. */
export function languageDirection(code: LanguageCode): TextDirection {
  return LANGUAGE_DETAILS[code].dir;
}

/** The language's own name (docs/product.md §1), e.g. 'Deutsch' for de. */
export function languageName(code: LanguageCode): string {
  return LANGUAGE_DETAILS[code].name;
}

/**
 * The BCP 47 tag for `hreflang` alternates (docs/product.md §2). Every site code is already a valid
 * ISO 639-1 primary subtag, so the tag is the code itself; the function exists so a future
 * regional variant (e.g. pt-BR) changes one place.
 */
export function hreflangFor(code: LanguageCode): string {
  return code;
}

/** The language prefix of `path`, e.g. de for /de/myAccount; undefined when its first segment is not one of the 16 codes. */
export function languageOfPath(path: string): LanguageCode | undefined {
  const first = path.split('/')[1];
  return isLanguageCode(first) ? first : undefined;
}

/** `path` without its language prefix, e.g. /de/myAccount → /myAccount, /de → /. Other paths are returned as they are. */
export function withoutLanguage(path: string): string {
  const language = languageOfPath(path);
  return language === undefined ? path : path.slice(language.length + 1) || '/';
}

/**
 * A language-neutral `path` under the prefix of `language`, English's too: /de + / → /de. Links
 * that switch the language use it (the proxy answers /en/... with the unprefixed path and
 * remembers the choice); every other link wants `inLanguage`.
 */
export function withLanguagePrefix(language: string, path: string): string {
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** A language-neutral `path` under the prefix of `locale`; English has none (docs/product.md §1). */
export function inLanguage(locale: string, path: string): string {
  return locale === DEFAULT_LANGUAGE ? path : withLanguagePrefix(locale, path);
}
