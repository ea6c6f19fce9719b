'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** docs/product.md §2: navigation scrolls to the top (a fragment link keeps its target). */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
