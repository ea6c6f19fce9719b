import type { ReactNode } from 'react';
import type { FeatureSlug } from '@/site/routes';
import { LineIcon } from '@/components/ui/line-icon';

/** Line drawings on a 24×24 grid, stroked in currentColor so they take the text colour. */
const SHAPES: Record<FeatureSlug, ReactNode> = {
  // An eye crossed out: you are not seen.
  'anonymous-browsing': (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M4 4l16 16" />
    </>
  ),
  // A power symbol.
  'automatic-kill-switch': (
    <>
      <path d="M12 3v8" />
      <path d="M6.5 6.8a8 8 0 1 0 11 0" />
    </>
  ),
  // A padlock.
  encryption: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      <path d="M12 15v2" />
    </>
  ),
  // A speedometer.
  'isp-throttling': (
    <>
      <path d="M3.5 17a9 9 0 1 1 17 0" />
      <path d="M12 15l4-5" />
      <circle cx="12" cy="15" r="1.5" />
    </>
  ),
  // A crossed-out document: no records.
  'no-logs': (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6M9 17h4" />
      <path d="M3 3l18 18" />
    </>
  ),
  // A globe: names of sites on the internet.
  'private-dns': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18Z" />
    </>
  ),
  // One path that forks in two.
  'spilt-tunneling': (
    <>
      <path d="M12 21v-8" />
      <path d="M12 13 6.5 5.5M12 13l5.5-7.5" />
      <path d="M6 9.5V5h4.5M18 9.5V5h-4.5" />
    </>
  ),
  // A lightning bolt.
  'turbo-speed': <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />,
  // Wi-Fi waves.
  'wifi-protection': (
    <>
      <path d="M2 8.5a15 15 0 0 1 20 0" />
      <path d="M5 12a10 10 0 0 1 14 0" />
      <path d="M8.5 15.5a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
    </>
  ),
};

/** The feature's icon. Decorative: the feature's name is always written next to it. */
export function FeatureIcon({ slug, className }: { slug: FeatureSlug; className?: string }) {
  return <LineIcon className={className}>{SHAPES[slug]}</LineIcon>;
}
