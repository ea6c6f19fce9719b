/**
 * The catalog rules of docs/architecture.md: every locale has exactly the English keys,
 * every message parses as ICU with the same placeholders as English, no English
 * is left in another language (unless listed in identical-ok.json), the
 * English product messages are the domain's verbatim texts, and a number shown in
 * a language whose words change with it goes through an ICU plural.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ENGLISH_MESSAGES, LANGUAGE_CODES } from '@kestrel/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, lookup, NAMESPACES, type Messages } from './index';
import { loadCatalog } from './node';

const identicalOk = JSON.parse(readFileSync(join(__dirname, '..', 'identical-ok.json'), 'utf8')) as Record<string, string[]>;
const english = loadCatalog('en');
const englishKeys = flattenKeys(english).sort();

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      into.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      placeholders(element.children, into);
    }
  }
  return into;
}

const placeholdersOf = (message: string) => [...placeholders(parse(message))].sort();

describe('English catalog', () => {
  it('has every namespace', () => {
    expect(Object.keys(english).sort()).toEqual([...NAMESPACES].sort());
  });

  it('holds the product messages verbatim under errors.*', () => {
    for (const [key, text] of Object.entries(ENGLISH_MESSAGES)) {
      expect(lookup(english, `errors.${key}`), key).toBe(text);
    }
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s catalog', (locale) => {
  const catalog: Messages = loadCatalog(locale);
  const allowedSame = new Set([...(identicalOk['*'] ?? []), ...(identicalOk[locale] ?? [])]);

  it('has exactly the English keys', () => {
    expect(flattenKeys(catalog).sort()).toEqual(englishKeys);
  });

  it('uses the same ICU placeholders as English, and every message parses', () => {
    for (const key of englishKeys) {
      const message = lookup(catalog, key);
      if (message === undefined) continue;
      expect(placeholdersOf(message), `${locale} ${key}`).toEqual(placeholdersOf(lookup(english, key)!));
    }
  });

  it('leaves no English behind', () => {
    const same = englishKeys.filter((key) => !allowedSame.has(key) && lookup(catalog, key) === lookup(english, key));
    expect(same).toEqual([]);
  });
});

/**
 * Every argument of the catalogs, by what it holds. A number's words change with it in most
 * languages ("1 day", "2 days"; Arabic, Polish, Russian and Ukrainian have more forms than
 * one/other), so a numeric argument needs an ICU plural there. A new argument must be listed.
 */
const NUMERIC_ARGUMENTS = new Set([
  'count',
  'days',
  'months',
  'minutes',
  'seconds',
  'refundDays',
  'promotionDays',
  'replyDays',
  'processingDays',
  'servers',
  'locations',
  'countries',
  'users',
  'languages',
  'devices',
  'hours',
  'idleDays',
  'absoluteDays',
  'sentDays',
  'failedDays',
  // The longest text a field takes ("Up to 5000 characters").
  'max',
]);
/** Arguments that are text, money, dates, percentages or a year: no words agree with them. */
const OTHER_ARGUMENTS = new Set([
  'brand',
  'email',
  'supportEmail',
  'name',
  'app',
  'os',
  'path',
  'platform',
  'console',
  'plan',
  'unit',
  'kind',
  'period',
  'price',
  'perMonth',
  'total',
  'amount',
  'percent',
  'rating',
  'date',
  'start',
  'end',
  'time',
  'year',
  'encryption',
  'field',
  'availability',
  'legalName',
  'network',
  'method',
  // Pixel sizes of an image, followed by the unit symbol "px": no words agree with them.
  'width',
  'height',
  /** A lifetime already worded with its own plural ("45 days"). */
  'duration',
  'host',
  'windowsVersion',
  'macVersion',
  // A refund request's reference number and an example order number: codes, no words agree with them.
  'reference',
  'example',
  // A file size followed by the unit symbol "MB", like the pixel sizes above.
  'megabytes',
  // A character counter of digits only ("120 / 5000"), the label beside it says what it counts.
  'used',
  'limit',
  // A blog search as typed and as corrected: the visitor's words, quoted.
  'typed',
  'corrected',
  // Names of the refund form's values in its messages: an order number, a file's type, size and name.
  'orderNo',
  'type',
  // The blog: a post's title, description and author, the reader's search words (all text), and the
  // page numbers of "Page 2 of 5", which name a page rather than count anything.
  'title',
  'description',
  'author',
  'query',
  'page',
  'pages',
  'size',
  'file',
  // A place in the app mockups and the server map ("Tokyo", "Japan"): names, no words agree with them.
  'city',
  'country',
  // A gift card's recipient, as the buyer typed their email address.
  'recipient',
]);
/** Languages with several plural forms for whole numbers, where every form must be written out. */
const MANY_FORMS = ['ar', 'pl', 'ru', 'uk'] as const;

/**
 * Numeric arguments used outside a plural on themselves, with words beside them that may have
 * to agree. (A number that is the whole text of a branch has no words to agree with.)
 */
function barePlacements(elements: MessageFormatElement[], insidePluralOf: ReadonlySet<string> = new Set()): string[] {
  return elements.flatMap((element) => {
    if ((element.type === TYPE.argument || element.type === TYPE.number) && NUMERIC_ARGUMENTS.has(element.value)) {
      return insidePluralOf.has(element.value) || elements.length === 1 ? [] : [element.value];
    }
    if (element.type === TYPE.plural) {
      const inside = new Set([...insidePluralOf, element.value]);
      return Object.values(element.options).flatMap((option) => barePlacements(option.value, inside));
    }
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => barePlacements(option.value, insidePluralOf));
    if (element.type === TYPE.tag) return barePlacements(element.children, insidePluralOf);
    return [];
  });
}

/** Plurals on a numeric argument that lack one of the language's forms for whole numbers. */
function missingForms(elements: MessageFormatElement[], categories: readonly string[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural) {
      const missing = NUMERIC_ARGUMENTS.has(element.value) ? categories.filter((category) => !(category in element.options)) : [];
      return [
        ...(missing.length ? [`${element.value}: ${missing.join(', ')}`] : []),
        ...Object.values(element.options).flatMap((option) => missingForms(option.value, categories)),
      ];
    }
    if (element.type === TYPE.select) return Object.values(element.options).flatMap((option) => missingForms(option.value, categories));
    if (element.type === TYPE.tag) return missingForms(element.children, categories);
    return [];
  });
}

describe('numbers in the catalogs', () => {
  it('every argument is known to be a number or not', () => {
    const unknown = LANGUAGE_CODES.flatMap((locale) => {
      const catalog = loadCatalog(locale);
      return englishKeys.flatMap((key) => placeholdersOf(lookup(catalog, key) ?? ''));
    }).filter((name) => !name.startsWith('<') && !NUMERIC_ARGUMENTS.has(name) && !OTHER_ARGUMENTS.has(name));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it.each(MANY_FORMS)('%s shows every number through an ICU plural with all its forms', (locale) => {
    const catalog = loadCatalog(locale);
    // Whole numbers only: a count of days, months or ratings is never a fraction.
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const problems = englishKeys.flatMap((key) => {
      const elements = parse(lookup(catalog, key) ?? '');
      return [
        ...barePlacements(elements).map((name) => `${key}: {${name}} without a plural`),
        ...missingForms(elements, categories).map((missing) => `${key}: plural of ${missing} missing`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
