/**
 * The built scripts and styles, sent as the build compressed them: Brotli at its best quality
 * (precompress-assets.mjs) instead of the quality 4 a per-request compressor affords, so every
 * page carries about a seventh less JavaScript, and no response is compressed again
 * (docs/decisions/024). Only for /_next/static/ paths the build wrote a .br file for, to clients
 * that accept Brotli; everything else goes to Next.js as before.
 */
import { lstat, open, readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { pipeline } from 'node:stream';

/** Where Next.js serves its build's static folder. */
export const BUILT_ASSET_PREFIX = '/_next/static/';
/** The types Next.js sends these files with. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};
/** Built file names carry their content's hash: a name never changes what it holds. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  file: string;
  type: string;
}

/** URL path → its compressed file: read once at start, so a request's path is only ever a key, never a file name. */
export type PrecompressedAssets = ReadonlyMap<string, Asset>;

/** The .br files below the build's static folder; none when the folder is missing (development, a build without them). */
export async function loadPrecompressedAssets(staticDir: string): Promise<PrecompressedAssets> {
  const assets = new Map<string, Asset>();
  const files = await readdir(staticDir, { recursive: true }).catch(() => []);
  for (const name of files) {
    const match = /^(.+\.(js|css))\.br$/.exec(name);
    if (!match) continue;
    const file = join(staticDir, name);
    // Regular files only: a link could point anywhere.
    const isFile = await lstat(file).then(
      (info) => info.isFile(),
      () => false,
    );
    if (isFile) assets.set(BUILT_ASSET_PREFIX + match[1]!.split(sep).join('/'), { file, type: CONTENT_TYPES[match[2]!]! });
  }
  return assets;
}

/** Whether an Accept-Encoding header accepts Brotli: `br`, or `*` when br is not named, without a q of 0. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const entry of value.split(',')) {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (coding) weights.set(coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get('br') ?? weights.get('*') ?? 0) > 0;
}

/**
 * Sends the compressed file for a GET or HEAD of a precompressed asset; answers whether it did.
 * The file is opened first and its length read from the open file: one that went away (a new build
 * under a running server) is left to Next.js, and the length sent is the length read.
 */
export async function servePrecompressed(
  assets: PrecompressedAssets,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const asset = assets.get(pathname);
  if (!asset || !acceptsBrotli(request.headers['accept-encoding'])) return false;
  const handle = await open(asset.file).catch(() => undefined);
  const size = await handle?.stat().then(
    (info) => info.size,
    () => undefined,
  );
  if (!handle || size === undefined) {
    await handle?.close();
    return false;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', asset.type);
  response.setHeader('Content-Encoding', 'br');
  response.setHeader('Content-Length', size);
  response.setHeader('Cache-Control', IMMUTABLE);
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.method === 'HEAD') {
    await handle.close();
    response.end();
    return true;
  }
  // The stream closes the file when it ends, fails or the client leaves.
  pipeline(handle.createReadStream(), response, () => undefined);
  return true;
}
