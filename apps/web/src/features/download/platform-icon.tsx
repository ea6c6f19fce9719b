import type { ReactNode } from 'react';
import { PLATFORM_LOGOS, type PlatformLogoName } from './platform-logos';
import type { PlatformIconName } from './platforms';

/**
 * The platforms' own logos where a freely licensed copy exists (simple-icons, CC0, inlined by
 * scripts/artwork.mjs into platform-logos.ts: no icon library reaches the browser), else plain
 * line drawings of the device (a monitor, a console, a router): Windows, Xbox and Nintendo have
 * no such copy, and we draw no imitation of theirs.
 * Always decorative: the platform's name is next to it in text.
 */
const LOGO_OF = {
  macos: 'apple',
  ios: 'apple',
  android: 'android',
  chrome: 'chrome',
  playstation: 'playstation',
} as const satisfies Partial<Record<PlatformIconName, PlatformLogoName>>;
type LogoIcon = keyof typeof LOGO_OF;

const DRAWINGS: Record<Exclude<PlatformIconName, LogoIcon>, ReactNode> = {
  windows: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
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
  router: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M7 16.5h.01M10 16.5h.01M8 13 6.5 8M16 13l1.5-5" />
      <path d="M10 7.5a3 3 0 0 1 4 0M8.5 5.5a5 5 0 0 1 7 0" />
    </>
  ),
};

const hasLogo = (name: PlatformIconName): name is LogoIcon => Object.hasOwn(LOGO_OF, name);

export function PlatformIcon({ name, className = 'size-8' }: { name: PlatformIconName; className?: string }) {
  if (hasLogo(name)) {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} shrink-0 fill-current`}>
        <path d={PLATFORM_LOGOS[LOGO_OF[name]].path} />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 fill-none stroke-current`}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {DRAWINGS[name]}
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
