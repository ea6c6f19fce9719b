/**
 * Dates of the legal pages that are ours to decide, not the code's: each page shows its
 * date of last update, so a change to a page's text should move its date here too.
 */
export const LEGAL_LAST_UPDATED = Object.freeze({
  privacy: '2026-11-25',
  terms: '2026-11-25',
  cookies: '2026-11-25',
} as const);
