import { describe, expect, it } from 'vitest';
import { loadCatalog } from '@kestrel/i18n/node';
import { MOCKUP_LOCATION_IDS, mockupLocation } from './mockup-locations';

describe('the locations the app mockups show', () => {
  it('are real server locations with a city name in the catalog', () => {
    const english = loadCatalog('en') as { imagery: { cities: Record<string, string> } };
    for (const id of MOCKUP_LOCATION_IDS) {
      expect(mockupLocation(id).id).toBe(id);
      expect(english.imagery.cities[id], id).toBe(mockupLocation(id).city);
    }
    expect(Object.keys(english.imagery.cities).sort()).toEqual([...MOCKUP_LOCATION_IDS].sort());
  });
});
