import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  // A separate build folder lets several builds of this tree run side by side (parallel work, benchmarks).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // app/global-not-found.tsx answers every unmatched path: the language layout is app/[locale],
  // so there is no root layout a not-found page could be rendered in (docs/decisions/009).
  experimental: { globalNotFound: true },
  // Workspace packages export TypeScript source.
  transpilePackages: ['@kestrel/domain', '@kestrel/i18n'],
  // /api/*, /ws/* and /l10n are proxied to API_INTERNAL_URL by src/proxy.ts, at run time:
  // rewrites declared here would fix the API's address when the app is built.
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
