/**
 * What the API believes about a request's origin: the client IP (socket peer, or X-Forwarded-For
 * through TRUSTED_PROXIES) and whether the client used https (the URL, or X-Forwarded-Proto set
 * by a trusted proxy).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createClientIpResolver, IpSet, normalizeIp } from '@kestrel/domain/client-ip';
import type { AppEnv } from './types';

export interface RequestInfo {
  /** The client address; undefined when there is no socket (in-process test requests without one). */
  clientIp(c: Context<AppEnv>): string | undefined;
  /** True when the client reached us over https. */
  isHttps(c: Context<AppEnv>): boolean;
}

/** The socket peer; undefined when not served over a socket (e.g. `app.request()` without bindings). */
export function socketPeer(c: Context<AppEnv>): string | undefined {
  return c.env?.incoming?.socket ? getConnInfo(c).remote.address : undefined;
}

export function createRequestInfo(trustedProxies: readonly string[]): RequestInfo {
  const resolve = createClientIpResolver(trustedProxies);
  const trusted = new IpSet(trustedProxies);
  return {
    clientIp: (c) => resolve(socketPeer(c), c.req.header('x-forwarded-for')),
    isHttps: (c) => {
      if (c.req.url.startsWith('https:')) return true;
      const peer = normalizeIp(socketPeer(c));
      if (!peer || !trusted.has(peer)) return false;
      const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
      return proto === 'https';
    },
  };
}
