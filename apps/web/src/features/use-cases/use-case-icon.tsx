import type { ReactNode } from 'react';
import type { UseCaseSlug } from '@/site/routes';
import { LineIcon } from '@/components/ui/line-icon';

/**
 * Our own line drawings for the use cases, on a 24×24 grid stroked in currentColor. Services get no
 * logos (their marks are their owners'): a service is shown with its family's drawing and its name.
 */
const SHAPES: Record<UseCaseSlug, ReactNode> = {
  // A screen with a play button.
  'vpn-for-streaming': (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="M10 8.5v4.5l4-2.25Z" />
      <path d="M8 21h8" />
    </>
  ),
  // A game controller.
  'vpn-for-gaming': (
    <>
      <path d="M7 7h10a5 5 0 0 1 4.6 6.9l-1 2.4a2.5 2.5 0 0 1-4.2.6L14.5 15h-5l-1.9 1.9a2.5 2.5 0 0 1-4.2-.6l-1-2.4A5 5 0 0 1 7 7Z" />
      <path d="M7.5 10v3M6 11.5h3" />
      <circle cx="16" cy="10.5" r=".75" fill="currentColor" />
      <circle cx="17.5" cy="12.5" r=".75" fill="currentColor" />
    </>
  ),
  // A trophy.
  'vpn-for-sports': (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0Z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4M8.5 20h7M10 17h4v3h-4Z" />
    </>
  ),
  // Two people.
  'vpn-for-social-media': (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M15.5 14.2A4.5 4.5 0 0 1 21 18.5" />
    </>
  ),
  // Two speech bubbles.
  'vpn-for-messaging': (
    <>
      <path d="M4 5h11a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 15 14H9l-3.5 3v-3H4a1.5 1.5 0 0 1-1.5-1.5v-6A1.5 1.5 0 0 1 4 5Z" />
      <path d="M16.5 9H20a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 20 18h-1v3l-3.5-3H11a1.5 1.5 0 0 1-1.5-1.5V14" />
    </>
  ),
  // Two beamed notes.
  'vpn-for-music': (
    <>
      <path d="M9 17V5l11-2v12" />
      <path d="M9 8.5 20 6.5" />
      <circle cx="6.5" cy="17" r="2.5" />
      <circle cx="17.5" cy="15" r="2.5" />
    </>
  ),
};

/** The use case's drawing. Decorative: its name is always written next to it. */
export function UseCaseIcon({ slug, className }: { slug: UseCaseSlug; className?: string }) {
  return <LineIcon className={className}>{SHAPES[slug]}</LineIcon>;
}
