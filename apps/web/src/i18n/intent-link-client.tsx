'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { prefetchAllowed, type ConnectionHints } from '@/lib/prefetch';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that fetches its page ahead only once the visitor shows intent — a pointer over the
 * link, focus, a touch — instead of for every link that scrolls into view: on a phone, viewport
 * prefetching of the header, footer and page links cost the first seconds' main thread and data.
 * Never on 2g or Save-Data (docs/product.md §4 Prefetching). A click without intent still
 * navigates in the page, fetching then. The pattern is Next.js's own "hover-triggered prefetch".
 */
export function IntentLink({
  prefetch,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<LinkProps, 'prefetch'> & {
  /** false: never prefetched (pages rendered per visitor, such as the checkout). */
  prefetch?: false;
}) {
  const [intent, setIntent] = useState(false);
  const show = () => {
    if (prefetch === false) return;
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!intent && prefetchAllowed(connection)) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      // null is Next's default ("auto"): prefetch the static part now that it is wanted.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        show();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        show();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        show();
        onTouchStart?.(event);
      }}
    />
  );
}
