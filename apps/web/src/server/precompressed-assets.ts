/**
 * The built scripts and styles, sent as the build compressed them: Brotli at its best quality
 * (precompress-assets.mjs) instead of the quality 4 a per-request compressor affords, so every
 * page carries about a seventh less JavaScript, and no response is compressed again
 * (docs/decisions/024). Only for /_next/static/ paths the build wrote a .br file for, to clients
 * that accept Brotli; everything else goes to Next.js as before.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';

const ASSET_PREFIX = '/_next/static/';
/** The types Next.js sends these files with. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};
/** Built file names carry their content's hash: a name never changes what it holds. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  file: string;
  size: number;
  type: string;
}

/** URL path → its compressed file: read once at start, so a request's path is only ever a key, never a file name. */
export type PrecompressedAssets = ReadonlyMap<string, Asset>;

/** The .br files below the build's static folder (none when the folder or the files are missing, as in development). */
export async function loadPrecompressedAssets(staticDir: string): Promise<PrecompressedAssets> {
  const assets = new Map<string, Asset>();
  const files = await readdir(staticDir, { recursive: true }).catch(() => []);
  for (const name of files) {
    const match = /^(.+\.(js|css))\.br$/.exec(name);
    if (!match) continue;
    const file = join(staticDir, name);
    const { size } = await stat(file);
    assets.set(ASSET_PREFIX + match[1]!.split('\\').join('/'), { file, size, type: CONTENT_TYPES[match[2]!]! });
  }
  return assets;
}

/** Whether an Accept-Encoding header accepts Brotli (`br`, without a q of 0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((entry) => {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends the compressed file for a GET or HEAD of a precompressed asset; answers whether it did. */
export function servePrecompressed(
  assets: PrecompressedAssets,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const asset = assets.get(pathname);
  if (!asset || !acceptsBrotli(request.headers['accept-encoding'])) return false;
  response.statusCode = 200;
  response.setHeader('Content-Type', asset.type);
  response.setHeader('Content-Encoding', 'br');
  response.setHeader('Content-Length', asset.size);
  response.setHeader('Cache-Control', IMMUTABLE);
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  // A file that went away mid-way ends the connection: the browser retries rather than keep a cut script.
  pipeline(createReadStream(asset.file), response, () => undefined);
  return true;
}
