/**
 * Drawings of the help pages, in the brand's colours (app/globals.css). All decorative: the text
 * beside each one says the same thing. Icons follow FeatureIcon's 24×24 stroked style.
 */
import type { ReactNode } from 'react';

/**
 * What a VPN does, left to right: a device, the encrypted tunnel with its padlock, our server,
 * then the open internet. Mirrored in right-to-left languages, where reading starts on the right.
 */
export function TunnelDiagram() {
  return (
    <svg aria-hidden="true" viewBox="0 0 560 160" className="w-full max-w-2xl rtl:-scale-x-100">
      {/* The device: a phone. */}
      <rect x="24" y="36" width="56" height="96" rx="10" fill="#0b2447" />
      <rect x="31" y="48" width="42" height="68" rx="3" fill="#d9edff" />
      <circle cx="52" cy="124" r="3" fill="#d9edff" />
      {/* The tunnel, with the traffic inside it. */}
      <rect x="96" y="62" width="236" height="44" rx="22" fill="#0a5cc2" />
      <path d="M118 84h192" stroke="#d9edff" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 14" />
      <circle cx="214" cy="84" r="26" fill="#eef7ff" stroke="#0a5cc2" strokeWidth="4" />
      <rect x="202" y="82" width="24" height="18" rx="3" fill="#0b2447" />
      <path d="M207 82v-6a7 7 0 0 1 14 0v6" fill="none" stroke="#0b2447" strokeWidth="4" strokeLinecap="round" />
      {/* The server. */}
      <rect x="348" y="40" width="72" height="88" rx="8" fill="#0b2447" />
      <rect x="358" y="54" width="52" height="12" rx="3" fill="#0a5cc2" />
      <rect x="358" y="74" width="52" height="12" rx="3" fill="#0a5cc2" />
      <rect x="358" y="94" width="52" height="12" rx="3" fill="#0a5cc2" />
      <circle cx="400" cy="60" r="2.5" fill="#f59e0b" />
      {/* Out to the internet. */}
      <path d="M428 84h40" stroke="#0a5cc2" strokeWidth="4" strokeLinecap="round" strokeDasharray="8 8" />
      <circle cx="508" cy="84" r="34" fill="#d9edff" stroke="#0a5cc2" strokeWidth="4" />
      <path d="M474 84h68M508 50c-18 20-18 48 0 68M508 50c18 20 18 48 0 68" fill="none" stroke="#0a5cc2" strokeWidth="3" />
    </svg>
  );
}

export type BenefitIconName = 'travel' | 'devices';

const SHAPES: Record<BenefitIconName, ReactNode> = {
  // A globe with a location pin: being somewhere else.
  travel: (
    <>
      <circle cx="10" cy="13" r="8" />
      <path d="M2 13h16M10 5a12 12 0 0 1 0 16a12 12 0 0 1 0-16Z" />
      <path d="M19 9.5c0-2.2-1.6-3.5-3-3.5s-3 1.3-3 3.5C13 12 16 14 16 14s3-2 3-4.5Z" fill="#fff" />
    </>
  ),
  // A laptop and a phone.
  devices: (
    <>
      <rect x="3" y="5" width="13" height="9" rx="1" />
      <path d="M1 17h15" />
      <rect x="17" y="8" width="6" height="12" rx="1.5" />
    </>
  ),
};

export function BenefitIcon({ name, className = 'size-6' }: { name: BenefitIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {SHAPES[name]}
    </svg>
  );
}
