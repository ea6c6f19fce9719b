import { describe, expect, it } from 'vitest';
import { loadWebServerConfig, startWarnings } from './config';

const warningsFor = (env: Record<string, string>, argv: string[] = []) => startWarnings(loadWebServerConfig(env, argv));

describe('what the website server says at start', () => {
  it('an https site with no trusted proxy: the TLS proxy in front must be listed, or visitors are one address and never https', () => {
    const [warning, ...more] = warningsFor({ SITE_URL: 'https://www.kestrelvpn.example' });
    expect(more).toEqual([]);
    expect(warning).toMatch(/^SITE_URL is https:\/\/www\.kestrelvpn\.example but WEB_TRUSTED_PROXIES is empty/);
  });

  it('nothing when the proxy is listed, the site is plain http (a local run), or in development', () => {
    expect(warningsFor({ SITE_URL: 'https://www.kestrelvpn.example', WEB_TRUSTED_PROXIES: '10.0.0.2' })).toEqual([]);
    expect(warningsFor({ SITE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(warningsFor({ SITE_URL: 'https://www.kestrelvpn.example' }, ['--dev'])).toEqual([]);
  });
});
