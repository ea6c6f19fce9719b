import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { inLanguage } from '@kestrel/domain/languages';
import { IntentLink } from './intent-link-client';

/**
 * A link to a page of the site in the current language (server components).
 * The language prefix is computed on the server, so no translation runtime is shipped to the
 * browser just to write hrefs; the page is prefetched on intent (intent-link-client.tsx).
 */
export async function Link({ href, ...props }: Omit<ComponentProps<typeof IntentLink>, 'href'> & { href: string }) {
  const locale = await getLocale();
  return <IntentLink href={inLanguage(locale, href)} {...props} />;
}
