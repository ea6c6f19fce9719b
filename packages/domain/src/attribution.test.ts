import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE_MAX_BYTES, ATTRIBUTION_MAX_AGE_S, attributionOf, FIRST_TOUCH_COOKIE, planLanding } from './attribution';

const DAY_MS = 86_400_000;
const start = new Date('2026-11-01T10:00:00Z');

/** A browser's cookie jar for this site: what the proxy's answers set and remove, with their Max-Age. */
class Jar {
  private readonly cookies = new Map<string, { value: string; expires: number }>();
  constructor(private now = start) {}
  visit(query: string): this {
    const plan = planLanding(new URLSearchParams(query), (name) => this.read(name), this.now);
    for (const name of plan.remove) this.cookies.delete(name);
    for (const cookie of plan.set)
      this.cookies.set(cookie.name, { value: cookie.value, expires: this.now.getTime() + cookie.maxAgeSeconds * 1000 });
    return this;
  }
  wait(days: number): this {
    this.now = new Date(this.now.getTime() + days * DAY_MS);
    return this;
  }
  read(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    return cookie && cookie.expires > this.now.getTime() ? cookie.value : undefined;
  }
  names(): string[] {
    return [...this.cookies.keys()].filter((name) => this.read(name) !== undefined).sort();
  }
  attribution() {
    return attributionOf((name) => this.read(name), this.now);
  }
}

const ARRIVALS = {
  cj: 'cjevent=J1',
  cf: 'cfclick=F1',
  admitad: 'admitad_uid=A1',
  utm: 'utm_source=newsletter',
} as const;
type Arrival = keyof typeof ARRIVALS;
const PARTNER_COOKIE = { cj: 'cj_click', cf: 'cf_click', admitad: 'admitad_uid' } as const;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('partner-click cookies in every order of arrival (docs/product.md §4)', () => {
  // Every order of the four arrivals, and every prefix of it: the partner kept is the last one to
  // arrive, unless a utm_source arrived after it, which removes all three.
  const orders = permutations(Object.keys(ARRIVALS) as Arrival[]).flatMap((order) => order.map((_, n) => order.slice(0, n + 1)));
  it.each(orders.map((order) => [order.join(' → '), order] as const))('%s', (_, order) => {
    const jar = new Jar();
    for (const arrival of order) jar.visit(ARRIVALS[arrival]);
    const last = order.at(-1)!;
    const partnerCookies = jar.names().filter((name) => Object.values(PARTNER_COOKIE).includes(name as never));
    expect(partnerCookies).toEqual(last === 'utm' ? [] : [PARTNER_COOKIE[last]]);
    expect(jar.attribution()?.last.partner?.kind).toBe(last === 'utm' ? undefined : last);
  });

  it('keeps a cf click 30 days and a cj click 45 days', () => {
    expect(new Jar().visit('cfclick=F1').wait(29).attribution()?.last.partner).toEqual({ kind: 'cf', click: 'F1' });
    expect(new Jar().visit('cfclick=F1').wait(30).attribution()?.last.partner).toBeUndefined();
    expect(new Jar().visit('cjevent=J1').wait(44).attribution()?.last.partner).toEqual({ kind: 'cj', click: 'J1' });
    expect(new Jar().visit('cjevent=J1').wait(45).attribution()?.last.partner).toBeUndefined();
  });

  it('keeps the partner when its own link carries utm_source', () => {
    expect(new Jar().visit('admitad_uid=A1').visit('cjevent=J2&utm_source=cj').attribution()?.last).toEqual({
      utm: { utm_source: 'cj' },
      partner: { kind: 'cj', click: 'J2' },
    });
  });
});

