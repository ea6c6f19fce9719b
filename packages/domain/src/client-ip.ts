/**
 * Who is the client? The socket peer, unless the peer is one of our reverse proxies
 * (TRUSTED_PROXIES): then X-Forwarded-For is walked from the right, skipping trusted proxies,
 * and the first untrusted address is the client. Entries left of it are whatever the client
 * chose to send and are never believed, so a spoofed header from an untrusted peer is ignored.
 * The API and the website's server (which hands the API one address of its own choosing) both
 * decide it here. Servers only: it uses node:net.
 */
import { BlockList, isIP } from 'node:net';

const MAPPED_V4_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_V4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/**
 * A canonical address or undefined: trims, drops `[...]`/port and zone suffixes, lower-cases
 * IPv6 and turns IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as dual-stack sockets report) into IPv4.
 */
export function normalizeIp(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let ip = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  const family = isIP(ip);
  if (family === 4) return ip;
  if (family !== 6) return undefined;
  ip = ip.toLowerCase();
  const dotted = MAPPED_V4_DOTTED.exec(ip);
  if (dotted?.[1] && isIP(dotted[1]) === 4) return dotted[1];
  const hex = MAPPED_V4_HEX.exec(ip);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return ip;
}

/** A set of addresses and CIDR ranges (IPv4 and IPv6), e.g. TRUSTED_PROXIES. */
export class IpSet {
  readonly #list = new BlockList();

  /** Entries are validated by config.ts; an invalid one here is a programming error. */
  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const ip = normalizeIp(address);
      if (!ip) throw new Error(`Not an IP address or CIDR range: ${entry}`);
      const type = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.#list.addAddress(ip, type);
      else this.#list.addSubnet(ip, Number(prefix), type);
    }
  }

  has(ip: string): boolean {
    const normalized = normalizeIp(ip);
    if (!normalized) return false;
    return this.#list.check(normalized, isIP(normalized) === 4 ? 'ipv4' : 'ipv6');
  }
}

export type ClientIpResolver = (peer: string | undefined, forwardedFor: string | undefined) => string | undefined;

export function createClientIpResolver(trustedProxies: readonly string[]): ClientIpResolver {
  const trusted = new IpSet(trustedProxies);
  return (peer, forwardedFor) => {
    const direct = normalizeIp(peer);
    if (!direct || !forwardedFor || !trusted.has(direct)) return direct;
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    let client = direct;
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalizeIp(hops[i]);
      // A malformed entry ends the walk: nothing to its left can be attributed.
      if (!hop) break;
      client = hop;
      if (!trusted.has(hop)) break;
    }
    return client;
  };
}

/** Whether an entry of a trusted-proxy list is one IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function checkIpOrCidr(entry: string): boolean {
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const prefix = entry.slice(slash + 1);
  const family = isIP(address);
  if (family === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Addresses that cannot be located: private, loopback, link-local, documentation, multicast… */
const NON_PUBLIC = new IpSet([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '::1/128',
  '100::/64',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
]);

export function isPublicIp(ip: string): boolean {
  const normalized = normalizeIp(ip);
  return normalized !== undefined && !NON_PUBLIC.has(normalized);
}
