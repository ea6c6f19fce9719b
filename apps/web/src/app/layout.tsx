import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx, which knows the language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
