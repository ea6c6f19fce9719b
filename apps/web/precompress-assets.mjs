// Compresses the built scripts and styles (<build folder>/static/**/*.{js,css}) once, with
// Brotli's best quality, into a .br file beside each: the website's server sends those to
// browsers that accept Brotli (src/server/precompressed-assets.ts) instead of compressing every
// response at the quality a per-request compressor can afford (docs/decisions/024).
// `npm run build` runs it after `next build`, before the server bundle that `npm start` takes for a finished build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const root = dirname(fileURLToPath(import.meta.url));
// The build folder, as next.config.ts names it.
const staticDir = join(root, process.env.NEXT_DIST_DIR?.trim() || '.next', 'static');

const files = (await readdir(staticDir, { recursive: true })).filter((file) => /\.(js|css)$/.test(file));
let before = 0;
let after = 0;
// A few at a time: each runs on libuv's thread pool.
for (let i = 0; i < files.length; i += 4) {
  await Promise.all(
    files.slice(i, i + 4).map(async (file) => {
      const source = await readFile(join(staticDir, file));
      const compressed = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      await writeFile(join(staticDir, `${file}.br`), compressed);
      before += source.length;
      after += compressed.length;
    }),
  );
}
console.log(
  `precompressed ${files.length} scripts and styles: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (Brotli 11)`,
);
