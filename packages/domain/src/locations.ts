/**
 * The service's server locations (docs/product.md §1: 111 locations in 45+ countries): one city
 * each, with its ISO 3166-1 alpha-2 country code and coordinates in degrees. This is the one list
 * the home page's server map draws and the country pages (/vpn-server/{country}, docs/product.md §2)
 * read; a location added or removed here moves every figure derived from it.
 * Zod-free and side-effect free, so pages may import it through `@kestrel/domain/locations`.
 */
export interface ServerLocation {
  /** Stable id, `<country>-<city>` in lower case: a key for lists and catalogs. */
  id: string;
  /** The city's English name; pages show a localized name where the catalog has one. */
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  lat: number;
  lon: number;
}

type Row = readonly [country: string, city: string, lat: number, lon: number];

// Grouped by region, west to east; coordinates are the city centres, to two decimals.
const ROWS: readonly Row[] = [
  // North America
  ['US', 'New York', 40.71, -74.01],
  ['US', 'Washington', 38.91, -77.04],
  ['US', 'Philadelphia', 39.95, -75.17],
  ['US', 'Boston', 42.36, -71.06],
  ['US', 'Charlotte', 35.23, -80.84],
  ['US', 'Atlanta', 33.75, -84.39],
  ['US', 'Miami', 25.76, -80.19],
  ['US', 'Chicago', 41.88, -87.63],
  ['US', 'Minneapolis', 44.98, -93.27],
  ['US', 'Kansas City', 39.1, -94.58],
  ['US', 'Dallas', 32.78, -96.8],
  ['US', 'Houston', 29.76, -95.37],
  ['US', 'Denver', 39.74, -104.99],
  ['US', 'Phoenix', 33.45, -112.07],
  ['US', 'Salt Lake City', 40.76, -111.89],
  ['US', 'Las Vegas', 36.17, -115.14],
  ['US', 'Los Angeles', 34.05, -118.24],
  ['US', 'San Francisco', 37.77, -122.42],
  ['US', 'Portland', 45.52, -122.68],
  ['US', 'Seattle', 47.61, -122.33],
  ['CA', 'Toronto', 43.65, -79.38],
  ['CA', 'Montreal', 45.5, -73.57],
  ['CA', 'Ottawa', 45.42, -75.7],
  ['CA', 'Calgary', 51.05, -114.07],
  ['CA', 'Vancouver', 49.28, -123.12],
  ['MX', 'Mexico City', 19.43, -99.13],
  ['MX', 'Guadalajara', 20.66, -103.35],
  // South America
  ['CO', 'Bogotá', 4.71, -74.07],
  ['PE', 'Lima', -12.05, -77.04],
  ['BR', 'São Paulo', -23.55, -46.63],
  ['BR', 'Rio de Janeiro', -22.91, -43.17],
  ['BR', 'Fortaleza', -3.73, -38.53],
  ['CL', 'Santiago', -33.45, -70.67],
  ['AR', 'Buenos Aires', -34.6, -58.38],
  // Europe
  ['IE', 'Dublin', 53.35, -6.26],
  ['GB', 'London', 51.51, -0.13],
  ['GB', 'Manchester', 53.48, -2.24],
  ['GB', 'Birmingham', 52.49, -1.89],
  ['GB', 'Edinburgh', 55.95, -3.19],
  ['PT', 'Lisbon', 38.72, -9.14],
  ['ES', 'Madrid', 40.42, -3.7],
  ['ES', 'Barcelona', 41.39, 2.17],
  ['ES', 'Valencia', 39.47, -0.38],
  ['FR', 'Paris', 48.86, 2.35],
  ['FR', 'Lyon', 45.76, 4.84],
  ['FR', 'Marseille', 43.3, 5.37],
  ['FR', 'Bordeaux', 44.84, -0.58],
  ['BE', 'Brussels', 50.85, 4.35],
  ['NL', 'Amsterdam', 52.37, 4.9],
  ['NL', 'Rotterdam', 51.92, 4.48],
  ['DE', 'Frankfurt', 50.11, 8.68],
  ['DE', 'Berlin', 52.52, 13.4],
  ['DE', 'Munich', 48.14, 11.58],
  ['DE', 'Hamburg', 53.55, 9.99],
  ['DE', 'Düsseldorf', 51.23, 6.77],
  ['CH', 'Zurich', 47.38, 8.54],
  ['IT', 'Milan', 45.46, 9.19],
  ['IT', 'Rome', 41.9, 12.5],
  ['AT', 'Vienna', 48.21, 16.37],
  ['CZ', 'Prague', 50.08, 14.44],
  ['DK', 'Copenhagen', 55.68, 12.57],
  ['NO', 'Oslo', 59.91, 10.75],
  ['SE', 'Stockholm', 59.33, 18.07],
  ['FI', 'Helsinki', 60.17, 24.94],
  ['EE', 'Tallinn', 59.44, 24.75],
  ['PL', 'Warsaw', 52.23, 21.01],
  ['HU', 'Budapest', 47.5, 19.04],
  ['RS', 'Belgrade', 44.79, 20.45],
  ['RO', 'Bucharest', 44.43, 26.1],
  ['BG', 'Sofia', 42.7, 23.32],
  ['GR', 'Athens', 37.98, 23.73],
  ['UA', 'Kyiv', 50.45, 30.52],
  ['TR', 'Istanbul', 41.01, 28.98],
  // Middle East and Africa
  ['IL', 'Tel Aviv', 32.09, 34.78],
  ['AE', 'Dubai', 25.2, 55.27],
  ['NG', 'Lagos', 6.52, 3.38],
  ['KE', 'Nairobi', -1.29, 36.82],
  ['ZA', 'Johannesburg', -26.2, 28.05],
  ['ZA', 'Cape Town', -33.92, 18.42],
  // Asia
  ['KZ', 'Almaty', 43.24, 76.89],
  ['IN', 'Mumbai', 19.08, 72.88],
  ['IN', 'Delhi', 28.61, 77.21],
  ['IN', 'Bangalore', 12.97, 77.59],
  ['IN', 'Chennai', 13.08, 80.27],
  ['IN', 'Hyderabad', 17.39, 78.49],
  ['BD', 'Dhaka', 23.81, 90.41],
  ['MM', 'Yangon', 16.87, 96.2],
  ['TH', 'Bangkok', 13.76, 100.5],
  ['KH', 'Phnom Penh', 11.56, 104.92],
  ['VN', 'Ho Chi Minh City', 10.82, 106.63],
  ['VN', 'Hanoi', 21.03, 105.85],
  ['MY', 'Kuala Lumpur', 3.14, 101.69],
  ['SG', 'Singapore', 1.35, 103.82],
  ['ID', 'Jakarta', -6.21, 106.85],
  ['ID', 'Surabaya', -7.25, 112.75],
  ['ID', 'Medan', 3.6, 98.67],
  ['PH', 'Manila', 14.6, 120.98],
  ['KR', 'Seoul', 37.57, 126.98],
  ['KR', 'Incheon', 37.46, 126.71],
  ['KR', 'Busan', 35.18, 129.08],
  ['JP', 'Tokyo', 35.68, 139.69],
  ['JP', 'Osaka', 34.69, 135.5],
  ['JP', 'Nagoya', 35.18, 136.91],
  ['JP', 'Fukuoka', 33.59, 130.4],
  ['JP', 'Sapporo', 43.06, 141.35],
  // Oceania
  ['AU', 'Sydney', -33.87, 151.21],
  ['AU', 'Melbourne', -37.81, 144.96],
  ['AU', 'Brisbane', -27.47, 153.03],
  ['AU', 'Perth', -31.95, 115.86],
  ['AU', 'Adelaide', -34.93, 138.6],
  ['NZ', 'Auckland', -36.85, 174.76],
];

