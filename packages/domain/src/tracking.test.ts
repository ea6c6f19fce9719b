import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_COOKIES, AFFILIATE_COOKIE_NAMES, planTrackingCookies } from './tracking';

const now = new Date('2024-03-25T03:00:00Z');
const in45Days = now.getTime() + 45 * 86_400_000;
const query = (s: string) => new URLSearchParams(s);

describe('affiliate cookie rules', () => {
  it('name the cookies and lifetimes (docs/product.md §9)', () => {
    expect(AFFILIATE_COOKIES).toEqual({
      cj: { cookie: 'cj_click', params: ['cjevent'], maxAgeSeconds: 3888000 },
      cf: { cookie: 'cf_click', params: ['cf_click', 'cfclick'], maxAgeSeconds: 2592000 },
      admitad: { cookie: 'admitad_uid', params: ['admitad_uid'], maxAgeSeconds: 3888000 },
    });
    expect(AFFILIATE_COOKIE_NAMES).toEqual(['cj_click', 'cf_click', 'admitad_uid']);
  });
});

describe('planTrackingCookies (docs/product.md §4)', () => {
  it('does nothing for a plain visit', () => {
    expect(planTrackingCookies(query(''), now)).toStrictEqual({ set: [], remove: [] });
    expect(planTrackingCookies(query('page=2&lang=de'), now)).toStrictEqual({ set: [], remove: [] });
  });

  it('sets the cj cookie and removes the other kinds', () => {
    expect(planTrackingCookies(query('cjevent=abc123'), now)).toStrictEqual({
      set: [{ name: 'cj_click', value: 'abc123', maxAgeSeconds: 3888000 }],
      remove: ['cf_click', 'admitad_uid'],
    });
  });

  it('sets the cf cookie from either parameter spelling', () => {
    const expected = {
      set: [{ name: 'cf_click', value: 'x.y_z~1-2', maxAgeSeconds: 2592000 }],
      remove: ['cj_click', 'admitad_uid'],
    };
    expect(planTrackingCookies(query('cf_click=x.y_z~1-2'), now)).toStrictEqual(expected);
    expect(planTrackingCookies(query('cfclick=x.y_z~1-2'), now)).toStrictEqual(expected);
  });

  it('sets the admitad cookie', () => {
    expect(planTrackingCookies({ admitad_uid: 'A1' }, now)).toStrictEqual({
      set: [{ name: 'admitad_uid', value: 'A1', maxAgeSeconds: 3888000 }],
      remove: ['cj_click', 'cf_click'],
    });
  });

  it('prefers cj over cf over admitad when several are present', () => {
    expect(planTrackingCookies(query('admitad_uid=a&cfclick=c&cjevent=j'), now).set).toEqual([
      { name: 'cj_click', value: 'j', maxAgeSeconds: 3888000 },
    ]);
    expect(planTrackingCookies(query('admitad_uid=a&cfclick=c'), now).set[0]?.name).toBe('cf_click');
  });

  it('removes every affiliate cookie on utm_source and keeps the tags for 45 days', () => {
    expect(planTrackingCookies(query('utm_source=newsletter&utm_campaign=Spring+Sale'), now)).toStrictEqual({
      set: [],
      remove: ['cj_click', 'cf_click', 'admitad_uid'],
      utmTags: { utm_source: 'newsletter', utm_campaign: 'Spring Sale', expiresAt: in45Days },
    });
  });

  it('keeps the partner cookie when a partner link also carries utm tags', () => {
    expect(planTrackingCookies(query('cjevent=j1&utm_source=cj&utm_medium=affiliate'), now)).toStrictEqual({
      set: [{ name: 'cj_click', value: 'j1', maxAgeSeconds: 3888000 }],
      remove: ['cf_click', 'admitad_uid'],
      utmTags: { utm_source: 'cj', utm_medium: 'affiliate', expiresAt: in45Days },
    });
  });

  it('stores other utm tags without removing cookies when utm_source is absent', () => {
    expect(planTrackingCookies(query('utm_medium=cpc&utm_term=vpn&utm_content=a'), now)).toStrictEqual({
      set: [],
      remove: [],
      utmTags: { utm_medium: 'cpc', utm_term: 'vpn', utm_content: 'a', expiresAt: in45Days },
    });
  });

  it('returns the channel', () => {
    expect(planTrackingCookies(query('channel=bd1117'), now)).toStrictEqual({ set: [], remove: [], channel: 'bd1117' });
    expect(planTrackingCookies(query('channel=bad value'), now)).toStrictEqual({ set: [], remove: [] });
  });

  it.each([
    ['an empty value', 'cjevent='],
    ['a space', 'cjevent=a%20b'],
    ['a semicolon', 'cjevent=a;b'],
    ['non-ASCII', 'cjevent=caf%C3%A9'],
    ['201 characters', `cjevent=${'a'.repeat(201)}`],
  ])('ignores an affiliate value with %s', (_, q) => {
    expect(planTrackingCookies(query(q), now)).toStrictEqual({ set: [], remove: [] });
  });

  it('accepts a 200-character affiliate value', () => {
    expect(planTrackingCookies(query(`cjevent=${'a'.repeat(200)}`), now).set[0]?.value).toHaveLength(200);
  });

  it('falls through to the next kind when a value is invalid', () => {
    expect(planTrackingCookies(query('cjevent=a%0Ab&admitad_uid=ok'), now).set[0]?.name).toBe('admitad_uid');
  });

  it('ignores an empty or control-character utm_source', () => {
    expect(planTrackingCookies(query('utm_source='), now)).toStrictEqual({ set: [], remove: [] });
    expect(planTrackingCookies(query('utm_source=a%00b'), now)).toStrictEqual({ set: [], remove: [] });
    expect(planTrackingCookies(query(`utm_source=${'s'.repeat(201)}`), now)).toStrictEqual({ set: [], remove: [] });
  });

  it('reads the first value of a repeated parameter', () => {
    expect(planTrackingCookies({ cjevent: ['first', 'second'] }, now).set[0]?.value).toBe('first');
    expect(planTrackingCookies(query('cjevent=first&cjevent=second'), now).set[0]?.value).toBe('first');
  });

  it('does not read inherited object properties', () => {
    const inherited = Object.create({ cjevent: 'inherited', channel: 'inherited' }) as Record<string, string>;
    expect(planTrackingCookies(inherited, now)).toStrictEqual({ set: [], remove: [] });
    expect(planTrackingCookies({ channel: undefined }, now)).toStrictEqual({ set: [], remove: [] });
  });

  it('rejects an invalid date', () => {
    expect(() => planTrackingCookies(query(''), new Date(NaN))).toThrow(RangeError);
  });

  it('never sets and removes the same cookie, and never throws (property)', () => {
    const params = fc.dictionary(
      fc.constantFrom('cjevent', 'cf_click', 'cfclick', 'admitad_uid', 'utm_source', 'utm_term', 'channel', 'x'),
      fc.string({ maxLength: 210 }),
    );
    fc.assert(
      fc.property(params, (record) => {
        const plan = planTrackingCookies(new URLSearchParams(record), now);
        expect(plan.set.length).toBeLessThanOrEqual(1);
        for (const cookie of plan.set) expect(plan.remove).not.toContain(cookie.name);
        for (const cookie of plan.set) expect(cookie.value).toMatch(/^[A-Za-z0-9._~-]{1,200}$/);
      }),
    );
  });
});
