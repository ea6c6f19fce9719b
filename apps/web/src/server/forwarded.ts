/**
 * Who the visitor is, decided once per request from the socket and, only when the peer is one
 * of our own proxies (WEB_TRUSTED_PROXIES, e.g. nginx), from its X-Forwarded-* headers: the
 * right-most untrusted hop of X-Forwarded-For. The request's X-Forwarded-* headers are then
 * overwritten with that decision, so neither the page renderer nor the API ever sees what a
 * visitor wrote into them.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createClientIpResolver, IpSet, normalizeIp } from '@kestrel/domain/client-ip';
import type { Forwarded } from './api-proxy';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

export function createForwarding(trustedProxies: readonly string[]) {
  const resolveClient = createClientIpResolver(trustedProxies);
  const trusted = new IpSet(trustedProxies);
  return function forwarded(request: IncomingMessage): Forwarded {
    const peer = normalizeIp(request.socket.remoteAddress);
    const viaProxy = peer !== undefined && trusted.has(peer);
    const clientIp = resolveClient(peer, viaProxy ? request.headers['x-forwarded-for']?.toString() : undefined);
    const encrypted = (request.socket as Partial<TLSSocket>).encrypted === true;
    const proto = viaProxy ? (first(request.headers['x-forwarded-proto'])?.toLowerCase() === 'https' ? 'https' : 'http') : encrypted ? 'https' : 'http';
    const host = (viaProxy ? first(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;

    for (const name of Object.keys(request.headers)) if (name.startsWith('x-forwarded-')) delete request.headers[name];
    if (clientIp) request.headers['x-forwarded-for'] = clientIp;
    request.headers['x-forwarded-proto'] = proto;
    if (host) request.headers['x-forwarded-host'] = host;
    return { clientIp, proto, host };
  };
}
