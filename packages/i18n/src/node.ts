import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NAMESPACES, type Messages } from './index';

// Resolved through the package name so it works from source, from tests and from a bundle.
const messagesDir = join(dirname(createRequire(import.meta.url).resolve('@kestrel/i18n/package.json')), 'messages');

const cache = new Map<string, Messages>();

/** All namespaces of one locale, keyed by namespace (`{ common: {...}, errors: {...} }`). */
export function loadCatalog(locale: string): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const catalog: Messages = {};
  for (const ns of NAMESPACES) {
    catalog[ns] = JSON.parse(readFileSync(join(messagesDir, locale, `${ns}.json`), 'utf8')) as Messages;
  }
  cache.set(locale, catalog);
  return catalog;
}
