'use client';
/**
 * docs/product.md §2: the first navigation to a marketing path is opened once on the main
 * site host (a mirror or partner host hands the visitor over), guarded by a
 * session flag cleared after 2 s so a slow redirect can never loop.
 * Rendered only when MAIN_SITE_HOST is set (at build time); a no-op on the main host itself.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { MARKETING_GUARD_CLEAR_MS } from '@kestrel/domain/constants';
import { withoutLanguage } from '@kestrel/domain/languages';
import { MAIN_HOST_FLAG_KEY as FLAG } from './main-host';

export function MainHostClient({ mainHost, nonMarketing }: { mainHost: string; nonMarketing: string[] }) {
  const pathname = usePathname();
  useEffect(() => {
    if (window.location.host === mainHost) return;
    const path = withoutLanguage(pathname);
    if (nonMarketing.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    if (sessionStorage.getItem(FLAG)) return;
    sessionStorage.setItem(FLAG, '1');
    setTimeout(() => sessionStorage.removeItem(FLAG), MARKETING_GUARD_CLEAR_MS);
    window.location.replace(`https://${mainHost}${window.location.pathname}${window.location.search}`);
  }, [mainHost, nonMarketing, pathname]);
  return null;
}
