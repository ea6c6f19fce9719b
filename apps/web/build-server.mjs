// Bundles the website's server process, src/server/main.ts, into dist/server.js (ESM, Node 20;
// see scripts/server-bundle.mjs). `npm run build` runs it after `next build`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBundleOptions } from '../../scripts/server-bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));
await esbuild.build(serverBundleOptions({ entry: join(root, 'src', 'server', 'main.ts'), outfile: join(root, 'dist', 'server.js') }));
