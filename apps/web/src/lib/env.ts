/**
 * Every environment variable the website reads, read and checked here and nowhere else (the
 * API's are in apps/api/src/config.ts; the root README's table is tested against both). They
 * are read where they are needed: by the website's server process at start (src/server), by
 * pages when they render (at build time for static pages), and in the browser (NEXT_PUBLIC_*
 * only). NEXT_DIST_DIR and TYPECHECKED are read by next.config.ts itself: at run time Next loads
 * that file on its own and cannot require this module (the server process reads NEXT_DIST_DIR
 * through it too). A blank value counts as unset, as in the API.
 *
 * Browser code imports this module, so it imports nothing that needs Node.
 */
import { BRAND } from '@kestrel/domain/brand';

export type Env = Readonly<Record<string, string | undefined>>;

/** Every variable the website reads, with its default (undefined: none). */
export const WEB_ENV_DEFAULTS = {
  API_INTERNAL_URL: 'http://127.0.0.1:4000',
  SITE_URL: BRAND.siteUrl,
  MAIN_SITE_HOST: undefined,
  NEXT_PUBLIC_API_BASE_URL: '/api/',
  NEXT_DIST_DIR: '.next', // read by next.config.ts and precompress-assets.mjs (see above), and by the server process
  TYPECHECKED: undefined, // read by next.config.ts: '1' skips the build's own type check (npm test sets it)
  PORT: '3000',
  // A name, not an address: next-intl's redirects loop when the server is named by its IP address (docs/architecture.md pitfalls).
  WEB_HOST: 'localhost',
  WEB_TRUSTED_PROXIES: undefined,
  WEB_MAX_ACTIVE: '8',
  WEB_MAX_QUEUE: '128',
} as const satisfies Record<string, string | undefined>;

type Name = keyof typeof WEB_ENV_DEFAULTS;

function read<N extends Name>(env: Env, name: N): string | (typeof WEB_ENV_DEFAULTS)[N] {
  return env[name]?.trim() || WEB_ENV_DEFAULTS[name];
}

function invalid(name: Name, rule: string, value: string): Error {
  return new Error(`${name} must be ${rule} (got ${JSON.stringify(value)})`);
}

function httpUrl(name: Name, value: string, rule: string): string {
  if (!/^https?:\/\/[^/]+/.test(value)) throw invalid(name, rule, value);
  return value;
}

/**
 * The API prefix the browser calls. Next.js writes the value into browser code at build time,
 * and only where `process.env.NEXT_PUBLIC_…` is spelled out like this.
 */
export const API_BASE_URL: string = process.env.NEXT_PUBLIC_API_BASE_URL?.trim() || WEB_ENV_DEFAULTS.NEXT_PUBLIC_API_BASE_URL;

/** Where the website's server reaches the API (never through the public origin). */
export function apiInternalUrl(env: Env = process.env): string {
  return httpUrl('API_INTERNAL_URL', read(env, 'API_INTERNAL_URL'), 'an http:// URL');
}

/** The public origin of the site, for canonical URLs and metadata. */
export function siteUrl(env: Env = process.env): string {
  return httpUrl('SITE_URL', read(env, 'SITE_URL'), 'an http:// or https:// URL');
}

/** The main site host (docs/product.md §2: a marketing page on another host hands the visitor over to it), if set. */
export function mainSiteHost(env: Env = process.env): string | undefined {
  const host = read(env, 'MAIN_SITE_HOST');
  if (host !== undefined && !/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host))
    throw invalid('MAIN_SITE_HOST', 'a host name such as www.example.com', host);
  return host;
}

function integer(env: Env, name: Name, min: number, max: number): number {
  const raw = read(env, name) ?? '';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw invalid(name, `an integer from ${min} to ${max}`, raw);
  return value;
}

/** The website's build folder, relative to apps/web (next.config.ts and precompress-assets.mjs read it alike). */
export function distDir(env: Env = process.env): string {
  return read(env, 'NEXT_DIST_DIR');
}

/** What the website's server process reads (src/server/config.ts). */
export interface WebServerEnv {
  port: number;
  host: string;
  apiUrl: string;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  /** The build folder (relative to apps/web): the server sends the scripts and styles it precompressed. */
  distDir: string;
  /** IP addresses and CIDR ranges of proxies in front of the website whose X-Forwarded-* it believes. */
  trustedProxies: string[];
  /** Pages rendered at once, and waiting. */
  maxActive: number;
  maxQueued: number;
}

/**
 * The server process's variables, read once at start. The variables pages read later are
 * checked too, so a bad value stops the process with one line instead of failing pages.
 * `isIpOrCidr` is the domain's check (@kestrel/domain/client-ip), passed in because it needs Node.
 * @throws Error with one readable line for the first bad value.
 */
export function webServerEnv(env: Env, isIpOrCidr: (entry: string) => boolean): WebServerEnv {
  const trustedProxies = (read(env, 'WEB_TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = trustedProxies.find((entry) => !isIpOrCidr(entry));
  if (bad !== undefined) {
    throw new Error(`WEB_TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges; "${bad}" is neither`);
  }
  const apiUrl = apiInternalUrl(env);
  const publicOrigin = siteUrl(env);
  mainSiteHost(env);
  return {
    port: integer(env, 'PORT', 1, 65535),
    host: read(env, 'WEB_HOST'),
    apiUrl,
    siteUrl: publicOrigin,
    distDir: distDir(env),
    trustedProxies,
    maxActive: integer(env, 'WEB_MAX_ACTIVE', 1, 10_000),
    maxQueued: integer(env, 'WEB_MAX_QUEUE', 0, 100_000),
  };
}
