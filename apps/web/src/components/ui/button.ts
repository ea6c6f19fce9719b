/** Class names of the site's buttons and button-like links, in one place. */
const base = 'inline-flex items-center justify-center rounded-lg font-semibold transition-colors';

export const buttonClass = {
  primary: `${base} bg-brand-600 px-6 py-3 text-white hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white px-6 py-3 text-slate-900 hover:bg-slate-50`,
  inverted: `${base} bg-white px-6 py-3 text-brand-900 hover:bg-brand-50`,
  small: `${base} bg-brand-600 px-4 py-2 text-white hover:bg-brand-700`,
} as const;
