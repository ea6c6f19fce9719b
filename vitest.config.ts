import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project is a folder of tests beside its code.
export default defineConfig({
  test: {
    // Two cores here; more workers would only queue PGlite start-ups.
    maxWorkers: 2,
    projects: [
      // Property tests run thousands of cases, bounded by their own run counts: room on a busy machine.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'i18n', include: ['packages/i18n/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Each PGlite database costs ~700 MB and ~2 s: every file gets its own database (test/test-db.ts
          // opens it on first use and closes it after the file's last test). The files of a fork share
          // its loaded modules (isolate: false): importing the app anew for each file took more time
          // than the tests (255 s against 160 s for this project). No test mocks a module.
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `@/` is the website's own import root (apps/web/tsconfig.json "paths"), as Next.js and Playwright resolve it.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          testTimeout: 30_000,
          // next-intl's ESM imports `next/server` without the extension Node requires: Vite resolves it (proxy.test.ts).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
