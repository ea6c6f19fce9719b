import { siteUrl } from './env';

/** The brand's raster logo (app/logo.png), for structured data (schema.org wants a raster image). */
export function logoUrl(): string {
  return new URL('/logo.png', siteUrl()).toString();
}
