import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { drawLand, drawLogos, LAND_FILE, LOGOS_FILE } from './artwork.mjs';

describe('artwork drawn from data packages', () => {
  it('the committed map land is what scripts/artwork.mjs draws, and stays small', async () => {
    const committed = await readFile(LAND_FILE, 'utf8');
    expect(committed).toBe(await drawLand());
    // The map is below the fold, but every byte still travels: keep it under ~25 KB.
    expect(Buffer.byteLength(committed)).toBeLessThan(25_000);
  });

  it('the committed platform logos are what scripts/artwork.mjs copies from simple-icons', async () => {
    expect(await readFile(LOGOS_FILE, 'utf8')).toBe(await drawLogos());
  });
});
