import { getLocale } from 'next-intl/server';
import { inLanguage } from '@kestrel/domain/languages';
import { PageLink, type PageLinkProps } from './page-link';

/**
 * A link to a page of the site in the current language (server components).
 * The language prefix is computed on the server, so no translation runtime is shipped to the
 * browser just to write hrefs; navigation in the page and prefetching on intent come from the one
 * SoftNavigation leaf of the layout (page-link.tsx).
 */
export async function Link({ href, ...props }: PageLinkProps) {
  const locale = await getLocale();
  return <PageLink href={inLanguage(locale, href)} {...props} />;
}
