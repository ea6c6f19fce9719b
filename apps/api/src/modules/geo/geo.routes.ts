import { getConnInfo } from '@hono/node-server/conninfo';
import { ENDPOINTS } from '@kestrel/domain';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import type { AppEnv } from '../../lib/types';
import { createClientIpResolver } from '@kestrel/domain/client-ip';
import { locate } from './geo.service';

const geoInfo = routeOf(ENDPOINTS.geoInfo, {
  tags: ['account'],
  summary: "The caller's IP address and country",
  description:
    'The body is ignored (clients send an empty one). The client IP is the socket peer, or the right-most untrusted ' +
    'X-Forwarded-For entry when the peer is a trusted proxy (TRUSTED_PROXIES). Private, loopback and unknown ' +
    'addresses answer empty country fields. `location` is the country name (no city data). `is_exposed` is true: ' +
    'the request did not come through the VPN.',
  success: {
    description: 'Where the caller appears to be',
    component: 'GeoInfo',
    example: { country: 'Germany', user_ip: '203.0.113.7', country_code: 'DE', location: 'Germany', is_exposed: true },
  },
});

/** The socket peer; undefined when not served over a socket (e.g. `app.request()` in tests). */
function socketPeer(c: Context<AppEnv>): string | undefined {
  return c.env?.incoming ? getConnInfo(c).remote.address : undefined;
}

export function geoRoutes(deps: Pick<AppDeps, 'config' | 'geo'>) {
  const clientIp = createClientIpResolver(deps.config.trustedProxies);
  return createRouter().openapi(geoInfo, (c) => {
    const ip = clientIp(socketPeer(c), c.req.header('x-forwarded-for'));
    c.header('Cache-Control', 'no-store');
    return ok(c, locate(ip, deps.geo));
  });
}
