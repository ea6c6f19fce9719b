import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERVAL_UNIT_NAMES, type IntervalUnit } from './interval';
import { ProductIdSchema } from './plans';
import {
  ProductIdError,
  formatProductId,
  isProductId,
  parseProductId,
  safeParseProductId,
  type ProductId,
  type ProductIdErrorReason,
} from './product-id';

const base: ProductId = {
  brand: 'kestrel',
  product: 'vpn',
  tier: 'premium',
  channel: 'web',
  interval: 24,
  intervalUnit: 'MONTH',
  off: 0,
  addCount: undefined,
  addUnit: undefined,
  tryCount: undefined,
  tryUnit: undefined,
};

function reasonOf(run: () => unknown): ProductIdErrorReason | 'no error' | 'other error' {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof ProductIdError ? error.reason : 'other error';
  }
}

describe('parseProductId', () => {
  it('parses the segments, interval and discount', () => {
    expect(parseProductId('v2.kestrel.vpn.premium.web.24m.off65')).toStrictEqual({ ...base, off: 65 });
  });

  it('parses a bare id with off 0 and no extra or trial time', () => {
    expect(parseProductId('v2.kestrel.vpn.premium.web.24m')).toStrictEqual(base);
  });

  it('parses every unit letter and the option parts in any order', () => {
    expect(parseProductId('v2.k_1.vpn-x.basic.app.7d.try3d.add2w.off5')).toStrictEqual({
      brand: 'k_1',
      product: 'vpn-x',
      tier: 'basic',
      channel: 'app',
      interval: 7,
      intervalUnit: 'DAY',
      off: 5,
      addCount: 2,
      addUnit: 'WEEK',
      tryCount: 3,
      tryUnit: 'DAY',
    });
    expect(parseProductId('v2.a.b.c.d.1y').intervalUnit).toBe('YEAR');
    expect(parseProductId('v2.a.b.c.d.999w').interval).toBe(999);
    expect(parseProductId('v2.a.b.c.d.1m.add1y')).toMatchObject({ addCount: 1, addUnit: 'YEAR', off: 0 });
  });

  it.each<[string, ProductIdErrorReason]>([
    ['', 'prefix'],
    ['v1.kestrel.vpn.premium.web.24m', 'prefix'],
    ['V2.kestrel.vpn.premium.web.24m', 'prefix'],
    ['v2', 'parts'],
    ['v2.kestrel.vpn.premium.web', 'parts'],
    ['v2.kestrel..premium.web.24m', 'parts'],
    ['v2.kestrel.vpn.premium.web.24m.', 'parts'],
    ['v2.kestrel.vpn.premium.web.24m..off5', 'parts'],
    ['v2.Kestrel.vpn.premium.web.24m', 'segment'],
    ['v2.kestrel.vpn.pre mium.web.24m', 'segment'],
    ['v2.kestrel.vpn.premium.wéb.24m', 'segment'],
    ['v2.kestrel.vpn.premium.web.24', 'interval'],
    ['v2.kestrel.vpn.premium.web.m', 'interval'],
    ['v2.kestrel.vpn.premium.web.0m', 'interval'],
    ['v2.kestrel.vpn.premium.web.024m', 'interval'],
    ['v2.kestrel.vpn.premium.web.1000m', 'interval'],
    ['v2.kestrel.vpn.premium.web.24M', 'interval'],
    ['v2.kestrel.vpn.premium.web.24h', 'interval'],
    ['v2.kestrel.vpn.premium.web.-1m', 'interval'],
    ['v2.kestrel.vpn.premium.web.24m.off0', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.off100', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.off', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.off05', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.add3', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.add0d', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.try1000d', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.bonus', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.12m', 'option'],
    ['v2.kestrel.vpn.premium.web.24m.off5.off6', 'duplicate'],
    ['v2.kestrel.vpn.premium.web.24m.add1m.try3d.add1m', 'duplicate'],
    [`v2.${'a'.repeat(200)}.vpn.premium.web.24m`, 'length'],
  ])('rejects %j with reason %s', (id, reason) => {
    expect(reasonOf(() => parseProductId(id))).toBe(reason);
  });

  it('rejects a non-string at run time with reason "type"', () => {
    expect(reasonOf(() => parseProductId(42 as unknown as string))).toBe('type');
  });

  it('throws a real Error subclass with a message', () => {
    const result = safeParseProductId('v2.kestrel.vpn.premium.web.24x');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error.name).toBe('ProductIdError');
    expect(result.error.message).toBe('"24x" is not an interval like 24m');
  });
});

describe('safeParseProductId and isProductId', () => {
  it('return the value or the error', () => {
    expect(safeParseProductId('v2.kestrel.vpn.premium.web.12m')).toEqual({
      ok: true,
      value: { ...base, interval: 12 },
    });
    const bad = safeParseProductId('v3.kestrel.vpn.premium.web.12m');
    expect(bad.ok ? undefined : bad.error.reason).toBe('prefix');
    expect(isProductId('v2.kestrel.vpn.premium.web.12m')).toBe(true);
    expect(isProductId('v2.kestrel.vpn.premium.web')).toBe(false);
    expect(isProductId(undefined)).toBe(false);
  });
});

