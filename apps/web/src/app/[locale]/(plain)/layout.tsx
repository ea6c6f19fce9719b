import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';

/** Task pages (sign-in, account): the header for orientation, no footer to distract. */
export default function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1 bg-slate-50">
        {children}
      </main>
    </>
  );
}
