/**
 * Gift card codes (docs/product.md §3 "Gift cards"): 15 random characters and a check character,
 * in Crockford's base 32 (no I, L, O or U; a typed O reads as 0, an I or L as 1), grouped in fours
 * for reading: `7KQM-X3RD-9PWA-HT4G`. The check character (Luhn mod 32) catches every single
 * mistyped character and every swap of two neighbours but 0↔Z, so a typo is reported before the
 * server is asked. No zod here: pages import this.
 */

/** Crockford's base 32: digits and capitals without I, L, O and U. */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const N = GIFT_CODE_ALPHABET.length;
/** Look-alikes read as the character they resemble. */
const READ_AS: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };
/** Random characters per code: 15 × 5 = 75 bits, far beyond guessing. */
export const GIFT_CODE_RANDOM_LENGTH = 15;
export const GIFT_CODE_LENGTH = GIFT_CODE_RANDOM_LENGTH + 1;
const GROUP = 4;
export const GIFT_CODE_EXAMPLE = '7KQM-X3RD-9PWA-HT4G';

/** Luhn mod N check character of `body` (characters of the alphabet). */
function checkCharacter(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    const addend = factor * GIFT_CODE_ALPHABET.indexOf(body[i]!);
    sum += Math.floor(addend / N) + (addend % N);
    factor = factor === 2 ? 1 : 2;
  }
  return GIFT_CODE_ALPHABET[(N - (sum % N)) % N]!;
}

/** `ABCDEFGH…` as `ABCD-EFGH-…`. */
export function formatGiftCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');
}

/** A new code from the platform's CSPRNG (Web Crypto), formatted. 256 = 8 × 32: every character is equally likely. */
export function newGiftCode(): string {
  const body = Array.from(crypto.getRandomValues(new Uint8Array(GIFT_CODE_RANDOM_LENGTH)), (byte) => GIFT_CODE_ALPHABET[byte % N]).join('');
  return formatGiftCode(body + checkCharacter(body));
}

export type GiftCodeCheck =
  | { readonly ok: true; /** The 16 characters without separators: what is hashed and stored. */ readonly code: string }
  | { readonly ok: false; readonly problem: 'length' | 'characters' | 'check' };

/**
 * Reads a code as typed: spaces and dashes ignored, lower case accepted, O read as 0 and I or L
 * as 1. Says what is wrong without asking the server: a character that no code has (U, a symbol),
 * a wrong length, or a check character that does not match (a typo).
 */
export function checkGiftCode(input: string): GiftCodeCheck {
  const code = [...input.replace(/[\s\-‐-―−]/g, '').toUpperCase()].map((char) => READ_AS[char] ?? char).join('');
  if ([...code].some((char) => !GIFT_CODE_ALPHABET.includes(char))) return { ok: false, problem: 'characters' };
  if (code.length !== GIFT_CODE_LENGTH) return { ok: false, problem: 'length' };
  if (checkCharacter(code.slice(0, -1)) !== code.at(-1)) return { ok: false, problem: 'check' };
  return { ok: true, code };
}
