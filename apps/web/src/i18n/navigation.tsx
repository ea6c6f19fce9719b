import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { inLanguage } from '@kestrel/domain/languages';

/**
 * A link to a page of the site in the current language (server components).
 * next/link with the language prefix computed on the server, so no translation
 * runtime is shipped to the browser just to write hrefs.
 */
export async function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const locale = await getLocale();
  return <NextLink href={inLanguage(locale, href)} {...props} />;
}
