import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH, INTERVAL_UNITS, addInterval, intervalLetter, isIntervalLetter, monthsIn, monthsInFraction } from './interval';
import { IntervalUnitSchema } from './plans';

const utc = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('interval letters', () => {
  it('map d w m y to DAY WEEK MONTH YEAR (docs/product.md §9)', () => {
    expect(INTERVAL_UNITS).toEqual({ d: 'DAY', w: 'WEEK', m: 'MONTH', y: 'YEAR' });
    expect(intervalLetter('DAY')).toBe('d');
    expect(intervalLetter('WEEK')).toBe('w');
    expect(intervalLetter('MONTH')).toBe('m');
    expect(intervalLetter('YEAR')).toBe('y');
  });

  it('accept only the four lowercase letters', () => {
    expect(['d', 'w', 'm', 'y'].every(isIntervalLetter)).toBe(true);
    for (const bad of ['D', 'M', 'h', '', 'mm', 'toString', 1]) expect(isIntervalLetter(bad)).toBe(false);
  });

  it('validate unit names with zod', () => {
    expect(IntervalUnitSchema.parse('YEAR')).toBe('YEAR');
    expect(IntervalUnitSchema.safeParse('month').success).toBe(false);
  });
});

describe('addInterval', () => {
  it('adds days and weeks as whole 24 h periods', () => {
    expect(iso(addInterval(utc('2024-03-30T10:00:00Z'), 3, 'DAY'))).toBe('2024-04-02T10:00:00.000Z');
    expect(iso(addInterval(utc('2024-02-26T00:00:00Z'), 1, 'WEEK'))).toBe('2024-03-04T00:00:00.000Z');
    expect(iso(addInterval(utc('2024-01-10T00:00:00Z'), -10, 'DAY'))).toBe('2023-12-31T00:00:00.000Z');
  });

  it('clamps month addition to the last day of the target month', () => {
    expect(iso(addInterval(utc('2024-01-31T12:34:56Z'), 1, 'MONTH'))).toBe('2024-02-29T12:34:56.000Z');
    expect(iso(addInterval(utc('2023-01-31T00:00:00Z'), 1, 'MONTH'))).toBe('2023-02-28T00:00:00.000Z');
    expect(iso(addInterval(utc('2024-03-31T00:00:00Z'), 1, 'MONTH'))).toBe('2024-04-30T00:00:00.000Z');
    expect(iso(addInterval(utc('2024-01-31T00:00:00Z'), 2, 'MONTH'))).toBe('2024-03-31T00:00:00.000Z');
    expect(iso(addInterval(utc('2024-01-15T00:00:00Z'), 1, 'MONTH'))).toBe('2024-02-15T00:00:00.000Z');
  });

  it('crosses year boundaries in both directions', () => {
    expect(iso(addInterval(utc('2024-11-30T00:00:00Z'), 24, 'MONTH'))).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(addInterval(utc('2024-12-31T00:00:00Z'), 2, 'MONTH'))).toBe('2025-02-28T00:00:00.000Z');
    expect(iso(addInterval(utc('2024-03-31T00:00:00Z'), -1, 'MONTH'))).toBe('2024-02-29T00:00:00.000Z');
  });

  it('clamps Feb 29 when adding years', () => {
    expect(iso(addInterval(utc('2024-02-29T08:00:00Z'), 1, 'YEAR'))).toBe('2025-02-28T08:00:00.000Z');
    expect(iso(addInterval(utc('2024-02-29T08:00:00Z'), 4, 'YEAR'))).toBe('2028-02-29T08:00:00.000Z');
  });

  it('does not modify its argument', () => {
    const date = utc('2024-01-31T00:00:00Z');
    addInterval(date, 1, 'MONTH');
    expect(iso(date)).toBe('2024-01-31T00:00:00.000Z');
  });

  it('returns the same instant for zero', () => {
    expect(iso(addInterval(utc('2024-01-31T00:00:00Z'), 0, 'YEAR'))).toBe('2024-01-31T00:00:00.000Z');
  });

  it('rejects fractional counts and invalid dates', () => {
    expect(() => addInterval(utc('2024-01-01T00:00:00Z'), 1.5, 'MONTH')).toThrow(RangeError);
    expect(() => addInterval(utc('2024-01-01T00:00:00Z'), NaN, 'DAY')).toThrow(RangeError);
    expect(() => addInterval(new Date('nope'), 1, 'DAY')).toThrow(RangeError);
  });
});

describe('monthsIn', () => {
  it('counts months and years exactly', () => {
    expect(monthsIn(24, 'MONTH')).toBe(24);
    expect(monthsIn(1, 'YEAR')).toBe(12);
    expect(monthsIn(2, 'YEAR')).toBe(24);
  });

  it('converts days and weeks with 30.4375-day months', () => {
    expect(DAYS_PER_MONTH).toBe(30.4375);
    expect(monthsIn(30.4375 * 16, 'DAY')).toBeCloseTo(16, 12);
    expect(monthsIn(7, 'DAY')).toBeCloseTo(7 / 30.4375, 12);
    expect(monthsIn(1, 'WEEK')).toBeCloseTo(7 / 30.4375, 12);
    expect(monthsIn(365, 'DAY')).toBeCloseTo(11.99, 2);
  });

  it('is exact as a fraction', () => {
    expect(monthsInFraction(7, 'DAY')).toEqual({ numerator: 112, denominator: 487 });
    expect(monthsInFraction(2, 'WEEK')).toEqual({ numerator: 224, denominator: 487 });
    expect(monthsInFraction(3, 'YEAR')).toEqual({ numerator: 36, denominator: 1 });
  });

  it('rejects fractional counts', () => {
    expect(() => monthsIn(0.5, 'MONTH')).toThrow(RangeError);
  });
});
