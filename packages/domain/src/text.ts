// Which characters text input may hold; the API checks every string of every request against
// these rules at its edge (docs/architecture.md "API conventions"), and the form schemas use them too.
//
// - Nowhere: NUL (PostgreSQL cannot store it in text and the query fails), the other C0 control
//   characters except tab, line feed and carriage return, DEL, and lone UTF-16 surrogates (not
//   Unicode text: they silently turn into U+FFFD on the way to the database).
// - Single-line fields (emails, usernames, codes, ids, device fields) also refuse line breaks;
//   free text (a contact form's inquiry) keeps them.

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DEL = 0x7f;

/**
 * The index of the first character `text` may not hold anywhere (see above), or -1. Written as
 * a loop over UTF-16 code units: a lone surrogate cannot be found with a regular expression
 * without lookbehind, which older Safari versions cannot parse.
 */
export function forbiddenCharacterIndex(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20) {
      if (unit !== TAB && unit !== LINE_FEED && unit !== CARRIAGE_RETURN) return i;
    } else if (unit === DEL) {
      return i;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return i;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return i;
    }
  }
  return -1;
}

/** True when `text` holds a character no text field may hold (see `forbiddenCharacterIndex`). */
export function hasForbiddenCharacters(text: string): boolean {
  return forbiddenCharacterIndex(text) !== -1;
}

// Line feed, carriage return, and the Unicode line breaks NEL, LINE SEPARATOR and PARAGRAPH
// SEPARATOR (JavaScript and many log viewers break lines at the last two).
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/** True when `text` has no line break: what a single-line field holds. */
export function isSingleLine(text: string): boolean {
  return !LINE_BREAK.test(text);
}

/**
 * The API's answer to a request holding a forbidden character (errors catalog). It takes
 * `{ field }`: the body field (`device.user_id`), query parameter or header concerned.
 */
export const TEXT_MESSAGE_KEYS = Object.freeze({
  invalidCharacters: 'errors.invalidCharacters',
} as const);
