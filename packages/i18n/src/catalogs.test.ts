/**
 * The catalog rules of DESIGN.md: every locale has exactly the English keys,
 * every message parses as ICU with the same placeholders as English, no English
 * is left in another language (unless listed in identical-ok.json), and the
 * English SPEC messages are the domain's verbatim texts.
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

  it('holds the SPEC messages verbatim under errors.*', () => {
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
