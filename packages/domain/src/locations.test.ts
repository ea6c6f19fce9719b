import { describe, expect, it } from 'vitest';
import { MARKETING_CLAIMS } from './constants';
import { COUNTRY_PAGE_COUNTRIES, LOCATION_COUNTRIES, LOCATION_REGIONS, locationsIn, SERVER_LOCATIONS } from './locations';

describe('server locations', () => {
  it('are the 111 locations in 45+ countries that the copy claims (docs/product.md §1)', () => {
    expect(SERVER_LOCATIONS).toHaveLength(MARKETING_CLAIMS.locations);
    expect(SERVER_LOCATIONS).toHaveLength(111);
    expect(LOCATION_COUNTRIES.length).toBeGreaterThanOrEqual(MARKETING_CLAIMS.countries);
    expect(LOCATION_COUNTRIES.length).toBeGreaterThanOrEqual(45);
  });

  it('include every country page of docs/product.md §2', () => {
    const names = Object.keys(COUNTRY_PAGE_COUNTRIES).sort();
    expect(names).toEqual(
      ['australia', 'canada', 'france', 'india', 'indonesia', 'japan', 'korea', 'myanmar', 'netherlands', 'south-africa', 'us'].sort(),
    );
    for (const [name, code] of Object.entries(COUNTRY_PAGE_COUNTRIES)) {
      expect(locationsIn(code).length, name).toBeGreaterThan(0);
    }
  });

  it('have no duplicates: no id, no city of a country and no coordinates twice', () => {
    const unique = (values: string[]) => new Set(values).size;
    expect(unique(SERVER_LOCATIONS.map((l) => l.id))).toBe(SERVER_LOCATIONS.length);
    expect(unique(SERVER_LOCATIONS.map((l) => `${l.country}|${l.city.toLowerCase()}`))).toBe(SERVER_LOCATIONS.length);
    expect(unique(SERVER_LOCATIONS.map((l) => `${l.lat},${l.lon}`))).toBe(SERVER_LOCATIONS.length);
  });

  it('name real countries and places on the globe', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const location of SERVER_LOCATIONS) {
      expect(location.country, location.id).toMatch(/^[A-Z]{2}$/);
      expect(regions.of(location.country), location.id).toBeTruthy();
      expect(location.id).toMatch(/^[a-z]{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Math.abs(location.lat), location.id).toBeLessThanOrEqual(90);
      expect(Math.abs(location.lon), location.id).toBeLessThanOrEqual(180);
    }
  });

  it('find a country by its code in any case', () => {
    expect(locationsIn('jp').map((l) => l.city)).toEqual(locationsIn('JP').map((l) => l.city));
    expect(locationsIn('MM').map((l) => l.city)).toEqual(['Yangon']);
    expect(locationsIn('XX')).toEqual([]);
  });

  it("group every country into exactly one region, in the list's order", () => {
    const grouped = Object.values(LOCATION_REGIONS).flat();
    expect([...grouped].sort()).toEqual([...LOCATION_COUNTRIES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const countries of Object.values(LOCATION_REGIONS)) {
      const order = countries.map((code) => LOCATION_COUNTRIES.indexOf(code));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });
});