/** A city name as an id part: lower case ASCII words joined by hyphens ("são paulo" → "sao-paulo"). */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const SERVER_LOCATIONS: readonly ServerLocation[] = Object.freeze(
  ROWS.map(([country, city, lat, lon]) => Object.freeze({ id: `${country.toLowerCase()}-${slug(city)}`, city, country, lat, lon })),
);

/** The distinct country codes of SERVER_LOCATIONS, in the list's order. */
export const LOCATION_COUNTRIES: readonly string[] = Object.freeze([...new Set(SERVER_LOCATIONS.map((location) => location.country))]);

/** The locations of one country (an ISO code, any case), in the list's order. */
export function locationsIn(country: string): ServerLocation[] {
  const code = country.toUpperCase();
  return SERVER_LOCATIONS.filter((location) => location.country === code);
}

/**
 * The country of each country page (docs/product.md §2, `/vpn-server/<name>-vpn`), by the name in
 * its path. Every one of them has locations in SERVER_LOCATIONS (a test holds it).
 */
export const COUNTRY_PAGE_COUNTRIES = Object.freeze({
  korea: 'KR',
  japan: 'JP',
  indonesia: 'ID',
  'south-africa': 'ZA',
  india: 'IN',
  france: 'FR',
  australia: 'AU',
  us: 'US',
  netherlands: 'NL',
  canada: 'CA',
  myanmar: 'MM',
} as const);
export type CountryPageName = keyof typeof COUNTRY_PAGE_COUNTRIES;

/**
 * The regions the location list is grouped by (/vpn-server), each with its countries in the order
 * of SERVER_LOCATIONS. Every country of LOCATION_COUNTRIES is in exactly one (a test holds it).
 */
export const LOCATION_REGIONS = Object.freeze({
  'north-america': ['US', 'CA', 'MX'],
  'south-america': ['CO', 'PE', 'BR', 'CL', 'AR'],
  europe: [
    'IE',
    'GB',
    'PT',
    'ES',
    'FR',
    'BE',
    'NL',
    'DE',
    'CH',
    'IT',
    'AT',
    'CZ',
    'DK',
    'NO',
    'SE',
    'FI',
    'EE',
    'PL',
    'HU',
    'RS',
    'RO',
    'BG',
    'GR',
    'UA',
    'TR',
  ],
  'middle-east-africa': ['IL', 'AE', 'NG', 'KE', 'ZA'],
  asia: ['KZ', 'IN', 'BD', 'MM', 'TH', 'KH', 'VN', 'MY', 'SG', 'ID', 'PH', 'KR', 'JP'],
  oceania: ['AU', 'NZ'],
} as const);
export type LocationRegion = keyof typeof LOCATION_REGIONS;
