import type { ReactNode } from 'react';

/**
 * The site's line drawings (features, use cases): a 24-unit square stroked in the text's colour.
 * Decorative: the name of what it draws is always written next to it.
 */
export function LineIcon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
