/**
 * The message catalogs of the 16 languages. Catalog files live in
 * messages/<locale>/<namespace>.json; English is the source of truth for keys.
 * This module is pure (usable in browsers); `@kestrel/i18n/node` reads the files.
 */
export const NAMESPACES = [
  'account',
  'blog',
  'common',
  'company',
  'download',
  'email',
  'errors',
  'fatal',
  'giftCard',
  'features',
  'freeVpn',
  'help',
  'home',
  'imagery',
  'layout',
  'legal',
  'payment',
  'pricing',
  'promotion',
  'receipt',
  'redirect',
  'server',
  'servers',
  'useCases',
  'wfh',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A nested catalog: ICU message strings grouped by key. */
export type Messages = { [key: string]: string | Messages };

/** Looks up a dotted key ("errors.generic") in a catalog. */
export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every dotted key of a catalog that holds a string. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}
