import { describe, expect, it } from 'vitest';
import { fillRoute, isPersonalRoute, matchRoute, nonMarketingPrefixes, routeFor, ROUTES, shareImagePath } from './routes';

/** Values for every parameter name of the table, as a visited URL would carry them. */
const SAMPLE: Record<string, string | string[]> = {
  id: '3',
  platform: 'paypal',
  unikey: 'what-is-a-vpn',
  category: 'privacy',
  tag: 'wifi',
  page: '2',
  order: 'KV0123456789ABCDEF0123',
};

describe('route parameters (canonical and hreflang links name the visited path)', () => {
  const parameterised = ROUTES.filter((route) => route.path.includes('['));

  it('the table has routes with parameters', () => {
    expect(parameterised.map((route) => route.path)).toContain('/pricing/checkout/[[...id]]');
  });

  it.each(parameterised.map((route) => [route.path]))('%s fills to a path without a pattern that maps back to it', (path) => {
    const names = [...path.matchAll(/\[\[?(?:\.\.\.)?(\w+)\]\]?/g)].map((m) => m[1]!);
    const params = Object.fromEntries(names.map((name) => [name, SAMPLE[name]!]));
    const filled = fillRoute(path, params);
    expect(filled).not.toMatch(/[[\]]/);
    expect(matchRoute(filled)?.route.path).toBe(path);
  });

  it('an optional catch-all may be empty; a required parameter may not', () => {
    expect(fillRoute('/pricing/checkout/[[...id]]', {})).toBe('/pricing/checkout');
    expect(fillRoute('/pricing/checkout/[[...id]]', { id: ['3'] })).toBe('/pricing/checkout/3');
    expect(fillRoute('/paystatus/[[...platform]]', { locale: 'de', platform: undefined })).toBe('/paystatus');
    expect(() => fillRoute('/sandbox-pay/[id]', {})).toThrow(/needs the parameter "id"/);
    expect(() => fillRoute('/sandbox-pay/[id]', { id: ['a', 'b'] })).toThrow(/one segment/);
  });

  it('encodes parameter values, so no value can write a pattern or another path', () => {
    expect(fillRoute('/sandbox-pay/[id]', { id: '[x]/y' })).toBe('/sandbox-pay/%5Bx%5D%2Fy');
  });

  it('fills paths without parameters unchanged', () => {
    expect(fillRoute('/')).toBe('/');
    expect(fillRoute('/features/no-logs')).toBe('/features/no-logs');
  });

  it('matches fixed paths before patterns, and nothing else', () => {
    expect(matchRoute('/blog/search')?.route.path).toBe('/blog/search');
    expect(matchRoute('/blog/a-post')).toEqual({
      route: expect.objectContaining({ path: '/blog/[unikey]' }),
      params: { unikey: 'a-post' },
    });
    expect(matchRoute('/pricing/checkout')?.route.path).toBe('/pricing/checkout/[[...id]]');
    expect(matchRoute('/pricing/nope')).toBeUndefined();
    expect(matchRoute('/sandbox-pay')).toBeUndefined();
  });
});

describe('share images (one per page that has a path of its own, none per made-up URL)', () => {
  it('a page without parameters shows its own', () => {
    expect(
      ['/', '/pricing', '/blog', '/blog/category', '/pricing/checkout', '/InternetAccess/vpn-for-gaming/pubg'].map(shareImagePath),
    ).toEqual(['/', '/pricing', '/blog', '/blog/category', '/pricing/checkout', '/InternetAccess/vpn-for-gaming/pubg']);
  });

  it('a page with parameters shows the blog’s, its route’s without optional ones, or the home page’s', () => {
    expect(shareImagePath('/blog/any-post')).toBe('/blog');
    expect(shareImagePath('/blog/tag/anything/page/7')).toBe('/blog');
    expect(shareImagePath('/pricing/checkout/3')).toBe('/pricing/checkout');
    expect(shareImagePath('/myAccount/receipt/KV1')).toBe('/');
  });
});

describe('personal routes (never indexed, never handed over to the main host)', () => {
  it('are the account, payment and utility pages outside the sitemap', () => {
    for (const path of ['/login', '/myAccount', '/pricing/checkout/[[...id]]', '/paystatus/[[...platform]]', '/redirect']) {
      expect(isPersonalRoute(routeFor(path)), path).toBe(true);
    }
    for (const path of ['/', '/pricing', '/home/preview', '/blog']) expect(isPersonalRoute(routeFor(path)), path).toBe(false);
  });

  it('give the non-marketing prefixes, without their parameters', () => {
    expect(nonMarketingPrefixes()).toEqual(expect.arrayContaining(['/login', '/pricing/checkout', '/paystatus', '/win-pay/native']));
    expect(nonMarketingPrefixes()).not.toContain('/home/preview');
  });
});
