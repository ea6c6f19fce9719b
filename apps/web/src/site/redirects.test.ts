import { describe, expect, it } from 'vitest';
import { resolvePath } from './redirects';

describe('resolvePath (docs/product.md §2 redirects and special paths)', () => {
  it.each([
    ['/paypal', '/pricing'],
    ['/paypalSuc', '/paySuc'],
    ['/paypalsuc', '/paySuc'],
    ['/payStatus', '/paystatus'],
    ['/payStatus/web', '/paystatus/web'],
    ['/forgetpassword', '/forgetPassword'],
    ['/myaccount', '/myAccount'],
    ['/home', '/'],
    ['/home/', '/'],
    ['/whatsvpn/', '/what-is-vpn'],
    ['/buyQuantity', '/pricing'],
    ['/downloadProduct', '/download/product'],
    ['/blog/detail', '/blog'],
    ['/blog/detail/what-is-a-vpn', '/blog/what-is-a-vpn'],
    ['/offer', '/promotion'],
    ['/vpn-for-country', '/vpn-server'],
    ['/popular-uses/vpn-for-streaming', '/InternetAccess/vpn-for-streaming'],
    ['/popular-uses/stream-sports', '/InternetAccess/vpn-for-sports'],
    ['/InternetAccess/popular-uses/vpn-for-social-media/', '/InternetAccess/vpn-for-social-media'],
    ['/InternetAccess/popular-uses/vpn-for-gaming', '/InternetAccess/vpn-for-gaming'],
    ['/popular-uses', '/InternetAccess'],
  ])('%s moves permanently to %s', (from, to) => {
    expect(resolvePath(from)).toEqual({ kind: 'redirect', location: to, status: 308 });
  });

  it('keeps the language prefix and the query string', () => {
    expect(resolvePath('/de/paypal', '?plan_id=3&utm_source=x')).toEqual({
      kind: 'redirect',
      location: '/de/pricing?plan_id=3&utm_source=x',
      status: 308,
    });
    expect(resolvePath('/ja/home')).toEqual({ kind: 'redirect', location: '/ja', status: 308 });
  });

  it('redirects the /m/ variants to the canonical page, keeping the language', () => {
    expect(resolvePath('/m/paypal', '?a=1')).toEqual({ kind: 'redirect', location: '/pricing?a=1', status: 308 });
    expect(resolvePath('/fr/m/paypalSuc')).toEqual({ kind: 'redirect', location: '/fr/paySuc', status: 308 });
    expect(resolvePath('/m/home/')).toEqual({ kind: 'redirect', location: '/', status: 308 });
  });

  it('serves other /m/ paths as the same page', () => {
    expect(resolvePath('/m/pricing')).toEqual({ kind: 'rewrite', pathname: '/pricing' });
    expect(resolvePath('/m')).toEqual({ kind: 'rewrite', pathname: '/' });
    expect(resolvePath('/ar/m/features/encryption')).toEqual({ kind: 'rewrite', pathname: '/ar/features/encryption' });
  });

  it('leaves everything else alone, including look-alikes', () => {
    for (const path of [
      '/',
      '/pricing',
      '/de',
      '/home/preview',
      '/paypal/extra',
      '/xx/paypal',
      '/mm/paypal',
      '/PAYPAL',
      '/popular-uses/vpn-for-music',
      '/offers',
    ]) {
      expect(resolvePath(path), path).toEqual({ kind: 'pass' });
    }
  });
});
