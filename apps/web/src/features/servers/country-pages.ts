/**
 * The country pages (/vpn-server/{name}-vpn, docs/product.md §2) and their countries: one list,
 * COUNTRY_PAGE_COUNTRIES of @kestrel/domain/locations, whose names give the route table's slugs.
 */
import { COUNTRY_PAGE_COUNTRIES, type CountryPageName } from '@kestrel/domain/locations';
import { COUNTRY_SLUGS, type CountrySlug } from '@/site/routes';

const pageName = (slug: CountrySlug) => slug.replace(/-vpn$/, '') as CountryPageName;

/** The ISO code of a country page's country. */
export function countryOfPage(slug: CountrySlug): string {
  return COUNTRY_PAGE_COUNTRIES[pageName(slug)];
}

export function isCountrySlug(slug: string): slug is CountrySlug {
  return (COUNTRY_SLUGS as readonly string[]).includes(slug);
}

/** The country page of an ISO code, if the country has one. */
export function pageOfCountry(code: string): CountrySlug | undefined {
  return COUNTRY_SLUGS.find((slug) => countryOfPage(slug) === code);
}

/** The keys of each country page's questions and reasons in the `servers` catalog. */
export const COUNTRY_FAQ = ['1', '2', '3'] as const;
export const COUNTRY_REASONS = ['1', '2', '3'] as const;
