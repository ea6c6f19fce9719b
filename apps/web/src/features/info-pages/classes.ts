/** Class names the information pages share, beside `buttonClass`. */
export const infoClass = {
  /** A link inside running text. */
  textLink: 'font-semibold text-brand-700 underline-offset-4 hover:underline',
  /** A secondary button on a dark section, next to `buttonClass.inverted`. */
  outlineOnDark: 'inline-flex items-center rounded-lg border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10',
} as const;
