import { SERVER_LOCATIONS, type ServerLocation } from '@kestrel/domain/locations';

/**
 * The locations the app mockups show, by their ids in @kestrel/domain/locations; their city names
 * are in the `imagery.cities` catalog group under the same ids. The first is the one connected.
 */
export const MOCKUP_LOCATION_IDS = ['jp-tokyo', 'us-new-york', 'gb-london', 'de-frankfurt', 'au-sydney'] as const;
export type MockupLocationId = (typeof MOCKUP_LOCATION_IDS)[number];

export function mockupLocation(id: MockupLocationId): ServerLocation {
  const location = SERVER_LOCATIONS.find((candidate) => candidate.id === id);
  if (!location) throw new Error(`No server location ${id}`);
  return location;
}
