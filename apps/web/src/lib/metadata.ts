import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND, DEFAULT_LANGUAGE, LANGUAGE_CODES, hreflangFor, inLanguage } from '@kestrel/domain';
import { fillRoute, isPersonalRoute, routeFor, shareImagePath, type RouteParams } from '@/site/routes';
import { siteUrl } from './env';
import { pageLocale, type LocalePageProps } from './locale';

/** What every document of the site declares (the language layout and the global 404 page). */
export const SITE_METADATA: Metadata = {
  metadataBase: new URL(siteUrl()),
  applicationName: BRAND.name,
};

export const SITE_VIEWPORT: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0a5cc2',
};

/** The absolute URL of `path` in `locale`. */
export function absoluteUrl(locale: string, path: string): string {
  return new URL(inLanguage(locale, path), siteUrl()).toString();
}

/** The generated share image of a page (app/og/[locale]/[...path]). */
export function ogImagePath(locale: string, path: string): string {
  return `/og/${locale}/${path === '/' ? 'index' : path.slice(1)}.png`;
}

/** hreflang → URL for the 16 languages plus x-default (English). */
export function alternateLanguages(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) languages[hreflangFor(code)] = absoluteUrl(code, path);
  languages['x-default'] = absoluteUrl(DEFAULT_LANGUAGE, path);
  return languages;
}

/**
 * Title, description, canonical, social cards and hreflang alternates of a page.
 * `alternates: false` leaves out the language links (account pages, docs/product.md §2).
 */
export function pageMetadata(input: {
  locale: string;
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  alternates?: boolean;
  noindex?: boolean;
}): Metadata {
  // A table pattern in a URL is a W3C error on every link that carries it (fillRoute fills it).
  if (/[[\]]/.test(input.path)) throw new Error(`pageMetadata needs a public path, not the pattern ${input.path}`);
  const url = absoluteUrl(input.locale, input.path);
  const image = { url: ogImagePath(input.locale, shareImagePath(input.path)), width: 1200, height: 630, alt: input.title };
  return {
    title: { absolute: input.title },
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical: url, languages: input.alternates === false ? undefined : alternateLanguages(input.path) },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      title: input.title,
      description: input.description,
      url,
      siteName: BRAND.name,
      locale: input.locale,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images: [image] },
  };
}

/** True when a table path has a parameter (`[id]`, `[...slug]`, `[[...id]]`). */
type HasParams<Path extends string> = Path extends `${string}[${string}` ? true : false;

/**
 * Metadata of a route of the route table, from its catalog keys: `<meta>.meta.title`,
 * `.description` and, where the catalog has them, `.keywords` (comma-separated).
 * A route with parameters needs the page's params: canonical, hreflang and share-image URLs
 * name the visited path, never the table's pattern (the compiler asks for them).
 */
export async function routeMetadata<Path extends string>(
  tablePath: Path,
  locale: string,
  ...[params]: HasParams<Path> extends true ? [params: RouteParams] : []
): Promise<Metadata> {
  const route = routeFor(tablePath);
  const [namespace, ...rest] = route.meta.split('.');
  const t = await getTranslations({ locale, namespace: namespace! });
  const key = (name: string) => [...rest, 'meta', name].join('.');
  const values = { brand: BRAND.name };
  return pageMetadata({
    locale,
    path: fillRoute(tablePath, params),
    title: t(key('title'), values),
    description: t(key('description'), values),
    keywords: t.has(key('keywords')) ? t(key('keywords')).split(/\s*[,،、]\s*/) : undefined,
    alternates: route.alternates,
    noindex: route.noindex ?? isPersonalRoute(route),
  });
}

/**
 * The `generateMetadata` of a page whose route has no parameters: `export const generateMetadata =
 * staticPageMetadata('/wfh')`, so each page names its table path once and nothing else.
 */
export function staticPageMetadata<Path extends string>(
  tablePath: HasParams<Path> extends true ? never : Path,
): (props: LocalePageProps) => Promise<Metadata> {
  // The parameter's type already refused a path with parameters.
  return async ({ params }) => routeMetadata<string>(tablePath, await pageLocale(params));
}
