import { NAMESPACES, type Messages, type Namespace } from '@kestrel/i18n';
import { loadCatalog } from '@kestrel/i18n/node';
import type { LanguageCode } from '@kestrel/domain';

/**
 * The messages of one language: one namespace when `prefix` names it, else all of them,
 * always keyed by namespace (`{ home: {...} }`) so clients read one shape.
 * Catalog files are read once per language and cached by @kestrel/i18n.
 */
export function localizedMessages(language: LanguageCode, prefix: Namespace | undefined): Record<string, Messages> {
  const catalog = loadCatalog(language);
  const names: readonly Namespace[] = prefix ? [prefix] : NAMESPACES;
  const messages: Record<string, Messages> = {};
  for (const name of names) {
    const namespace = catalog[name];
    // loadCatalog reads every namespace file; a string here would be a malformed catalog.
    if (namespace === undefined || typeof namespace === 'string') {
      throw new Error(`catalog ${language}/${name} is missing or not an object`);
    }
    messages[name] = namespace;
  }
  return messages;
}
