import type { GeoInfo } from '@kestrel/domain';
import { isPublicIp, normalizeIp } from '@kestrel/domain/client-ip';
import type { GeoLookup } from './geo.lookup';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English name of an ISO alpha-2 region ("US" → "United States"); the code itself if unnamed. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Locates a client. Private, loopback and unknown addresses give empty country fields (the web
 * then tracks GET_GEO_EMPTY). `location` is the country name: the database has no city data.
 * `is_exposed` is always true: this request reached us directly, not through our VPN, so the
 * visitor's real address is visible to the sites they visit.
 */
export function locate(ip: string | undefined, lookup: GeoLookup): GeoInfo {
  const normalized = normalizeIp(ip);
  const userIp = normalized ?? '';
  const code = normalized && isPublicIp(normalized) ? (lookup.countryCode(normalized) ?? '') : '';
  const name = code ? countryName(code) : '';
  return { country: name, user_ip: userIp, country_code: code, location: name, is_exposed: true };
}
