import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGiftCode, GIFT_CODE_ALPHABET, GIFT_CODE_EXAMPLE, newGiftCode } from './gift-codes';

describe('gift card codes', () => {
  it('are four groups of four characters of the alphabet, each one valid', () => {
    for (let i = 0; i < 200; i++) {
      const code = newGiftCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(checkGiftCode(code)).toEqual({ ok: true, code: code.replaceAll('-', '') });
    }
    expect(checkGiftCode(GIFT_CODE_EXAMPLE).ok).toBe(true);
  });

  it('are read as people type them: lower case, spaces, other dashes, O for 0 and I or L for 1', () => {
    const code = newGiftCode();
    const plain = code.replaceAll('-', '');
    expect(checkGiftCode(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toEqual({ ok: true, code: plain });
    expect(checkGiftCode(code.replaceAll('-', '–'))).toEqual({ ok: true, code: plain });
    const withLookAlikes = '0K1M-X3RD-9PWA-HT4'; // body with a 0 and a 1
    const valid = checkGiftCode(
      `${withLookAlikes}${[...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'].find((c) => checkGiftCode(withLookAlikes + c).ok)}`,
    );
    expect(valid.ok).toBe(true);
    if (valid.ok) expect(checkGiftCode(valid.code.replace('0', 'o').replace('1', 'L'))).toEqual(valid);
  });

  it('catch every single mistyped character and every swap of neighbours', () => {
    fc.assert(
      fc.property(fc.nat(14), fc.nat(GIFT_CODE_ALPHABET.length - 1), (position, replacement) => {
        const plain = newGiftCode().replaceAll('-', '');
        const wrong = GIFT_CODE_ALPHABET[replacement]!;
        if (plain[position] === wrong) return;
        expect(checkGiftCode(plain.slice(0, position) + wrong + plain.slice(position + 1))).toEqual({ ok: false, problem: 'check' });
        // Luhn mod 32 misses one swap, of the first and the last character (0↔Z), as Luhn misses 09↔90.
        const pair = new Set([plain[position], plain[position + 1]]);
        if (plain[position] !== plain[position + 1] && !(pair.has('0') && pair.has('Z'))) {
          const swapped = plain.slice(0, position) + plain[position + 1] + plain[position] + plain.slice(position + 2);
          expect(checkGiftCode(swapped)).toEqual({ ok: false, problem: 'check' });
        }
      }),
    );
  });

  it('say which characters no code has, and a wrong length', () => {
    expect(checkGiftCode('UKQM-X3RD-9PWA-HT4G')).toEqual({ ok: false, problem: 'characters' });
    expect(checkGiftCode('7KQM-X3RD-9PWA-HT4*')).toEqual({ ok: false, problem: 'characters' });
    expect(checkGiftCode('7KQM-X3RD-9PWA\u0000HT4G')).toEqual({ ok: false, problem: 'characters' });
    expect(checkGiftCode('7KQM-X3RD-9PWA-HT4H')).toEqual({ ok: false, problem: 'check' });
    expect(checkGiftCode('7KQM-X3RD-9PWA')).toEqual({ ok: false, problem: 'length' });
    expect(checkGiftCode('')).toEqual({ ok: false, problem: 'length' });
  });

  it('use every character about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const char of newGiftCode().replaceAll('-', '').slice(0, 15)) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = (2000 * 15) / GIFT_CODE_ALPHABET.length;
    expect(counts.size).toBe(GIFT_CODE_ALPHABET.length);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.2);
  });
});
