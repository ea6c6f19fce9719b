import { describe, expect, it } from 'vitest';
import { deviceCount, deviceCountText, formatDisplayDate } from './display-rules';

describe('deviceCountText (docs/product.md §9 bd1117)', () => {
  it('replaces a standalone 5 with 1 on channel bd1117', () => {
    expect(deviceCountText('Use on 5 devices', 'bd1117')).toBe('Use on 1 devices');
    expect(deviceCountText('5', 'bd1117')).toBe('1');
    expect(deviceCountText('5 devices, 5 at once', 'bd1117')).toBe('1 devices, 1 at once');
    expect(deviceCountText('(5)', 'bd1117')).toBe('(1)');
  });

  it('leaves 5 inside longer numbers alone', () => {
    expect(deviceCountText('15 devices since 2025, 50% off, 5.', 'bd1117')).toBe('15 devices since 2025, 50% off, 1.');
    expect(deviceCountText('55', 'bd1117')).toBe('55');
  });

  it('handles Arabic-Indic digits', () => {
    expect(deviceCountText('حتى ٥ أجهزة', 'bd1117')).toBe('حتى ١ أجهزة');
    expect(deviceCountText('٢٥ جهازًا', 'bd1117')).toBe('٢٥ جهازًا');
  });

  it('changes nothing on other channels', () => {
    expect(deviceCountText('Use on 5 devices')).toBe('Use on 5 devices');
    expect(deviceCountText('Use on 5 devices', 'BD1117')).toBe('Use on 5 devices');
    expect(deviceCountText('Use on 5 devices', 'web')).toBe('Use on 5 devices');
  });

  it('has a numeric form', () => {
    expect(deviceCount(5, 'bd1117')).toBe(1);
    expect(deviceCount(10, 'bd1117')).toBe(10);
    expect(deviceCount(5)).toBe(5);
  });
});

describe('formatDisplayDate (docs/product.md §9)', () => {
  it.each([
    ['2024-03-05T00:30:00Z', '2024-03-05 AM 12:30:00'],
    ['2024-03-05T09:04:07Z', '2024-03-05 AM 09:04:07'],
    ['2024-03-05T11:59:59Z', '2024-03-05 AM 11:59:59'],
    ['2024-03-05T12:00:00Z', '2024-03-05 PM 12:00:00'],
    ['2024-03-05T13:15:00Z', '2024-03-05 PM 01:15:00'],
    ['2024-12-31T23:59:59Z', '2024-12-31 PM 11:59:59'],
  ])('formats %s in UTC as %s', (iso, expected) => {
    expect(formatDisplayDate(new Date(iso))).toBe(expected);
  });

  it('converts to the given time zone', () => {
    expect(formatDisplayDate(new Date('2024-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-01-01 AM 08:30:00');
    expect(formatDisplayDate(new Date('2024-07-01T03:00:00Z'), 'America/New_York')).toBe('2024-06-30 PM 11:00:00');
  });

  it('rejects an invalid date or time zone', () => {
    expect(() => formatDisplayDate(new Date(NaN))).toThrow(RangeError);
    expect(() => formatDisplayDate(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});
