/**
 * What /what-is-my-ip shows, decided from the address the website's front gave this request
 * (src/server/forwarded.ts) and the API's geo answer (docs/product.md §3 "Geo info"). Servers only.
 */
import type { GeoInfo } from '@kestrel/domain';
import { normalizeIp } from '@kestrel/domain/client-ip';

export type IpCheck =
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      ip: string;
      /** ISO 3166-1 alpha-2, absent when the address has no country (private, local, unknown). */
      countryCode?: string;
      /** The API's English name of that country, for when the visitor's language has none. */
      countryName?: string;
      /** True when the connection does not come through our VPN. */
      exposed: boolean;
    };

/**
 * The check for a visitor at `clientIp`. The API locates the address it decides itself, which is
 * ours only while it trusts the website (TRUSTED_PROXIES): an answer about another address (the
 * website's own, say) would show the visitor a stranger's IP and country, so it counts as no answer.
 */
export function ipCheckOf(clientIp: string | undefined, geo: GeoInfo | undefined): IpCheck {
  const ip = normalizeIp(clientIp);
  if (!ip || !geo || normalizeIp(geo.user_ip) !== ip) return { kind: 'unavailable' };
  const code = /^[A-Z]{2}$/.test(geo.country_code) ? geo.country_code : undefined;
  return {
    kind: 'ok',
    ip,
    ...(code ? { countryCode: code, countryName: geo.country || code } : {}),
    exposed: geo.is_exposed,
  };
}

/** The country's name in the visitor's language, or the API's English name where there is none. */
export function countryLabel(locale: string, code: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    return name ?? fallback;
  } catch {
    return fallback;
  }
}
