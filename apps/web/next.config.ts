import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Where the web server reaches the API; the browser always calls the same origin.
const apiOrigin = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  // A separate build folder lets several builds of this tree run side by side (parallel work, benchmarks).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Workspace packages export TypeScript source.
  transpilePackages: ['@kestrel/domain', '@kestrel/i18n'],
  async rewrites() {
    return {
      // Before pages and the locale proxy, so /api/* never gets a locale prefix.
      beforeFiles: [
        { source: '/api/:path*', destination: `${apiOrigin}/api/:path*` },
        { source: '/ws/:path*', destination: `${apiOrigin}/ws/:path*` },
        { source: '/l10n', destination: `${apiOrigin}/l10n` },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
        ],
      },
    ];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
