'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { prefetchAllowed, type ConnectionHints } from '@/lib/prefetch';
import { KEEP_SCROLL_ATTRIBUTE, PAGE_LINK_ATTRIBUTE, REPLACE_ATTRIBUTE, type PageLinkKind } from './page-link';

const SELECTOR = `a[${PAGE_LINK_ATTRIBUTE}]`;

/** The page link an event happened in, when it leads to another page of this site. */
function pageLinkOf(event: Event): { anchor: HTMLAnchorElement; url: URL } | undefined {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTOR) : null;
  if (!anchor) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return undefined;
  // Only the fragment differs: the browser scrolls within the page on its own.
  if (url.pathname === location.pathname && url.search === location.search && url.hash !== '') return undefined;
  return { anchor, url };
}

/**
 * The site's links (PageLink) navigate in the page and fetch their page ahead only on intent — a
 * pointer over the link, focus, a touch — never on 2g or Save-Data (docs/product.md §4
 * Prefetching). One set of listeners on the document does for every link what next/link does per
 * link (docs/decisions/021). A click with a modifier key, another button, a target or a download
 * attribute is left to the browser, as is a click some other handler already took.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = pageLinkOf(event);
      if (!link || link.anchor.getAttribute(PAGE_LINK_ATTRIBUTE) !== ('soft' satisfies PageLinkKind)) return;
      const target = link.url.pathname + link.url.search;
      if (fetched.has(target)) return;
      if (!prefetchAllowed((navigator as Navigator & { connection?: ConnectionHints }).connection)) return;
      fetched.add(target);
      router.prefetch(target);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = pageLinkOf(event);
      if (!link) return;
      const { anchor, url } = link;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      event.preventDefault();
      const href = url.pathname + url.search + url.hash;
      const options = { scroll: !anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE) };
      startTransition(() => (anchor.hasAttribute(REPLACE_ATTRIBUTE) ? router.replace(href, options) : router.push(href, options)));
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
