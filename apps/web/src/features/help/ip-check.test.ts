import type { GeoInfo } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { countryLabel, ipCheckOf } from './ip-check';

const germany: GeoInfo = { country: 'Germany', user_ip: '203.0.113.7', country_code: 'DE', location: 'Germany', is_exposed: true };

describe('the IP check of /what-is-my-ip', () => {
  it('shows the address, country and exposure the API reports for the visitor', () => {
    expect(ipCheckOf('203.0.113.7', germany)).toEqual({
      kind: 'ok',
      ip: '203.0.113.7',
      countryCode: 'DE',
      countryName: 'Germany',
      exposed: true,
    });
    expect(ipCheckOf('203.0.113.7', { ...germany, is_exposed: false })).toMatchObject({ kind: 'ok', exposed: false });
  });

  it('shows an address without a country as one (private, local or unknown addresses)', () => {
    const local: GeoInfo = { country: '', user_ip: '127.0.0.1', country_code: '', location: '', is_exposed: true };
    expect(ipCheckOf('127.0.0.1', local)).toEqual({ kind: 'ok', ip: '127.0.0.1', exposed: true });
  });

  it('is unavailable when the API did not answer', () => {
    expect(ipCheckOf('203.0.113.7', undefined)).toEqual({ kind: 'unavailable' });
  });

  it('is unavailable when the visitor’s address is unknown', () => {
    expect(ipCheckOf(undefined, germany)).toEqual({ kind: 'unavailable' });
    expect(ipCheckOf('203.0.113.7, 198.51.100.1', germany)).toEqual({ kind: 'unavailable' });
  });

  it('never shows an answer about another address (an API that does not trust the website locates the website)', () => {
    expect(ipCheckOf('198.51.100.23', germany)).toEqual({ kind: 'unavailable' });
  });

  it('compares addresses in their canonical form', () => {
    expect(ipCheckOf('::ffff:203.0.113.7', germany)).toMatchObject({ kind: 'ok', ip: '203.0.113.7' });
    expect(ipCheckOf('2001:DB8::1', { ...germany, user_ip: '2001:db8::1' })).toMatchObject({ kind: 'ok', ip: '2001:db8::1' });
  });
});

describe('countryLabel', () => {
  it('names the country in the visitor’s language', () => {
    expect(countryLabel('de', 'DE', 'Germany')).toBe('Deutschland');
    expect(countryLabel('en', 'JP', 'Japan')).toBe('Japan');
    expect(countryLabel('ar', 'DE', 'Germany')).toBe('ألمانيا');
  });

  it('falls back to the API’s name for a code the language cannot name', () => {
    expect(countryLabel('en', 'XX', 'Somewhere')).toBe('Somewhere');
  });
});
