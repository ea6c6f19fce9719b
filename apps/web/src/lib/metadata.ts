import type { Metadata } from 'next';
import { BRAND, DEFAULT_LANGUAGE, LANGUAGE_CODES, hreflangFor } from '@kestrel/domain';
import { siteUrl } from './site';

/** The public path of `path` in `locale` (English has no prefix). */
export function localizedPath(locale: string, path: string): string {
  const clean = path === '/' ? '' : path;
  return locale === DEFAULT_LANGUAGE ? clean || '/' : `/${locale}${clean}`;
}

/**
 * Title, description, canonical, social cards and hreflang alternates of a page.
 * `alternates: false` leaves out the language links (account pages, SPEC §2).
 */
export function pageMetadata(input: {
  locale: string;
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  alternates?: boolean;
}): Metadata {
  const url = new URL(localizedPath(input.locale, input.path), siteUrl()).toString();
  const languages: Record<string, string> = {};
  if (input.alternates !== false) {
    for (const code of LANGUAGE_CODES) languages[hreflangFor(code)] = localizedPath(code, input.path);
    languages['x-default'] = localizedPath(DEFAULT_LANGUAGE, input.path);
  }
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical: url, languages: input.alternates === false ? undefined : languages },
    openGraph: {
      type: 'website',
      title: input.title,
      description: input.description,
      url,
      siteName: BRAND.name,
      locale: input.locale,
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description },
  };
}
