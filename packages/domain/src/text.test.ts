import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forbiddenCharacterIndex, hasForbiddenCharacters, isSingleLine } from './text';

describe('forbiddenCharacterIndex', () => {
  it('finds NUL, the other C0 controls but tab/LF/CR, and DEL', () => {
    for (let unit = 0; unit < 0x20; unit++) {
      const expected = unit === 0x09 || unit === 0x0a || unit === 0x0d ? -1 : 2;
      expect(forbiddenCharacterIndex(`ab${String.fromCharCode(unit)}c`), `U+${unit.toString(16)}`).toBe(expected);
    }
    expect(forbiddenCharacterIndex('ab\u007f')).toBe(2);
  });

  it('finds lone surrogates, high or low, at the start, inside or at the end', () => {
    expect(forbiddenCharacterIndex('\ud800')).toBe(0);
    expect(forbiddenCharacterIndex('a\udc00b')).toBe(1);
    expect(forbiddenCharacterIndex('ab\ud83d')).toBe(2);
    expect(forbiddenCharacterIndex('\udc00\ud800')).toBe(0);
    // A low surrogate before its high one is no pair.
    expect(forbiddenCharacterIndex('a\ude00\ud83d')).toBe(1);
  });

  it('accepts text of any language, emoji (surrogate pairs), C1 controls and tab/newlines', () => {
    for (const text of [
      '',
      'plain',
      'Grüße, Łódź',
      'مرحبا',
      '日本語',
      '😀 👍🏽',
      'e\u0301',
      '\u0085\u2028',
      'a\tb\nc\r\nd',
      '\ufeff\ufffd\uffff',
    ]) {
      expect(forbiddenCharacterIndex(text), JSON.stringify(text)).toBe(-1);
    }
  });

  it('agrees with String.prototype.isWellFormed and a control-character class on any string', () => {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
    const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();
    // Any UTF-16 code unit (so lone surrogates and controls come up), and whole pairs now and then.
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('\ud83d\ude00', '\ud800', '\udc00', '\u0000', '\t', '\n', 'a'),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        expect(hasForbiddenCharacters(text)).toBe(controls.test(text) || !wellFormed(text));
      }),
      { seed: 20260101, numRuns: 500 },
    );
  });
});

describe('isSingleLine', () => {
  it('refuses LF, CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR; keeps tabs and other text', () => {
    for (const text of ['a\nb', 'a\rb', 'a\u0085b', 'a\u2028b', 'a\u2029b']) expect(isSingleLine(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'a b', 'a\tb', 'ann@example.com']) expect(isSingleLine(text)).toBe(true);
  });
});
