import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@kestrel/domain';

export const routing = defineRouting({
  locales: LANGUAGE_CODES,
  defaultLocale: DEFAULT_LANGUAGE,
  // English has no prefix; /en/... redirects to /... (SPEC §1, §2).
  localePrefix: 'as-needed',
  // SPEC §4: the LANGUAGE cookie remembers the choice; no prefix + non-English cookie redirects.
  localeCookie: { name: 'LANGUAGE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // Alternate links are written by page metadata (they skip account pages, SPEC §2).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
