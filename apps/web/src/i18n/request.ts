import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type { Messages } from '@kestrel/i18n';
import { NAMESPACES } from '@kestrel/i18n';
import { importNamespace } from '@kestrel/i18n/load';
import { routing } from './routing';

async function loadMessages(locale: string): Promise<Messages> {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await importNamespace(locale, ns)] as const));
  return Object.fromEntries(entries);
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
