import { ENDPOINTS } from '@kestrel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/api-bodies';
import { createTestApp, listenTestApp, realGeoLookup, type TestApp } from '../../test/test-db';
import type { GeoLookup } from './geo.lookup';
import { countryName, locate } from './geo.service';

const PATH = ENDPOINTS.geoInfo.path;

let direct: TestApp;
let behindProxy: TestApp;
let directServer: Awaited<ReturnType<typeof listenTestApp>>;
let proxyServer: Awaited<ReturnType<typeof listenTestApp>>;
let geo: GeoLookup;

beforeAll(async () => {
  geo = await realGeoLookup();
  direct = await createTestApp(); // TRUSTED_PROXIES empty
  behindProxy = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' } });
  // Served over a real socket: the peer address is then real.
  directServer = await listenTestApp(direct);
  proxyServer = await listenTestApp(behindProxy);
});

afterAll(async () => {
  await directServer.close();
  await proxyServer.close();
  await direct.close();
  await behindProxy.close();
});

/** The status, the headers and the body, unread: a test reads it with dataOf. */
async function geoInfo(base: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await fetch(`${base}${PATH}`, { method: 'POST', headers });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('POST /api/mms/account/v1/geo_info', () => {
  it('answers empty country fields for a loopback client', async () => {
    const { status, body, headers } = await geoInfo(directServer.url);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'success',
      data: { country: '', user_ip: '127.0.0.1', country_code: '', location: '', is_exposed: true },
    });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('ignores a spoofed X-Forwarded-For from an untrusted peer', async () => {
    const { body } = await geoInfo(directServer.url, { 'X-Forwarded-For': '8.8.8.8' });
    expect(dataOf(ENDPOINTS.geoInfo, body)).toEqual({
      country: '',
      user_ip: '127.0.0.1',
      country_code: '',
      location: '',
      is_exposed: true,
    });
  });

  it('locates the right-most untrusted X-Forwarded-For entry when the peer is a trusted proxy', async () => {
    const { body } = await geoInfo(proxyServer.url, { 'X-Forwarded-For': '1.1.1.1, 8.8.8.8, 10.1.2.3' });
    expect(dataOf(ENDPOINTS.geoInfo, body)).toEqual({
      country: 'United States',
      user_ip: '8.8.8.8',
      country_code: 'US',
      location: 'United States',
      is_exposed: true,
    });
  });

  it('answers empty country fields for a private address forwarded by a trusted proxy', async () => {
    const { body } = await geoInfo(proxyServer.url, { 'X-Forwarded-For': '192.168.1.20' });
    expect(dataOf(ENDPOINTS.geoInfo, body)).toEqual({
      country: '',
      user_ip: '192.168.1.20',
      country_code: '',
      location: '',
      is_exposed: true,
    });
  });

  it('ignores the request body', async () => {
    const res = await fetch(`${directServer.url}${PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"user_ip": "8.8.8.8"}',
    });
    expect(res.status).toBe(200);
    expect(dataOf(ENDPOINTS.geoInfo, await res.json()).user_ip).toBe('127.0.0.1');
  });

  it('answers empty fields when there is no socket (in-process request)', async () => {
    const res = await direct.app.request(PATH, { method: 'POST' });
    expect(await res.json()).toEqual({
      code: 200,
      message: 'success',
      data: { country: '', user_ip: '', country_code: '', location: '', is_exposed: true },
    });
  });
});

describe('the bundled IP database', () => {
  // What the shipped geo-whois-asn-country data says for well-known public resolvers.
  it.each([
    ['8.8.8.8', 'US', 'United States'],
    ['9.9.9.9', 'US', 'United States'],
    ['1.1.1.1', 'AU', 'Australia'],
    ['81.2.69.142', 'GB', 'United Kingdom'],
    ['193.0.6.139', 'NL', 'Netherlands'],
    ['2001:4860:4860::8888', 'US', 'United States'],
  ])('locates %s in %s', (ip, code, name) => {
    expect(locate(ip, geo)).toEqual({ country: name, user_ip: ip, country_code: code, location: name, is_exposed: true });
  });

  it('reports an IPv4-mapped IPv6 address as IPv4', () => {
    expect(locate('::ffff:8.8.8.8', geo)).toMatchObject({ user_ip: '8.8.8.8', country_code: 'US' });
  });

  it.each(['127.0.0.1', '10.0.0.1', '::1', 'fe80::1'])('does not locate the non-public %s', (ip) => {
    expect(locate(ip, geo)).toMatchObject({ country: '', country_code: '', user_ip: ip });
  });
});

describe('countryName', () => {
  it('names countries in English', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('JP')).toBe('Japan');
  });
});
