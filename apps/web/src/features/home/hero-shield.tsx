/** The hero's illustration: a device's traffic entering the encrypted tunnel. Decorative. */
export function HeroShield() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 320" className="mx-auto hidden w-64 lg:block lg:w-80">
      <defs>
        <linearGradient id="hero-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0a5cc2" />
          <stop offset="1" stopColor="#0b2447" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="160" r="150" fill="#d9edff" />
      <circle cx="160" cy="160" r="112" fill="none" stroke="#0a5cc2" strokeOpacity="0.25" strokeWidth="2" strokeDasharray="6 10" />
      <path d="M160 58 82 88v60c0 54 33 98 78 114 45-16 78-60 78-114V88z" fill="url(#hero-shield)" />
      <rect x="126" y="142" width="68" height="54" rx="10" fill="#fff" />
      <path d="M138 142v-14a22 22 0 0 1 44 0v14" fill="none" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
      <circle cx="160" cy="165" r="8" fill="#0a5cc2" />
      <rect x="156" y="168" width="8" height="16" rx="4" fill="#0a5cc2" />
      <circle cx="40" cy="110" r="10" fill="#f59e0b" />
      <circle cx="284" cy="220" r="8" fill="#0a5cc2" />
      <circle cx="258" cy="70" r="6" fill="#0a5cc2" fillOpacity="0.6" />
    </svg>
  );
}
