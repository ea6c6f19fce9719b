import { CF_COOKIE_MAX_AGE_S, CJ_COOKIE_MAX_AGE_S, LANGUAGE_COOKIE_MAX_AGE_S } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { durationOf } from './duration';

describe('durationOf', () => {
  it('shows the cookie lifetimes of docs/product.md §9 in the unit they were set in', () => {
    expect(durationOf(LANGUAGE_COOKIE_MAX_AGE_S)).toEqual({ unit: 'years', count: 1 });
    expect(durationOf(CJ_COOKIE_MAX_AGE_S)).toEqual({ unit: 'days', count: 45 });
    expect(durationOf(CF_COOKIE_MAX_AGE_S)).toEqual({ unit: 'days', count: 30 });
  });

  it('never rounds: a time that is not a whole number of a larger unit stays in a smaller one', () => {
    expect(durationOf(180 * 86_400)).toEqual({ unit: 'days', count: 180 });
    expect(durationOf(366 * 86_400)).toEqual({ unit: 'days', count: 366 });
    expect(durationOf(2 * 3_600)).toEqual({ unit: 'hours', count: 2 });
    expect(durationOf(90)).toEqual({ unit: 'seconds', count: 90 });
    expect(durationOf(2)).toEqual({ unit: 'seconds', count: 2 });
  });

  it('refuses what is not a lifetime', () => {
    for (const bad of [0, -60, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => durationOf(bad)).toThrow(RangeError);
  });
});
