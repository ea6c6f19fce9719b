/**
 * The server map's projection, shared by the land outlines (drawn once by scripts/artwork.mjs into
 * apps/web/public/images/world-land.svg) and the location dots (drawn by the page), so both line up.
 * Equirectangular, cropped to the latitudes where people live: 84° N to 58° S.
 */
export const MAP_LAT_TOP = 84;
export const MAP_LAT_BOTTOM = -58;
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = Math.round((MAP_WIDTH * (MAP_LAT_TOP - MAP_LAT_BOTTOM)) / 360);

/** A point's place on the map, to a tenth of a unit. */
export function projectPoint(lat: number, lon: number): { x: number; y: number } {
  const x = ((lon + 180) / 360) * MAP_WIDTH;
  const y = ((MAP_LAT_TOP - lat) / (MAP_LAT_TOP - MAP_LAT_BOTTOM)) * MAP_HEIGHT;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
