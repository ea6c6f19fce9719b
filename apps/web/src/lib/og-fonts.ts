import 'server-only';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Fonts for generated share images, read from npm packages (no font is fetched from
 * the network). Fontsource splits each family into unicode-range subsets; only the
 * subsets the text needs are loaded, so a Japanese title loads a few files, not 120.
 */
/**
 * The package folder, found by walking up from the working directory like Node does.
 * (require.resolve cannot be used: the bundler rewrites it into a module id.)
 */
function packageDir(name: string): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

// IBM Plex Sans Arabic: the share-image renderer cannot parse Noto's Arabic substitution tables.
type Family = 'noto-sans' | 'ibm-plex-sans-arabic' | 'noto-sans-jp' | 'noto-sans-kr';

const FAMILIES_BY_LOCALE: Record<string, Family[]> = {
  ar: ['noto-sans', 'ibm-plex-sans-arabic'],
  ja: ['noto-sans', 'noto-sans-jp'],
  ko: ['noto-sans', 'noto-sans-kr'],
};

function parseRanges(list: string): Array<[number, number]> {
  return list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

const subsetCache = new Map<Family, Array<{ name: string; file: string; ranges: Array<[number, number]> }>>();

async function subsets(family: Family) {
  const cached = subsetCache.get(family);
  if (cached) return cached;
  const root = packageDir(`@fontsource/${family}`);
  const table = JSON.parse(await readFile(join(root, 'unicode.json'), 'utf8')) as Record<string, string>;
  const list = Object.entries(table).map(([name, ranges]) => ({
    // Each subset is a font of its own name: the renderer falls back through the list per glyph.
    name: `${family}-${name.replace(/\W/g, '')}`,
    file: join(root, 'files', `${family}-${name.replace(/^\[(\d+)\]$/, '$1')}-700-normal.woff`),
    ranges: parseRanges(ranges),
  }));
  subsetCache.set(family, list);
  return list;
}

export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 700;
  style: 'normal';
}

/**
 * The font subsets that draw `text`, each code point from the first family of the language
 * that has it. A subset whose characters an earlier font already covers is not loaded: the
 * renderer picks fonts per character, and two fonts for the same Latin letters next to Arabic
 * shaping made it look up a character that is not there (500 on /og/ar/signup.png).
 */
export async function fontsFor(locale: string, text: string): Promise<OgFont[]> {
  const uncovered = new Set([...text].map((char) => char.codePointAt(0)!));
  const fonts: OgFont[] = [];
  for (const family of FAMILIES_BY_LOCALE[locale] ?? ['noto-sans']) {
    for (const subset of await subsets(family)) {
      const drawn = [...uncovered].filter((cp) => subset.ranges.some(([start, end]) => cp >= start && cp <= end));
      if (drawn.length === 0) continue;
      for (const cp of drawn) uncovered.delete(cp);
      const buffer = await readFile(subset.file);
      fonts.push({
        name: subset.name,
        data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
        weight: 700,
        style: 'normal',
      });
    }
  }
  return fonts;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * The share-image renderer shapes Arabic words but lays words out left to right.
 * So right-to-left text is broken into lines here, and each line's runs are put in
 * visual order (a run of non-Arabic words, such as the brand, keeps its own order).
 */
export function visualLines(text: string, rtl: boolean, maxChars: number): string[] {
  const lines: string[][] = [[]];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const line = lines[lines.length - 1]!;
    if (line.length && [...line, word].join(' ').length > maxChars) lines.push([word]);
    else line.push(word);
  }
  if (!rtl) return lines.map((line) => line.join(' '));
  return lines.map((line) => {
    const runs: string[][] = [];
    for (const word of line) {
      const last = runs[runs.length - 1];
      if (!ARABIC.test(word) && last && !ARABIC.test(last[0]!)) last.push(word);
      else runs.push([word]);
    }
    return runs
      .reverse()
      .map((run) => run.join(' '))
      .join(' ');
  });
}
