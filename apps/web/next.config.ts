import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  // A separate build folder lets several builds of this tree run side by side (parallel work, benchmarks).
  // Read here, not through src/lib/env.ts: at run time Next loads this file on its own and cannot
  // require our TypeScript modules (the production server would not start). lib/env.ts lists it too.
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Metadata always in the <head>, for every client: a page rendered on demand (a blog post) would
  // otherwise get its title, canonical and hreflang streamed into the body for browsers and for
  // crawlers outside Next's list. Nothing is lost: the server holds each page until it ends anyway
  // (src/server/html-policy.ts computes its CSP from the whole page).
  htmlLimitedBots: /.*/,
  // app/global-not-found.tsx answers every unmatched path: the language layout is app/[locale],
  // so there is no root layout a not-found page could be rendered in (docs/decisions/011).
  // Two static-generation workers, not Next's cores-minus-one (one on a 2-core machine): the
  // 1,800 prerendered pages are most of the build, and each worker renders its own share.
  experimental: { globalNotFound: true, cpus: 2 },
  // Workspace packages export TypeScript source.
  transpilePackages: ['@kestrel/domain', '@kestrel/i18n'],
  // Compression happens in our server (src/server), after each page's Content-Security-Policy
  // is computed from the page; so do the security headers and the API forwarding.
  compress: false,
  // `npm test` type-checks this app (npm run typecheck, the same tsconfig) before it builds, and
  // says so with TYPECHECKED=1 (scripts/test.mjs); any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
