import { readFileSync, readdirSync } from 'node:fs';
import { BRAND } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK_PATH } from '../../lib/brand-icon';
import { PRESS_COLOURS, PRESS_FILES, PRESS_VARIANTS } from './press-kit';

/** public/press/, where the server serves the files the press room links to. */
const dir = new URL('../../../public/press/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir));

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the press kit', () => {
  it('offers exactly the files that ship in public/press', () => {
    expect(readdirSync(dir).sort()).toEqual(PRESS_FILES.map((file) => file.name).sort());
  });

  it('has every drawing as a scalable SVG and as a PNG', () => {
    for (const variant of PRESS_VARIANTS) {
      expect(PRESS_FILES.filter((file) => file.variant === variant).map((file) => file.format)).toEqual(['svg', 'png']);
    }
  });

  it.each(PRESS_FILES.filter((file) => file.format === 'svg').map((file) => [file.name, file] as const))(
    '%s is the brand mark in the brand blue, self-contained, with outlined text',
    (name, file) => {
      const svg = read(name).toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"/);
      expect(svg).toContain(`d="${BRAND_MARK_PATH}"`);
      expect(svg).toContain(`fill="${PRESS_COLOURS.blue}"`);
      expect(svg).toContain(`<title>${BRAND.name}</title>`);
      // Served from our origin and opened by other programs: no script, no outside resource, no font needed.
      expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\(|\son\w+=/i);
      // The logo for dark backgrounds writes the name in white, the other in navy; the icon has no name.
      const nameColour = { logo: PRESS_COLOURS.navy, logoDark: PRESS_COLOURS.white, icon: undefined }[file.variant];
      const paths = [...svg.matchAll(/<path (?:transform="[^"]*" )?d="[^"]+" fill="([^"]+)"\/>/g)].map((m) => m[1]);
      expect(paths).toEqual(nameColour ? [PRESS_COLOURS.white, nameColour] : [PRESS_COLOURS.white]);
    },
  );

  it.each(PRESS_FILES.filter((file) => file.format === 'png').map((file) => [file.name, file] as const))(
    '%s is a PNG of the size the press room states',
    (name, file) => {
      expect(pngSize(read(name))).toEqual(file.size);
    },
  );
});
