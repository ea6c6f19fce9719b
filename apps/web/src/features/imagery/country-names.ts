/**
 * Country names in the page's language, from the runtime's CLDR data (Intl.DisplayNames), so the
 * 53 countries of @kestrel/domain/locations need no catalog entries of their own.
 */
export function countryNamer(locale: string): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}
