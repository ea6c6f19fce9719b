/**
 * The website server's settings, read once from the environment. The page code reads what it
 * needs through lib/env.ts; this process adds its own listening and load settings.
 */
import { checkIpOrCidr } from '@kestrel/domain/client-ip';
import { apiInternalUrl } from '../lib/env';
import type { AdmissionLimits } from './admission';

export interface WebServerConfig {
  port: number;
  host: string;
  apiUrl: string;
  trustedProxies: string[];
  dev: boolean;
  pages: AdmissionLimits;
  api: AdmissionLimits;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  return value;
}

/** Throws one readable line for a bad value (main.ts prints it and exits). */
export function loadWebServerConfig(env: Env, argv: readonly string[]): WebServerConfig {
  const trustedProxies = (env.WEB_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = trustedProxies.find((entry) => !checkIpOrCidr(entry));
  if (bad !== undefined) throw new Error(`WEB_TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges; "${bad}" is neither`);
  const apiUrl = apiInternalUrl(env);
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new Error(`API_INTERNAL_URL must be an http:// URL (got "${apiUrl}")`);
  return {
    port: integer(env, 'PORT', 3000, 1, 65535),
    // next-intl's redirects loop when the server is named by its IP address (DESIGN.md pitfalls).
    host: env.WEB_HOST?.trim() || 'localhost',
    apiUrl,
    trustedProxies,
    dev: argv.includes('--dev'),
    // Pages render on the CPU of this process: a few at a time is as fast as many, and bounded.
    pages: { maxActive: integer(env, 'WEB_MAX_ACTIVE', 16, 1, 10_000), maxQueued: integer(env, 'WEB_MAX_QUEUE', 256, 0, 100_000), maxWaitMs: 10_000 },
    // API calls mostly wait on the API: many may be under way at once.
    api: { maxActive: 256, maxQueued: 1024, maxWaitMs: 10_000 },
  };
}