describe('utm tags, channel and app identifiers', () => {
  it('keeps utm tags 45 days, replaced as a whole by the next tagged landing', () => {
    const jar = new Jar().visit('utm_source=news&utm_medium=email&utm_campaign=Black%20Friday');
    expect(jar.attribution()?.last.utm).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'Black Friday' });
    jar.wait(10).visit('utm_campaign=winter');
    expect(jar.attribution()?.last.utm).toEqual({ utm_campaign: 'winter' });
    expect(jar.wait(44).attribution()?.last.utm).toEqual({ utm_campaign: 'winter' });
    expect(jar.wait(2).attribution()).toBeUndefined();
  });

  it('does not trust a forged utm_tags cookie past its stored expiry', () => {
    const expired = JSON.stringify({ utm_source: 'x', expiresAt: start.getTime() - 1 });
    expect(attributionOf((name) => (name === 'utm_tags' ? expired : undefined), start)).toBeUndefined();
  });

  it('keeps a channel and the app identifiers, and ignores malformed ones', () => {
    const jar = new Jar().visit('channel=bd1117&iv_user_id=u-42&iv_sim_country=de');
    expect(jar.attribution()?.last).toEqual({ channel: 'bd1117', ivUserId: 'u-42', ivSimCountry: 'DE' });
    const bad = new Jar().visit('channel=a%20b&iv_user_id=%00x&iv_sim_country=DEU&cjevent=%3Cscript%3E');
    expect(bad.names()).toEqual([]);
    expect(bad.attribution()).toBeUndefined();
  });

  it('sets nothing on a plain visit', () => {
    expect(planLanding(new URLSearchParams('page=2'), () => undefined, start)).toEqual({ set: [], remove: [] });
  });

  it('never writes a cookie longer than the limit; what fits is kept in order', () => {
    const long = 'é'.repeat(200);
    const query = new URLSearchParams({ utm_source: long, utm_medium: long, utm_campaign: long, utm_term: long, utm_content: long });
    const plan = planLanding(query, () => undefined, start);
    for (const cookie of plan.set) expect(encodeURIComponent(cookie.value).length).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_MAX_BYTES);
    const utm = JSON.parse(plan.set.find((c) => c.name === 'utm_tags')!.value) as Record<string, unknown>;
    expect(Object.keys(utm)).toEqual(['utm_source', 'expiresAt']);
    expect(plan.set.every((cookie) => cookie.maxAgeSeconds > 0 && cookie.maxAgeSeconds <= ATTRIBUTION_MAX_AGE_S)).toBe(true);
  });
});

describe('first and last touch', () => {
  it('keeps the first landing with attribution while later ones change the last', () => {
    const jar = new Jar().visit('').visit('utm_source=google&utm_campaign=brand').wait(3).visit('cjevent=J9');
    expect(jar.attribution()).toEqual({
      first: { utm: { utm_source: 'google', utm_campaign: 'brand' }, at: start.toISOString() },
      last: { utm: { utm_source: 'google', utm_campaign: 'brand' }, partner: { kind: 'cj', click: 'J9' } },
    });
  });

  it('forgets the first touch after 45 days, and the next landing becomes the first', () => {
    const jar = new Jar().visit('utm_source=a').wait(46).visit('channel=summer');
    expect(jar.attribution()?.first).toEqual({ channel: 'summer', at: new Date(start.getTime() + 46 * DAY_MS).toISOString() });
  });

  it('drops a forged or broken first-touch cookie', () => {
    const read = (value: string) => attributionOf((name) => (name === FIRST_TOUCH_COOKIE ? value : undefined), start);
    expect(read('{"at":"2026-10-31T00:00:00Z","partner":{"kind":"cj","click":"<x>"}}')).toBeUndefined();
    expect(read('{"at":"2030-01-01T00:00:00Z","channel":"x"}')).toBeUndefined();
    expect(read('not json')).toBeUndefined();
    expect(read('[1,2]')).toBeUndefined();
    expect(read('{"at":"2026-10-31T00:00:00.000Z","channel":"spring","extra":"dropped"}')).toEqual({
      first: { channel: 'spring', at: '2026-10-31T00:00:00.000Z' },
      last: {},
    });
  });
});
