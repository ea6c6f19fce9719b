import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@kestrel/domain';

export const routing = defineRouting({
  locales: LANGUAGE_CODES,
  defaultLocale: DEFAULT_LANGUAGE,
  // English has no prefix; /en/... redirects to /... (docs/product.md §1, §2).
  localePrefix: 'as-needed',
  // docs/product.md §4: the LANGUAGE cookie remembers the choice; no prefix + non-English cookie redirects.
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: LANGUAGE_COOKIE_MAX_AGE_S, sameSite: 'lax' },
  // Alternate links are written by page metadata (they skip account pages, docs/product.md §2).
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
