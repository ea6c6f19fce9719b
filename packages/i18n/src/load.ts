import type { Messages, Namespace } from './index';

/**
 * One namespace of one locale, loaded lazily by the bundler (the template import
 * makes every catalog file a separate chunk, loaded only for the requested locale).
 */
export async function importNamespace(locale: string, namespace: Namespace): Promise<Messages> {
  const module = (await import(`../messages/${locale}/${namespace}.json`)) as { default: Messages };
  return module.default;
}
