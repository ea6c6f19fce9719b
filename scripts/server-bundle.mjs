// esbuild options shared by the two server bundles (apps/api/dist/server.js, apps/web/dist/server.js):
// ESM for Node 20; npm packages stay external and load from node_modules at run time; the
// workspace packages @kestrel/* export TypeScript source, so they are bundled.

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

/** esbuild options that bundle `entry` into `outfile`; `plugins` are added after the external-package rule. */
export function serverBundleOptions({ entry, outfile, plugins = [] }) {
  return {
    entryPoints: [entry],
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
    plugins: [externalNpmPackages, ...plugins],
  };
}
