/**
 * ICU messages formatted by intl-messageformat, the library the web's next-intl uses, with the
 * two habits the API's messages have always had:
 *  - a number in a plain argument (`{seconds}`) is written for the locale (`3,600`, `3.600`),
 *    where the library would write `3600`, and a text in `{n, number}` stays text;
 *  - a missing value leaves `{name}` in the text instead of throwing, so a mail or an error
 *    with a forgotten value still goes out (a missing plural or select value takes `other`).
 * Tags (`<b>`) are text: the API sends no rich text.
 */
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  parse,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export type MessageValues = Record<string, string | number>;

/** A parsed message, ready to format many times. */
export type CompiledMessage = (values: MessageValues) => string;

// The value of a plain argument travels under this suffix, already text, so the same name can
// still be a number for a plural. ICU argument names cannot contain spaces, so no name collides.
const AS_TEXT = ' as text';

interface ArgumentNames {
  /** Names used as `{name}`. */
  text: Set<string>;
  /** Names used by plural, select or number. */
  other: Set<string>;
}

/** The AST with every plain argument renamed to its text form, collecting the names on the way. */
function withTextArguments(elements: MessageFormatElement[], names: ArgumentNames): MessageFormatElement[] {
  return elements.map((element) => {
    // `{n, number}` without a style writes a number the same way, and a text or a missing value as a plain argument would.
    if (isArgumentElement(element) || (isNumberElement(element) && !element.style)) {
      names.text.add(element.value);
      return { type: TYPE.argument, value: element.value + AS_TEXT, location: element.location };
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      names.other.add(element.value);
      const options = Object.fromEntries(
        Object.entries(element.options).map(([selector, option]) => [
          selector,
          { ...option, value: withTextArguments(option.value, names) },
        ]),
      );
      return { ...element, options };
    }
    if (isNumberElement(element) || isDateElement(element) || isTimeElement(element)) names.other.add(element.value);
    return element;
  });
}

/** Parses `message` once for `locale`; throws "Malformed ICU message" when it does not parse. */
export function compileMessage(message: string, locale: string): CompiledMessage {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: true });
  } catch (error) {
    throw new Error(`Malformed ICU message (${error instanceof Error ? error.message : String(error)}): ${message}`);
  }
  const names: ArgumentNames = { text: new Set(), other: new Set() };
  const format = new IntlMessageFormat(withTextArguments(elements, names), locale);
  const numbers = new Intl.NumberFormat(locale);
  return (values) => {
    const input: Record<string, PrimitiveType> = { ...values };
    for (const name of names.text) {
      const value = values[name];
      input[name + AS_TEXT] = value === undefined ? `{${name}}` : typeof value === 'number' ? numbers.format(value) : value;
    }
    // Present but undefined: plural and select fall to `other` instead of throwing.
    for (const name of names.other) if (!(name in input)) input[name] = undefined;
    const text = format.format(input);
    // Only rich-text functions make parts that are not strings, and MessageValues holds none.
    return Array.isArray(text) ? text.join('') : String(text);
  };
}

/** Formats an ICU message once (callers that format the same message again should keep `compileMessage`'s result). */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  return compileMessage(message, locale)(values);
}
