import { BRAND } from '@kestrel/domain';

/** The public origin of the site, for canonical URLs and metadata. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? BRAND.siteUrl;
}
