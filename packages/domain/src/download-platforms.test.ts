import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PAGES, DOWNLOAD_PAGE_SLUGS, DOWNLOAD_PLATFORMS, isDownloadPageSlug, suggestPlatform } from './download-platforms';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0',
  xbox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox Series X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/48.0.2564.82 Safari/537.36 Edge/20.02',
  ps5: 'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
  switch:
    'Mozilla/5.0 (Nintendo Switch; WifiWebAuthApplet) AppleWebKit/606.4 (KHTML, like Gecko) NF/6.0.1.15.4 NintendoBrowser/5.1.0.20393',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeos: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('download platforms', () => {
  it('lists the platforms with download links (docs/product.md §3)', () => {
    expect(DOWNLOAD_PLATFORMS).toEqual(['macos', 'ios', 'android', 'windows', 'chrome']);
  });

  it('lists the download pages of docs/product.md §2 with their platform', () => {
    expect(DOWNLOAD_PAGE_SLUGS).toEqual(['windows', 'ios', 'androidpro', 'androidlite', 'macos', 'xbox', 'playstation', 'switch']);
    expect(DOWNLOAD_PAGES.androidlite).toBe('android');
    expect(DOWNLOAD_PAGES.switch).toBe('console');
  });

  it('recognises download page slugs', () => {
    expect(isDownloadPageSlug('androidlite')).toBe(true);
    for (const bad of ['android', 'chrome', 'Windows', 'toString', '', 3]) {
      expect(isDownloadPageSlug(bad)).toBe(false);
    }
  });

  it.each([
    ['iphone', 'ios'],
    ['ipad', 'ios'],
    ['android', 'androidpro'],
    ['mac', 'macos'],
    ['windows', 'windows'],
    ['xbox', 'xbox'],
    ['ps5', 'playstation'],
    ['switch', 'switch'],
  ] as const)('suggests a page for %s', (agent, slug) => {
    expect(suggestPlatform(AGENTS[agent])).toBe(slug);
  });

  it.each(['linux', 'chromeos', 'bot'] as const)('suggests nothing for %s', (agent) => {
    expect(suggestPlatform(AGENTS[agent])).toBeUndefined();
  });

  it('suggests nothing for an empty agent and never throws', () => {
    expect(suggestPlatform('')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (ua) => {
        const slug = suggestPlatform(ua);
        expect(slug === undefined || isDownloadPageSlug(slug)).toBe(true);
      }),
    );
  });
});
