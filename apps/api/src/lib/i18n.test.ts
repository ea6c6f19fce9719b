import { describe, expect, it } from 'vitest';
import { errorText, languageFromAcceptLanguage, translate } from './i18n';
import { formatMessage } from './message-format';

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

  it('keeps a number written for the locale in a plain argument that is also a plural', () => {
    const message = '{n} {n, plural, one {day} other {days}}';
    expect(formatMessage(message, { n: 1 }, 'en')).toBe('1 day');
    expect(formatMessage(message, { n: 1000 }, 'en')).toBe('1,000 days');
  });

  it('takes `other` when a plural or select value is missing', () => {
    expect(formatMessage('{n, plural, one {one} other {many}} {k, select, a {A} other {B}}', {}, 'en')).toBe('many B');
  });

  it('leaves tags as text', () => {
    expect(formatMessage('<b>{name}</b>', { name: 'Ann' }, 'en')).toBe('<b>Ann</b>');
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

  it("picks each language's plural form (Arabic, Russian, Ukrainian, Polish)", () => {
    const wait = (language: string, seconds: number) => errorText(language, 'errors.tooManyAttempts', { seconds });
    expect([0, 1, 2, 3, 11, 100].map((seconds) => wait('ar', seconds))).toEqual([
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 0 ثانية.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد ثانية واحدة.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد ثانيتين.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 3 ثوانٍ.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 11 ثانية.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 100 ثانية.',
    ]);
    expect([1, 3, 5, 21, 1.5].map((seconds) => wait('ru', seconds))).toEqual([
      'Слишком много попыток. Повторите попытку через 1 секунду.',
      'Слишком много попыток. Повторите попытку через 3 секунды.',
      'Слишком много попыток. Повторите попытку через 5 секунд.',
      'Слишком много попыток. Повторите попытку через 21 секунду.',
      'Слишком много попыток. Повторите попытку через 1,5 секунды.',
    ]);
    expect(wait('uk', 12)).toBe('Забагато спроб. Повторіть спробу через 12 секунд.');
    expect(wait('pl', 22)).toBe('Zbyt wiele prób. Spróbuj ponownie za 22 sekundy.');
  });

  it('formats the same key again from its compiled form, in each language', () => {
    expect(errorText('ru', 'errors.tooManyAttempts', { seconds: 2 })).toBe('Слишком много попыток. Повторите попытку через 2 секунды.');
    expect(errorText('ru', 'errors.tooManyAttempts', { seconds: 7 })).toBe('Слишком много попыток. Повторите попытку через 7 секунд.');
    expect(errorText('uk', 'errors.tooManyAttempts', { seconds: 7 })).toBe('Забагато спроб. Повторіть спробу через 7 секунд.');
  });
});
