import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  hreflangFor,
  inLanguage,
  isLanguageCode,
  languageDirection,
  languageName,
  languageOfPath,
  withLanguagePrefix,
  withoutLanguage,
} from './languages';
import { LanguageCodeSchema } from './api';

describe('languages', () => {
  it('lists the 16 languages of docs/product.md §1 in order', () => {
    expect(LANGUAGE_CODES).toEqual(['ms', 'id', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'uk', 'ko', 'ja', 'ar']);
    expect(LANGUAGES.map((l) => l.code)).toEqual(LANGUAGE_CODES);
  });

  it('names each language in its own language', () => {
    expect(Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name]))).toEqual({
      ms: 'Bahasa Melayu',
      id: 'Bahasa Indonesia',
      de: 'Deutsch',
      en: 'English',
      es: 'Español',
      fr: 'Français',
      it: 'Italiano',
      nl: 'Nederlands',
      pl: 'Polski',
      pt: 'Português',
      tr: 'Türkçe',
      ru: 'Русский',
      uk: 'Українська',
      ko: '한국어',
      ja: '日本語',
      ar: 'العربية',
    });
    expect(languageName('uk')).toBe('Українська');
  });

  it('makes only Arabic right-to-left', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('en')).toBe('ltr');
  });

  it('defaults to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('recognises only the 16 codes', () => {
    for (const code of LANGUAGE_CODES) expect(isLanguageCode(code)).toBe(true);
    for (const bad of ['EN', 'en-US', 'zh', '', ' en', 'english', undefined, null, 1, {}]) {
      expect(isLanguageCode(bad)).toBe(false);
    }
  });

  it('offers a zod enum of the codes', () => {
    expect(LanguageCodeSchema.parse('ko')).toBe('ko');
    expect(LanguageCodeSchema.safeParse('zh').success).toBe(false);
  });

  it('gives a BCP 47 hreflang per code', () => {
    expect(hreflangFor('pt')).toBe('pt');
    expect(LANGUAGE_CODES.map(hreflangFor)).toEqual([...LANGUAGE_CODES]);
  });

  it('cannot be mutated at run time', () => {
    expect(Object.isFrozen(LANGUAGES)).toBe(true);
    expect(Object.isFrozen(LANGUAGES[0])).toBe(true);
  });
});

describe('language prefix of a path', () => {
  it('is read from the first segment', () => {
    expect(languageOfPath('/ar/myAccount')).toBe('ar');
    expect(languageOfPath('/de')).toBe('de');
    expect(languageOfPath('/')).toBeUndefined();
    expect(languageOfPath('/myAccount/de')).toBeUndefined();
    expect(languageOfPath('/DE/myAccount')).toBeUndefined();
  });

  it('is removed when it is one of the 16 codes, and only then', () => {
    expect(withoutLanguage('/ar/myAccount')).toBe('/myAccount');
    expect(withoutLanguage('/de')).toBe('/');
    expect(withoutLanguage('/myAccount')).toBe('/myAccount');
    expect(withoutLanguage('/DE/myAccount')).toBe('/DE/myAccount');
    expect(withoutLanguage('/de/')).toBe('/');
    expect(withoutLanguage('/de/blog/tag/x')).toBe('/blog/tag/x');
  });

  it('is added for every language but English', () => {
    expect(inLanguage('en', '/login')).toBe('/login');
    expect(inLanguage('ar', '/login')).toBe('/ar/login');
    expect(inLanguage('ja', '/')).toBe('/ja');
  });

  it('is added for English too when asked for explicitly (language switch links)', () => {
    expect(withLanguagePrefix('en', '/login')).toBe('/en/login');
    expect(withLanguagePrefix('de', '/')).toBe('/de');
    expect(withLanguagePrefix('ar', '/pricing?plan_id=2')).toBe('/ar/pricing?plan_id=2');
  });
});
