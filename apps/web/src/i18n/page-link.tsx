import type { ComponentProps } from 'react';

/**
 * The attribute that marks a link to one of the site's pages, and its two values: `soft` (navigate
 * in the page, fetch the page ahead on intent) and `soft-no-prefetch` (navigate in the page, never
 * fetch ahead: pages rendered per visitor, such as the checkout). soft-navigation-client.tsx acts on it.
 */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';
export type PageLinkKind = 'soft' | 'soft-no-prefetch';
/** Present: the navigation replaces the current history entry instead of adding one. */
export const REPLACE_ATTRIBUTE = 'data-page-link-replace';
/** Present: the navigation keeps the scroll position instead of going to the top. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-page-link-keep-scroll';

export type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of this site with its language prefix already in it. */
  href: string;
  /** false: never fetched ahead of a click. */
  prefetch?: false;
  /** The new page replaces the current history entry (choosing between options of one page). */
  replace?: true;
  /** false: the page keeps its scroll position. */
  scroll?: false;
};

/**
 * A link to a page of the site, as a plain `<a>`: usable from server and client components alike,
 * with nothing to hydrate per link. One leaf for the whole document (SoftNavigation) turns its
 * clicks into in-page navigations and fetches its page ahead on intent — the work next/link does
 * per instance, which on a page with 50–60 header, footer and body links was most of our hydration
 * time on a phone (docs/decisions/021).
 */
export function PageLink({ prefetch, replace, scroll, ...props }: PageLinkProps) {
  const kind: PageLinkKind = prefetch === false ? 'soft-no-prefetch' : 'soft';
  const attributes = {
    [PAGE_LINK_ATTRIBUTE]: kind,
    ...(replace ? { [REPLACE_ATTRIBUTE]: '' } : {}),
    ...(scroll === false ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {}),
  };
  return <a {...props} {...attributes} />;
}
