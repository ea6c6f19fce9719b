import { describe, expect, it } from 'vitest';
import { PROMOTION_WINDOW } from './constants';
import { countdown, isWithinWindow } from './countdown';

const at = (iso: string) => new Date(iso);

describe('countdown (docs/product.md §4)', () => {
  const target = at('2024-04-07T03:00:00Z');

  it('splits the time left into two-digit parts', () => {
    expect(countdown(target, at('2024-04-04T19:54:51Z'))).toEqual({
      days: '02',
      hours: '07',
      minutes: '05',
      seconds: '09',
    });
    expect(countdown(target, at('2024-03-25T03:00:00Z'))).toEqual({
      days: '13',
      hours: '00',
      minutes: '00',
      seconds: '00',
    });
  });

  it('drops partial seconds', () => {
    expect(countdown(target, new Date(target.getTime() - 1500))).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '01',
    });
    expect(countdown(target, new Date(target.getTime() - 999)).seconds).toBe('00');
  });

  it('reads 00 once passed', () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00' };
    expect(countdown(target, target)).toEqual(zero);
    expect(countdown(target, at('2030-01-01T00:00:00Z'))).toEqual(zero);
  });

  it('shows more than 99 days in full', () => {
    expect(countdown(target, at('2023-12-29T03:00:00Z')).days).toBe('100');
    expect(countdown(target, at('2023-12-30T03:00:00Z')).days).toBe('99');
  });

  it('rejects invalid dates', () => {
    expect(() => countdown(new Date(NaN), target)).toThrow(RangeError);
    expect(() => countdown(target, new Date('x'))).toThrow(RangeError);
  });
});

describe('isWithinWindow', () => {
  it('includes the start and excludes the end', () => {
    expect(isWithinWindow(PROMOTION_WINDOW, at('2024-03-25T02:59:59.999Z'))).toBe(false);
    expect(isWithinWindow(PROMOTION_WINDOW, at('2024-03-25T03:00:00Z'))).toBe(true);
    expect(isWithinWindow(PROMOTION_WINDOW, at('2024-04-07T02:59:59.999Z'))).toBe(true);
    expect(isWithinWindow(PROMOTION_WINDOW, at('2024-04-07T03:00:00Z'))).toBe(false);
  });

  it('accepts Date bounds', () => {
    const window = { start: at('2024-01-01T00:00:00Z'), end: at('2024-02-01T00:00:00Z') };
    expect(isWithinWindow(window, at('2024-01-15T00:00:00Z'))).toBe(true);
  });

  it('rejects an invalid window', () => {
    expect(() => isWithinWindow({ start: 'soon', end: PROMOTION_WINDOW.end }, at('2024-01-01T00:00:00Z'))).toThrow(RangeError);
  });
});
