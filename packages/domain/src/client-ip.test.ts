import { describe, expect, it } from 'vitest';
import { checkIpOrCidr, createClientIpResolver, IpSet, isPublicIp, normalizeIp } from './client-ip';

describe('normalizeIp', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });

  it.each(['', 'unknown', '1.2.3', '999.1.1.1', 'example.com', '1.2.3.4, 5.6.7.8', '_hidden'])('rejects %j', (raw) => {
    expect(normalizeIp(raw)).toBeUndefined();
  });
});

describe('IpSet (CIDR matching)', () => {
  const set = new IpSet(['10.0.0.0/8', '192.168.1.7', '172.16.0.0/12', 'fd00::/8', '2001:db8:1::/48', '::1']);

  it.each([
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['::ffff:10.1.2.3', true],
    ['fd12:3456::1', true],
    ['fe80::1', false],
    ['2001:db8:1:ffff::1', true],
    ['2001:db8:2::1', false],
    ['::1', true],
    ['not-an-ip', false],
  ])('%s → %s', (ip, expected) => {
    expect(set.has(ip)).toBe(expected);
  });

  it('matches everything with /0 and nothing when empty', () => {
    expect(new IpSet(['0.0.0.0/0']).has('8.8.8.8')).toBe(true);
    expect(new IpSet(['::/0']).has('2001:4860::1')).toBe(true);
    expect(new IpSet([]).has('127.0.0.1')).toBe(false);
  });
});

describe('createClientIpResolver', () => {
  const resolve = createClientIpResolver(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it('uses the socket peer when there is no proxy header', () => {
    expect(resolve('198.51.100.20', undefined)).toBe('198.51.100.20');
    expect(resolve('::ffff:8.8.8.8', undefined)).toBe('8.8.8.8');
  });

  it('ignores a spoofed X-Forwarded-For from an untrusted peer', () => {
    expect(resolve('198.51.100.20', '8.8.8.8')).toBe('198.51.100.20');
    expect(resolve('198.51.100.20', '8.8.8.8, 10.0.0.2')).toBe('198.51.100.20');
  });

  it('takes the right-most untrusted entry when the peer is a trusted proxy', () => {
    expect(resolve('127.0.0.1', '8.8.8.8')).toBe('8.8.8.8');
    // The client sent a fake "1.1.1.1"; our proxies appended the real address and themselves.
    expect(resolve('127.0.0.1', '1.1.1.1, 8.8.8.8, 10.0.0.5')).toBe('8.8.8.8');
    expect(resolve('fd00::2', '2001:4860:4860::8888, fd00::3')).toBe('2001:4860:4860::8888');
  });

  it('joins repeated headers and tolerates ports and spacing', () => {
    expect(resolve('10.0.0.1', ' 9.9.9.9:4711 ,10.0.0.9 ')).toBe('9.9.9.9');
  });

  it('stops at a malformed entry rather than believing anything left of it', () => {
    expect(resolve('10.0.0.1', '8.8.8.8, garbage, 10.0.0.3')).toBe('10.0.0.3');
  });

  it('answers the last proxy when every hop is trusted', () => {
    expect(resolve('127.0.0.1', '10.0.0.8, 10.0.0.9')).toBe('10.0.0.8');
  });

  it('never trusts anything with an empty TRUSTED_PROXIES', () => {
    expect(createClientIpResolver([])('127.0.0.1', '8.8.8.8')).toBe('127.0.0.1');
  });

  it('answers undefined without a usable peer', () => {
    expect(resolve(undefined, '8.8.8.8')).toBeUndefined();
  });
});

describe('isPublicIp', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.0.1',
    '172.20.0.1',
    '169.254.1.1',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    'nonsense',
  ])('%s is not public', (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });
  it.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('%s is public', (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });
});

describe('checkIpOrCidr', () => {
  it.each(['127.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', '2001:db8::/32', '::/0', 'fd00::/128'])('accepts %s', (entry) => {
    expect(checkIpOrCidr(entry)).toBe(true);
  });
  it.each(['', 'localhost', '10.0.0.0/33', '::/129', '1.2.3', '10.0.0.0/-1', '10.0.0.0/8/8', '10.0.0.0/08x'])('rejects %s', (entry) => {
    expect(checkIpOrCidr(entry)).toBe(false);
  });
});
