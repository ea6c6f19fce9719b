import type { ReactNode } from 'react';
import type { PlatformIconName } from './platforms';

/**
 * Plain line drawings of the device types (a monitor, a laptop, a phone…) rather than vendors'
 * logos: the meaning is the device, and the page stays free of trademarked artwork.
 * Always decorative: the platform's name is next to it in text.
 */
const PATHS: Record<PlatformIconName, ReactNode> = {
  windows: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  macos: (
    <>
      <rect x="4" y="5" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </>
  ),
  ios: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  android: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <path d="M6 6h12M6 18h12" />
    </>
  ),
  console: (
    <>
      <path d="M7 8h10a5 5 0 0 1 5 5v1.5a2.5 2.5 0 0 1-4.4 1.6L15.5 14h-7l-2.1 2.1A2.5 2.5 0 0 1 2 14.5V13a5 5 0 0 1 5-5z" />
      <path d="M7 10.5v3M5.5 12h3" />
      <circle cx="16" cy="11" r=".6" />
      <circle cx="17.5" cy="13" r=".6" />
    </>
  ),
  chrome: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18" />
      <circle cx="6" cy="6.5" r=".5" />
      <circle cx="8" cy="6.5" r=".5" />
      <path d="M12 12.5v5M9.5 15h5" />
    </>
  ),
  router: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M7 16.5h.01M10 16.5h.01M8 13 6.5 8M16 13l1.5-5" />
      <path d="M10 7.5a3 3 0 0 1 4 0M8.5 5.5a5 5 0 0 1 7 0" />
    </>
  ),
};

export function PlatformIcon({ name, className = 'size-8' }: { name: PlatformIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 fill-none stroke-current`}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}

/** The tick before an item of a "you get" or "you need" list; decorative, the text says it all. */
export function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-none stroke-brand-600" strokeWidth="2">
      <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
