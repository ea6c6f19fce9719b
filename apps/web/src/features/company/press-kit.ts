/**
 * The press kit the press room offers: logo files that ship in apps/web/public/press/, drawn by
 * scripts/press-kit.mjs from the brand mark (src/lib/brand-icon.tsx) and the brand's name, and the
 * brand colours they use. The page, the generator and the test all read this list, so the page
 * never offers a file that is not there.
 */
import { BRAND } from '@kestrel/domain/brand';
import { BRAND_BLUE } from '../../lib/brand-icon'; // relative: scripts/press-kit.mjs imports this file without the @/ alias

/** Where the files are served from: public/press/ (a plain file URL, outside the language routing). */
export const PRESS_DIR = '/press';

/** Which drawing a file holds: the full logo on a light or a dark background, or the square icon alone. */
export type PressVariant = 'logo' | 'logoDark' | 'icon';

/** A file inside public/press/: an SVG, which scales to any size, or a PNG render of a stated pixel size. */
export type PressFile = { readonly name: string; readonly variant: PressVariant } & (
  { readonly format: 'svg' } | { readonly format: 'png'; readonly size: { readonly width: number; readonly height: number } }
);

/** Colours of the logo files: --color-brand-600 and --color-brand-900 of globals.css, and white. */
export const PRESS_COLOURS = {
  blue: BRAND_BLUE,
  navy: '#0b2447',
  white: '#ffffff',
} as const;
export type PressColour = keyof typeof PRESS_COLOURS;

const stem = BRAND.shortName.toLowerCase();

export const PRESS_FILES: readonly PressFile[] = [
  { name: `${stem}-logo.svg`, variant: 'logo', format: 'svg' },
  { name: `${stem}-logo.png`, variant: 'logo', format: 'png', size: { width: 1237, height: 256 } },
  { name: `${stem}-logo-dark.svg`, variant: 'logoDark', format: 'svg' },
  { name: `${stem}-logo-dark.png`, variant: 'logoDark', format: 'png', size: { width: 1237, height: 256 } },
  { name: `${stem}-icon.svg`, variant: 'icon', format: 'svg' },
  { name: `${stem}-icon.png`, variant: 'icon', format: 'png', size: { width: 512, height: 512 } },
];

export const PRESS_VARIANTS: readonly PressVariant[] = ['logo', 'logoDark', 'icon'];

/** The public URL of a press file. */
export const pressFileUrl = (file: PressFile): string => `${PRESS_DIR}/${file.name}`;
