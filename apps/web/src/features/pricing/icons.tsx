/** Small decorative icons for the pricing pages; the text beside each one carries the meaning. */
const common = {
  'aria-hidden': true,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CheckIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} className={`shrink-0 ${className}`}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}

export function CrossIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} className={`shrink-0 ${className}`}>
      <path d="m5.5 5.5 9 9m0-9-9 9" />
    </svg>
  );
}

export function ShieldIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...common} className={`shrink-0 ${className}`}>
      <path d="M10 2.5 3.5 5v4.5c0 4 2.8 7 6.5 8 3.7-1 6.5-4 6.5-8V5L10 2.5Z" />
      <path d="m7.5 10 2 2 3.5-4" />
    </svg>
  );
}
