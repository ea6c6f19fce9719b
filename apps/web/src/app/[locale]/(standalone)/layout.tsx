import type { ReactNode } from 'react';

/** Pages opened inside the apps (e.g. the Windows app's payment view): no site chrome at all. */
export default function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
