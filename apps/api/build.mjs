// Bundles src/server.ts into dist/server.js (ESM, Node 20; see scripts/server-bundle.mjs).
//   node build.mjs           one build
//   node build.mjs --watch   rebuild on change and (re)start dist/server.js after each good build
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBundleOptions } from '../../scripts/server-bundle.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const outfile = join(root, 'dist', 'server.js');
const watch = process.argv.includes('--watch');

let child;

/** In watch mode: restart the server after each successful build. */
function restartServer() {
  return {
    name: 'restart-server',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        const start = () => {
          child = spawn(process.execPath, ['--enable-source-maps', outfile], { stdio: 'inherit' });
        };
        if (child && child.exitCode === null) {
          child.once('exit', start);
          child.kill('SIGTERM');
        } else {
          start();
        }
      });
    },
  };
}

const options = serverBundleOptions({
  entry: join(root, 'src', 'server.ts'),
  outfile,
  plugins: watch ? [restartServer()] : [],
});

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
  const stop = async () => {
    await context.dispose();
    if (child && child.exitCode === null) {
      child.once('exit', () => process.exit(0));
      child.kill('SIGTERM');
    } else {
      process.exit(0);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  await esbuild.build(options);
}
