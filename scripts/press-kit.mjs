/**
 * Draws the press kit the press room offers (apps/web/public/press/, listed in
 * apps/web/src/features/company/press-kit.ts): the brand mark of apps/web/src/lib/brand-icon.tsx,
 * and beside it the brand's name set in Noto Sans Bold and turned into outlines, so the logo looks
 * the same in every program whatever fonts it has; then PNG renders of the same drawings.
 * Run it after the brand's name, mark or colours change, and commit what it writes:
 *
 *   node --import tsx scripts/press-kit.mjs
 *
 * Everything comes from disk: the font from @fontsource/noto-sans, its outlines from the fontkit
 * copy Next.js ships, the PNGs from sharp (both installed with next). No network.
 */
import { Buffer } from 'node:buffer';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BRAND } from '../packages/domain/src/brand.ts';
import { BRAND_MARK_PATH } from '../apps/web/src/lib/brand-icon.tsx';
import { PRESS_COLOURS, PRESS_FILES } from '../apps/web/src/features/company/press-kit.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps', 'web', 'public', 'press');
const require = createRequire(import.meta.url);

/** Next.js's bundled fontkit (an internal path: if a Next.js upgrade moves it, find it again here). */
function loadFontkit() {
  const mod = require('next/dist/compiled/@next/font/dist/fontkit').default;
  return mod.default ?? mod;
}

// The drawing's units: the icon tile is TILE wide, as logo.tsx's 32-unit tile scaled by TILE/32.
const TILE = 1000;
const TILE_RADIUS = 250; // logo.tsx: rx 8 of 32
const GAP = 250; // logo.tsx: gap-2 (8px) beside a size-8 (32px) tile
const CAP_HEIGHT = 450; // the name's capitals fill 45% of the tile's height
const round = (n) => Math.round(n * 10) / 10;

/** The brand's name as one outlined path, its capitals centred on the tile, starting GAP after it. */
async function wordmark() {
  const fontkit = loadFontkit();
  const font = fontkit(await readFile(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff')));
  const scale = CAP_HEIGHT / font.capHeight;
  const run = font.layout(BRAND.name);
  const baseline = TILE / 2 + CAP_HEIGHT / 2;
  // The ink, not the advance box, starts GAP after the tile.
  const startX = TILE + GAP - run.bbox.minX * scale;
  let pen = 0;
  const parts = [];
  run.glyphs.forEach((glyph, index) => {
    const path = glyph.path.scale(scale, -scale).translate(startX + pen * scale, baseline);
    for (const { command, args } of path.commands) {
      const letter = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command];
      parts.push(letter + args.map(round).join(' '));
    }
    pen += run.positions[index].xAdvance;
  });
  const width = Math.ceil(startX + run.bbox.maxX * scale);
  const bottom = Math.ceil(baseline - run.bbox.minY * scale);
  if (bottom > TILE) throw new Error(`the name reaches below the tile (${bottom} > ${TILE}): make the drawing taller`);
  return { d: parts.join(''), width };
}

function tile() {
  const markScale = TILE / 32;
  return (
    `<rect width="${TILE}" height="${TILE}" rx="${TILE_RADIUS}" fill="${PRESS_COLOURS.blue}"/>` +
    `<path transform="scale(${markScale})" d="${BRAND_MARK_PATH}" fill="${PRESS_COLOURS.white}"/>`
  );
}

/** An SVG document: a 64-unit-high default size for programs that want one, any size via the viewBox. */
function svg(width, height, body) {
  const shown = (n) => round((n / TILE) * 64);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${shown(width)}" height="${shown(height)}" role="img">` +
    `<title>${BRAND.name}</title>${body}</svg>\n`
  );
}

const name = await wordmark();
const drawings = {
  logo: svg(name.width, TILE, tile() + `<path d="${name.d}" fill="${PRESS_COLOURS.navy}"/>`),
  logoDark: svg(name.width, TILE, tile() + `<path d="${name.d}" fill="${PRESS_COLOURS.white}"/>`),
  icon: svg(TILE, TILE, tile()),
};

await mkdir(outDir, { recursive: true });
for (const file of PRESS_FILES) {
  const drawing = drawings[file.variant];
  if (file.format === 'svg') {
    await writeFile(join(outDir, file.name), drawing);
    continue;
  }
  // Rendered large, then scaled to the listed height: sharp draws an SVG at 72 dpi by default.
  const png = await sharp(Buffer.from(drawing), { density: 72 * 16 })
    .resize({ height: file.size.height })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  if (png.info.width !== file.size.width || png.info.height !== file.size.height) {
    throw new Error(`${file.name} is ${png.info.width}×${png.info.height}: update its size in press-kit.ts`);
  }
  await writeFile(join(outDir, file.name), png.data);
}
console.log(`press kit: ${PRESS_FILES.length} files in ${outDir}`);
