/**
 * Where the service is not offered (docs/product.md §5). The API refuses guarded actions from there (the
 * orders service answers 451); the web may hide them too, but the server's check is the rule.
 */

/**
 * True when the geo country name contains 'china', in any case. The rule is the product rules' literal
 * substring test on the country name, not on the country code.
 */
export function isRegionBlocked(geoCountry?: string | null): boolean {
  return typeof geoCountry === 'string' && geoCountry.toLowerCase().includes('china');
}
