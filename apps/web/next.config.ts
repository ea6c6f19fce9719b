import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { distDir } from './src/lib/env';

const nextConfig: NextConfig = {
  // A separate build folder lets several builds of this tree run side by side (parallel work, benchmarks).
  distDir: distDir(),
  reactStrictMode: true,
  poweredByHeader: false,
  // app/global-not-found.tsx answers every unmatched path: the language layout is app/[locale],
  // so there is no root layout a not-found page could be rendered in (docs/decisions/011).
  experimental: { globalNotFound: true },
  // Workspace packages export TypeScript source.
  transpilePackages: ['@kestrel/domain', '@kestrel/i18n'],
  // Compression happens in our server (src/server), after each page's Content-Security-Policy
  // is computed from the page; so do the security headers and the API forwarding.
  compress: false,
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
