import { describe, expect, it } from 'vitest';
import { errorText, formatMessage, languageFromAcceptLanguage, translate } from './i18n';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['zh-CN,zh;q=0.9,ja;q=0.8,en;q=0.7', 'ja'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['PT-br', 'pt'],
    ['fr;q=0, es', 'es'],
    ['*', undefined],
    ['xx, yy', undefined],
  ])('%j → %j', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('formatMessage', () => {
  it('fills arguments and formats numbers for the locale', () => {
    expect(formatMessage('Wait {seconds} seconds, {name}.', { seconds: 3600, name: 'Ann' }, 'en')).toBe('Wait 3,600 seconds, Ann.');
    expect(formatMessage('{n}', { n: 3600 }, 'de')).toBe('3.600');
    expect(formatMessage('Hi {missing}', {}, 'en')).toBe('Hi {missing}');
  });

  it('supports plural with =N, categories and #', () => {
    const message = '{n, plural, =0 {none} one {# second} few {# sekundy} other {# seconds}}';
    expect(formatMessage(message, { n: 0 }, 'en')).toBe('none');
    expect(formatMessage(message, { n: 1 }, 'en')).toBe('1 second');
    expect(formatMessage(message, { n: 5 }, 'en')).toBe('5 seconds');
    expect(formatMessage(message, { n: 3 }, 'pl')).toBe('3 sekundy');
  });

  it('supports select and apostrophe quoting', () => {
    expect(formatMessage('{kind, select, app {the app} other {the site}}', { kind: 'app' }, 'en')).toBe('the app');
    expect(formatMessage('{kind, select, app {the app} other {the site}}', { kind: 'x' }, 'en')).toBe('the site');
    expect(formatMessage("It''s '{literal}'", {}, 'en')).toBe("It's {literal}");
  });

  it('throws on a malformed message', () => {
    expect(() => formatMessage('{unclosed', {}, 'en')).toThrow(/Malformed ICU message/);
  });
});

describe('translate', () => {
  it('reads the catalogs and falls back to English for a missing key', () => {
    expect(errorText('en', 'errors.tooManyAttempts', { seconds: 30 })).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(translate('de', 'errors.validation.enterPassword')).toBe('Bitte Passwort eingeben');
    expect(translate('de', 'errors.no.such.key')).toBeUndefined();
    expect(errorText('de', 'no.such.key')).toBe('no.such.key');
  });
});
