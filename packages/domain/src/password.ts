import { MESSAGE_KEYS } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

export type PasswordProblem =
  typeof MESSAGE_KEYS.passwordLength | typeof MESSAGE_KEYS.passwordComposition | typeof MESSAGE_KEYS.passwordRule;

// docs/product.md §5 says "printable ASCII": we take that as 0x20-0x7E, space included, because a space
// in a passphrase is harmless and users type it. Passwords are never trimmed.
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
// A symbol is a visible non-alphanumeric character: space is allowed but does not count,
// since "at least one symbol" is meant to add a character the user can see and remember.
const SYMBOL = /[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]/;

/**
 * Checks the password rule of docs/product.md §5: 8 to 20 printable ASCII characters with at least one
 * lowercase letter, one uppercase letter and one symbol. Returns message keys, empty when
 * the password is acceptable, in this order:
 * - `validation.passwordLength` when it has fewer than 8 or more than 20 characters;
 * - `validation.passwordComposition` when a lowercase, uppercase or symbol is missing;
 * - `validation.passwordRule` when it contains a character outside printable ASCII.
 */
export function checkPassword(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    problems.push(MESSAGE_KEYS.passwordLength);
  }
  if (!LOWERCASE.test(password) || !UPPERCASE.test(password) || !SYMBOL.test(password)) {
    problems.push(MESSAGE_KEYS.passwordComposition);
  }
  if (!PRINTABLE_ASCII.test(password)) problems.push(MESSAGE_KEYS.passwordRule);
  return problems;
}

/** True when the password satisfies docs/product.md §5. */
export function isValidPassword(password: string): boolean {
  return checkPassword(password).length === 0;
}
