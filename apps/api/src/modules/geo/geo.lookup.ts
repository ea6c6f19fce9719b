/**
 * IP → country, behind a tiny interface so the app and tests can use the real database or a
 * fixed table. The real one reads the CC0 "geo-whois-asn-country" MMDB shipped as an npm
 * package (no network, no third party).
 */
import { createRequire } from 'node:module';
import maxmind from 'maxmind';

export interface GeoLookup {
  /** ISO 3166-1 alpha-2 code of the IP's country, or undefined when unknown. */
  countryCode(ip: string): string | undefined;
}

interface CountryRecord {
  country_code?: string;
}

/** IPv4 + IPv6 database file of @ip-location-db/geo-whois-asn-country-mmdb. */
export function mmdbPath(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}

/** Opens the database once (about 8 MB, read into memory); lookups are then synchronous. */
export async function openMmdbGeoLookup(path: string = mmdbPath()): Promise<GeoLookup> {
  const reader = await maxmind.open(path);
  return {
    countryCode(ip) {
      try {
        // maxmind types records as MaxMind's own layouts; this database stores `{ country_code }`.
        const record = reader.get(ip) as CountryRecord | null;
        const code = record?.country_code;
        return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
      } catch {
        return undefined; // not an IP address
      }
    },
  };
}

/** A lookup from a fixed table; for tests of code that must not depend on the real data. */
export function tableGeoLookup(table: Record<string, string>): GeoLookup {
  return { countryCode: (ip) => table[ip] };
}
