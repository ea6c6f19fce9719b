/**
 * Draws the artwork that comes from data packages, and writes it into the repository:
 *
 *   - apps/web/public/images/world-land.svg: the land of the home page's server map, from Natural
 *     Earth's 1:110m land (public domain) as packaged by `world-atlas` (ISC), projected with
 *     apps/web/src/features/imagery/map-projection.ts, rounded to whole units and with specks
 *     dropped so the file stays small;
 *   - apps/web/src/features/download/platform-logos.ts: the platform logos of the download tiles,
 *     copied from `simple-icons` (CC0). Windows, Xbox and Nintendo logos are not in that set, and
 *     we do not draw our own copies of them: those platforms keep our neutral device drawings.
 *
 * Run it after a change of the projection or an upgrade of those packages, and commit what it
 * writes (scripts/artwork.test.mjs fails while the committed files differ from what it draws):
 *
 *   node --import tsx scripts/artwork.mjs
 *
 * Both packages are development dependencies: nothing of them ships to a browser or a server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { siAndroid, siApple, siGooglechrome, siPlaystation } from 'simple-icons';
import { feature } from 'topojson-client';
import { MAP_HEIGHT, MAP_LAT_BOTTOM, MAP_WIDTH, projectPoint } from '../apps/web/src/features/imagery/map-projection.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export const LAND_FILE = join(root, 'apps', 'web', 'public', 'images', 'world-land.svg');
export const LOGOS_FILE = join(root, 'apps', 'web', 'src', 'features', 'download', 'platform-logos.ts');

/** Land brighter than the page, darker than nothing: brand-100 of apps/web/src/app/globals.css. */
const LAND_COLOUR = '#d9edff';
/** Rings smaller than this (in square map units) are specks at any size the page shows. */
const MIN_RING_AREA = 4;

function ringArea(points) {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/**
 * A ring's longitudes made continuous: a ring that crosses the antimeridian (Chukotka, Fiji) jumps
 * from 180 to -180; past the jump its longitudes go on beyond ±180 instead.
 */
function unwrap(ring) {
  let shift = 0;
  return ring.map(([lon, lat], i) => {
    if (i > 0) {
      const step = lon + shift - (ring[i - 1][0] + shift);
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return [lon + shift, lat];
  });
}

/** One ring as a relative path ("M12 34l1 2…z") in whole units, moved by dx, or '' when nothing of it is left. */
function ringPath(ring, dx = 0) {
  const points = [];
  for (const [lon, lat] of ring) {
    const { x, y } = projectPoint(Math.max(lat, MAP_LAT_BOTTOM), lon);
    const point = [Math.round(x + dx), Math.round(y)];
    const last = points.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  if (points.length > 1 && points[0][0] === points.at(-1)[0] && points[0][1] === points.at(-1)[1]) points.pop();
  if (points.length < 3 || ringArea(points) < MIN_RING_AREA) return '';
  const [first, ...rest] = points;
  let d = `M${first[0]} ${first[1]}l`;
  let previous = first;
  const steps = rest.map((point) => {
    const step = `${point[0] - previous[0]} ${point[1] - previous[1]}`;
    previous = point;
    return step;
  });
  // A negative number needs no separator before it.
  d += steps.join(' ').replace(/ -/g, '-');
  return `${d}z`;
}

/** A ring's paths: itself, and where it runs off one edge of the map, its copy coming in at the other. */
function ringPaths(ring) {
  if (ring.every(([, lat]) => lat < MAP_LAT_BOTTOM)) return [];
  const continuous = unwrap(ring);
  const lons = continuous.map(([lon]) => lon);
  return [
    ringPath(continuous),
    ...(Math.max(...lons) > 180 ? [ringPath(continuous, -MAP_WIDTH)] : []),
    ...(Math.min(...lons) < -180 ? [ringPath(continuous, MAP_WIDTH)] : []),
  ];
}

export async function drawLand() {
  const topology = JSON.parse(await readFile(require.resolve('world-atlas/land-110m.json'), 'utf8'));
  const land = feature(topology, topology.objects.land);
  const polygons = land.features.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates));
  const d = polygons.flatMap((rings) => rings.flatMap(ringPaths)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}"><path fill="${LAND_COLOUR}" d="${d}"/></svg>\n`;
}

const LOGOS = { apple: siApple, android: siAndroid, chrome: siGooglechrome, playstation: siPlaystation };

export async function drawLogos() {
  const { version } = JSON.parse(await readFile(join(root, 'node_modules', 'simple-icons', 'package.json'), 'utf8'));
  const entries = Object.entries(LOGOS)
    .map(([key, icon]) => `  ${key}: { title: ${JSON.stringify(icon.title)}, path: ${JSON.stringify(icon.path)} },`)
    .join('\n');
  const source = `// Written by scripts/artwork.mjs from simple-icons ${version} (CC0 1.0): do not edit by hand.
/** Platform logos on a 24×24 grid, filled with currentColor. Windows, Xbox and Nintendo are not in simple-icons. */
export const PLATFORM_LOGOS = {
${entries}
} as const;

export type PlatformLogoName = keyof typeof PLATFORM_LOGOS;
`;
  const options = await prettier.resolveConfig(LOGOS_FILE);
  return prettier.format(source, { ...options, filepath: LOGOS_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const land = await drawLand();
  await writeFile(LAND_FILE, land);
  await writeFile(LOGOS_FILE, await drawLogos());
  console.log(`world-land.svg: ${land.length} bytes; platform-logos.ts written`);
}
