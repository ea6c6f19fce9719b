/**
 * The brand's illustrations: flat shapes in the brand palette (brand-50…900 and the accent of
 * apps/web/src/app/globals.css), rounded corners, no outlines. Decorative: the text beside them says
 * what they show. Drawings that show a direction mirror in Arabic.
 */

/** A device's traffic through the encrypted tunnel to our server, then out to the internet. */
export function TunnelIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 360 160" className={`h-auto w-full max-w-md rtl:-scale-x-100 ${className}`}>
      <rect x="0" y="20" width="360" height="120" rx="60" fill="#eef7ff" />
      {/* The phone */}
      <rect x="24" y="40" width="46" height="80" rx="9" fill="#0b2447" />
      <rect x="29" y="48" width="36" height="62" rx="5" fill="#d9edff" />
      <circle cx="47" cy="79" r="10" fill="#0a5cc2" />
      {/* The tunnel, with the lock on it */}
      <rect x="84" y="66" width="124" height="28" rx="14" fill="#0a5cc2" />
      <path d="M96 80h92" stroke="#d9edff" strokeWidth="3" strokeDasharray="2 8" strokeLinecap="round" />
      <path d="m184 72 8 8-8 8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="134" y="44" width="24" height="20" rx="4" fill="#f59e0b" />
      <path d="M139 44v-5a7 7 0 0 1 14 0v5" fill="none" stroke="#f59e0b" strokeWidth="3.5" />
      {/* Our server */}
      <rect x="220" y="46" width="52" height="68" rx="8" fill="#0b2447" />
      <rect x="228" y="56" width="36" height="10" rx="3" fill="#0a5cc2" />
      <rect x="228" y="74" width="36" height="10" rx="3" fill="#0a5cc2" />
      <rect x="228" y="92" width="36" height="10" rx="3" fill="#0a5cc2" />
      <circle cx="258" cy="61" r="2" fill="#d9edff" />
      <circle cx="258" cy="79" r="2" fill="#d9edff" />
      <circle cx="258" cy="97" r="2" fill="#d9edff" />
      {/* Out to the internet */}
      <path d="M276 80h14" stroke="#0a5cc2" strokeWidth="3" strokeLinecap="round" />
      <circle cx="316" cy="80" r="24" fill="#d9edff" />
      <circle cx="316" cy="80" r="24" fill="none" stroke="#0a5cc2" strokeWidth="3" />
      <path d="M292 80h48M316 56c-10 12-10 36 0 48M316 56c10 12 10 36 0 48" fill="none" stroke="#0a5cc2" strokeWidth="2.5" />
    </svg>
  );
}

/** The money-back seal: a rosette with the number of days written over it by the page. */
export function SealShape({ className = '' }: { className?: string }) {
  // Twelve points around a circle, as a star polygon.
  const points = Array.from({ length: 24 }, (_, i) => {
    const angle = (Math.PI * i) / 12;
    const r = i % 2 === 0 ? 48 : 41;
    return `${(50 + r * Math.sin(angle)).toFixed(1)},${(50 - r * Math.cos(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className={className}>
      <polygon points={points} fill="#f59e0b" />
      <circle cx="50" cy="50" r="35" fill="#fff" />
      <circle cx="50" cy="50" r="31" fill="none" stroke="#f59e0b" strokeWidth="2" />
    </svg>
  );
}