describe('formatProductId', () => {
  it('writes options in the order off, add, try', () => {
    const id = 'v2.kestrel.vpn.premium.web.1y.try7d.add1m.off10';
    expect(formatProductId(parseProductId(id))).toBe('v2.kestrel.vpn.premium.web.1y.off10.add1m.try7d');
  });

  it('leaves out off when it is 0', () => {
    expect(formatProductId({ ...base, tryCount: 3, tryUnit: 'DAY' })).toBe('v2.kestrel.vpn.premium.web.24m.try3d');
  });

  it.each<[Partial<Record<keyof ProductId, unknown>>, ProductIdErrorReason]>([
    [{ interval: 0 }, 'interval'],
    [{ interval: 1000 }, 'interval'],
    [{ interval: 1.5 }, 'interval'],
    [{ intervalUnit: 'HOUR' }, 'interval'],
    [{ off: 100 }, 'option'],
    [{ off: -5 }, 'option'],
    [{ off: 6.5 }, 'option'],
    [{ addCount: 1 }, 'option'],
    [{ tryUnit: 'DAY' }, 'option'],
    [{ addCount: 0, addUnit: 'DAY' }, 'option'],
    [{ addCount: 1, addUnit: 'HOUR' }, 'option'],
    [{ brand: '' }, 'segment'],
    [{ brand: undefined }, 'segment'],
    [{ tier: 'Premium' }, 'segment'],
    [{ channel: 'a.b' }, 'segment'],
    [{ product: 'x'.repeat(200) }, 'length'],
  ])('rejects %j with reason %s', (patch, reason) => {
    expect(reasonOf(() => formatProductId({ ...base, ...patch } as ProductId))).toBe(reason);
  });
});

const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const count = fc.integer({ min: 1, max: 999 });
const unit = fc.constantFrom<IntervalUnit>(...INTERVAL_UNIT_NAMES);
const timed = fc.option(fc.tuple(count, unit), { nil: undefined });
const productId: fc.Arbitrary<ProductId> = fc
  .record({
    brand: segment,
    product: segment,
    tier: segment,
    channel: segment,
    interval: count,
    intervalUnit: unit,
    off: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 })),
    add: timed,
    trial: timed,
  })
  .map(({ add, trial, ...rest }) => ({
    ...rest,
    addCount: add?.[0],
    addUnit: add?.[1],
    tryCount: trial?.[0],
    tryUnit: trial?.[1],
  }));

describe('product id round trips (property)', () => {
  it('parse(format(v)) equals v', () => {
    fc.assert(
      fc.property(productId, (value) => {
        expect(parseProductId(formatProductId(value))).toStrictEqual(value);
      }),
    );
  });

  it('format(parse(id)) === id for canonical ids, whatever order the options came in', () => {
    fc.assert(
      fc.property(productId, fc.boolean(), (value, reverse) => {
        const canonical = formatProductId(value);
        const parts = canonical.split('.');
        const options = parts.slice(6);
        const shuffled = [...parts.slice(0, 6), ...(reverse ? options.reverse() : options)].join('.');
        expect(formatProductId(parseProductId(canonical))).toBe(canonical);
        expect(formatProductId(parseProductId(shuffled))).toBe(canonical);
      }),
    );
  });
});

describe('bad input (property)', () => {
  const alphabet = fc.constantFrom(...'v2.kestrelpmiumoffaddtry0123456789dwmyDWMY-_ .'.split(''));
  const nearIds = fc.oneof(
    fc.string({ unit: alphabet, maxLength: 60 }),
    fc.tuple(productId, fc.string({ unit: alphabet, maxLength: 4 }), fc.nat()).map(([value, noise, at]) => {
      const id = formatProductId(value);
      const i = at % (id.length + 1);
      return id.slice(0, i) + noise + id.slice(i + 1);
    }),
    fc.string(),
  );

  it('throws nothing but ProductIdError', () => {
    fc.assert(
      fc.property(nearIds, (id) => {
        const reason = reasonOf(() => parseProductId(id));
        expect(reason).not.toBe('other error');
      }),
      { numRuns: 2000 },
    );
  });

  it('safeParseProductId never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof safeParseProductId(input).ok).toBe('boolean');
      }),
    );
  });
});

describe('ProductIdSchema', () => {
  it('accepts valid ids and explains invalid ones', () => {
    expect(ProductIdSchema.parse('v2.kestrel.vpn.premium.web.24m.off65')).toBe('v2.kestrel.vpn.premium.web.24m.off65');
    const result = ProductIdSchema.safeParse('v2.kestrel.vpn.premium.web.24m.off65.off65');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['option "off" appears twice']);
    expect(ProductIdSchema.safeParse(24).success).toBe(false);
  });
});
