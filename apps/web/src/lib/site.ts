import { BRAND } from '@kestrel/domain';

/** The public origin of the site, for canonical URLs and metadata. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? BRAND.siteUrl;
}

/** The brand's raster logo (app/logo.png), for structured data (schema.org wants a raster image). */
export function logoUrl(): string {
  return new URL('/logo.png', siteUrl()).toString();
}
