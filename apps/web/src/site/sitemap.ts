/**
 * sitemap.xml is an index of one sitemap per language; each lists the built
 * pages of the route table in that language with their hreflang alternates.
 */
import { LANGUAGE_CODES, hreflangFor, type LanguageCode } from '@kestrel/domain';
import { absoluteUrl, alternateLanguages } from '@/lib/metadata';
import { siteUrl } from '@/lib/env';
import { routeFor, staticBuiltRoutes } from './routes';
import { escapeHtml as escape } from '@/lib/html-escape';

export function sitemapPath(locale: LanguageCode): string {
  return `/sitemaps/${locale}.xml`;
}

export function sitemapIndexXml(): string {
  const entries = LANGUAGE_CODES.map(
    (code) => `  <sitemap><loc>${escape(new URL(sitemapPath(code), siteUrl()).toString())}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A blog post in a language's sitemap: its key, when it last changed and the languages it is written in. */
export interface SitemapPost {
  key: string;
  updatedAt: string;
  languages: readonly LanguageCode[];
}

/** The <url> of a blog post: hreflang for exactly its languages, lastmod from its last real change. */
function postUrl(locale: LanguageCode, post: SitemapPost): string {
  const path = `/blog/${post.key}`;
  const alternates = post.languages.map(
    (code) => `    <xhtml:link rel="alternate" hreflang="${escape(hreflangFor(code))}" href="${escape(absoluteUrl(code, path))}"/>`,
  );
  if (post.languages.includes('en'))
    alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(absoluteUrl('en', path))}"/>`);
  return [
    '  <url>',
    `    <loc>${escape(absoluteUrl(locale, path))}</loc>`,
    ...alternates,
    `    <lastmod>${escape(post.updatedAt.slice(0, 10))}</lastmod>`,
    `    <priority>${routeFor('/blog/[unikey]').priority.toFixed(1)}</priority>`,
    '  </url>',
  ].join('\n');
}

export function languageSitemapXml(locale: LanguageCode, posts: readonly SitemapPost[] = []): string {
  const urls = staticBuiltRoutes()
    .filter((route) => route.priority > 0)
    .map((route) => {
      const alternates = route.alternates
        ? Object.entries(alternateLanguages(route.path)).map(
            ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}"/>`,
          )
        : [];
      return [
        '  <url>',
        `    <loc>${escape(absoluteUrl(locale, route.path))}</loc>`,
        ...alternates,
        `    <priority>${route.priority.toFixed(1)}</priority>`,
        '  </url>',
      ].join('\n');
    });
  urls.push(...posts.map((post) => postUrl(locale, post)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
