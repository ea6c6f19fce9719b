// Bundles src/server.ts into dist/server.js (ESM, Node 20). npm packages stay external and are
// loaded from node_modules at run time; the workspace packages @kestrel/* export TypeScript
// source, so they are bundled.
//   node build.mjs           one build
//   node build.mjs --watch   rebuild on change and (re)start dist/server.js after each good build
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const outfile = join(root, 'dist', 'server.js');
const watch = process.argv.includes('--watch');

/** Every bare import is external except the workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kestrel/')) return undefined; // bundle
      return { path: args.path, external: true };
    });
  },
};

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

const options = {
  entryPoints: [join(root, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  // CommonJS code inside the bundle may call require(); ESM has none, so provide one.
  banner: {
    js: "import { createRequire as __kestrelCreateRequire } from 'node:module'; const require = __kestrelCreateRequire(import.meta.url);",
  },
  plugins: watch ? [externalNpmPackages, restartServer()] : [externalNpmPackages],
};

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
