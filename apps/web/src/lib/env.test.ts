import { checkIpOrCidr } from '@kestrel/domain/client-ip';
import { describe, expect, it } from 'vitest';
import { apiInternalUrl, mainSiteHost, siteUrl, webServerEnv } from './env';

describe('the website environment', () => {
  it('has defaults for a local run, and treats blank values as unset', () => {
    for (const env of [{}, { API_INTERNAL_URL: ' ', SITE_URL: '', MAIN_SITE_HOST: '', NEXT_DIST_DIR: '' }]) {
      expect([apiInternalUrl(env), siteUrl(env), mainSiteHost(env)]).toEqual([
        'http://127.0.0.1:4000',
        'https://www.kestrelvpn.example',
        undefined,
      ]);
    }
    expect(webServerEnv({}, checkIpOrCidr)).toEqual({
      port: 3000,
      host: 'localhost',
      apiUrl: 'http://127.0.0.1:4000',
      siteUrl: 'https://www.kestrelvpn.example',
      distDir: '.next',
      trustedProxies: [],
      maxActive: 8,
      maxQueued: 128,
    });
  });

  it('reads every variable', () => {
    const env = {
      API_INTERNAL_URL: ' http://api.internal:4100 ',
      SITE_URL: 'https://www.kestrelvpn.example',
      MAIN_SITE_HOST: 'www.kestrelvpn.example',
      NEXT_DIST_DIR: '.next-bench',
      PORT: '3100',
      WEB_HOST: 'web.internal',
      WEB_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
      WEB_MAX_ACTIVE: '4',
      WEB_MAX_QUEUE: '0',
    };
    expect([siteUrl(env), mainSiteHost(env)]).toEqual(['https://www.kestrelvpn.example', 'www.kestrelvpn.example']);
    expect(webServerEnv(env, checkIpOrCidr)).toEqual({
      port: 3100,
      host: 'web.internal',
      apiUrl: 'http://api.internal:4100',
      siteUrl: 'https://www.kestrelvpn.example',
      distDir: '.next-bench',
      trustedProxies: ['10.0.0.0/8', '::1'],
      maxActive: 4,
      maxQueued: 0,
    });
  });

  it.each([
    [{ API_INTERNAL_URL: '127.0.0.1:4000' }, 'API_INTERNAL_URL must be an http:// URL (got "127.0.0.1:4000")'],
    [{ SITE_URL: 'www.kestrelvpn.example' }, 'SITE_URL must be an http:// or https:// URL (got "www.kestrelvpn.example")'],
    [
      { MAIN_SITE_HOST: 'https://www.kestrelvpn.example' },
      'MAIN_SITE_HOST must be a host name such as www.example.com (got "https://www.kestrelvpn.example")',
    ],
    [{ PORT: '80.5' }, 'PORT must be an integer from 1 to 65535 (got "80.5")'],
    [{ WEB_MAX_ACTIVE: '0' }, 'WEB_MAX_ACTIVE must be an integer from 1 to 10000 (got "0")'],
    [
      { WEB_TRUSTED_PROXIES: '10.0.0.0/8,proxy' },
      'WEB_TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges; "proxy" is neither',
    ],
  ])('stops the server process at start on %j with one line', (env, line) => {
    expect(() => webServerEnv(env, checkIpOrCidr)).toThrow(new Error(line));
  });
});
