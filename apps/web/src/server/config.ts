/**
 * The website server's settings, from the environment as lib/env.ts reads and checks it, plus
 * what is not configurable (the API forwarding limits, the wait for a page slot).
 */
import { checkIpOrCidr } from '@kestrel/domain/client-ip';
import { webServerEnv, type Env, type WebServerEnv } from '../lib/env';
import type { AdmissionLimits } from './admission';

export interface WebServerConfig extends Omit<WebServerEnv, 'maxActive' | 'maxQueued'> {
  dev: boolean;
  pages: AdmissionLimits;
  api: AdmissionLimits;
}

/** Throws one readable line for a bad value (main.ts prints it and exits). */
export function loadWebServerConfig(env: Env, argv: readonly string[]): WebServerConfig {
  const { maxActive, maxQueued, ...listening } = webServerEnv(env, checkIpOrCidr);
  return {
    ...listening,
    dev: argv.includes('--dev'),
    // Pages render on the CPU of this process: a few at a time finish as fast as many would, so
    // each one is done sooner; the queue is short, and a request that waits too long is refused.
    pages: { maxActive, maxQueued, maxWaitMs: 5_000 },
    // API calls mostly wait on the API: many may be under way at once.
    api: { maxActive: 256, maxQueued: 1024, maxWaitMs: 10_000 },
  };
}

/**
 * What an operator should know before the first visitor: this server speaks plain http, so a site
 * whose public origin is https sits behind a TLS proxy, and that proxy must be listed in
 * WEB_TRUSTED_PROXIES — without it every visitor is the proxy's one address (so they share every
 * per-address limit) and nothing tells the site they came over https (no HSTS, no Secure cookies).
 */
export function startWarnings(config: WebServerConfig): string[] {
  if (config.dev || !config.siteUrl.startsWith('https://') || config.trustedProxies.length > 0) return [];
  return [
    `SITE_URL is ${config.siteUrl} but WEB_TRUSTED_PROXIES is empty: list the TLS proxy in front of this server there, ` +
      'or every visitor counts as that proxy’s address and no answer is marked https (HSTS, Secure cookies)',
  ];
}
