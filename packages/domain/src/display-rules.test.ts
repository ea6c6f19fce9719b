import { describe, expect, it } from 'vitest';
import { deviceCount, deviceCountText, formatDisplayDate, formatDisplayDateInZone } from './display-rules';

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

describe('formatDisplayDateInZone (docs/product.md §9, My account dates)', () => {
  it('names the zone the time is shown in', () => {
    expect(formatDisplayDateInZone(new Date('2026-11-27T14:04:05Z'), 'Europe/Berlin')).toBe('2026-11-27 PM 03:04:05 (Europe/Berlin)');
    expect(formatDisplayDateInZone(new Date('2026-11-27T14:04:05Z'))).toBe('2026-11-27 PM 02:04:05 (UTC)');
  });

  it('follows daylight saving time across the change', () => {
    // Europe/Berlin leaves summer time on 2026-10-25 at 03:00 local (01:00 UTC): 02:xx happens twice.
    expect(formatDisplayDateInZone(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25 AM 02:30:00 (Europe/Berlin)');
    expect(formatDisplayDateInZone(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25 AM 02:30:00 (Europe/Berlin)');
    // America/New_York starts summer time on 2026-03-08 at 02:00 local: 01:59:59 EST is followed by 03:00:00 EDT.
    expect(formatDisplayDateInZone(new Date('2026-03-08T06:59:59Z'), 'America/New_York')).toBe('2026-03-08 AM 01:59:59 (America/New_York)');
    expect(formatDisplayDateInZone(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08 AM 03:00:00 (America/New_York)');
  });

  it('writes midnight as AM 12 and noon as PM 12, on the local day', () => {
    // Tokyo is UTC+9 all year: 15:00 UTC is local midnight of the next day, 03:00 UTC local noon.
    expect(formatDisplayDateInZone(new Date('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01 AM 12:00:00 (Asia/Tokyo)');
    expect(formatDisplayDateInZone(new Date('2026-12-31T14:59:59Z'), 'Asia/Tokyo')).toBe('2026-12-31 PM 11:59:59 (Asia/Tokyo)');
    expect(formatDisplayDateInZone(new Date('2027-01-01T03:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01 PM 12:00:00 (Asia/Tokyo)');
    expect(formatDisplayDateInZone(new Date('2027-01-01T02:59:59Z'), 'Asia/Tokyo')).toBe('2027-01-01 AM 11:59:59 (Asia/Tokyo)');
    // A half-hour zone: India is UTC+5:30.
    expect(formatDisplayDateInZone(new Date('2026-06-30T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-07-01 AM 12:00:00 (Asia/Kolkata)');
  });

  it('rejects an invalid date or time zone', () => {
    expect(() => formatDisplayDateInZone(new Date(NaN), 'Europe/Berlin')).toThrow(RangeError);
    expect(() => formatDisplayDateInZone(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});
