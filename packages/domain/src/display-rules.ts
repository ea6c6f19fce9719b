import { BD1117_CHANNEL } from './constants';

// A 5 that is not part of a longer number, in Western or Arabic-Indic digits (the Arabic
// catalog may write either). Written without lookbehind, which older Safari cannot parse.
const LONE_FIVE = /(^|[^0-9\u0660-\u0669])([5\u0665])(?![0-9\u0660-\u0669])/g;

/**
 * The bd1117 rule (docs/product.md §9): on channel 'bd1117' a device-count text reads 1 where it reads 5,
 * e.g. 'Use on 5 devices' → 'Use on 1 devices'. Only a standalone 5 changes: '15' and '2025'
 * stay. Other channels get the text unchanged. The catalog should phrase the count so the
 * sentence still reads well with 1 (or pass the count as an ICU plural argument instead).
 */
export function deviceCountText(text: string, channel?: string): string {
  if (channel !== BD1117_CHANNEL) return text;
  return text.replace(LONE_FIVE, (_, before: string, five: string) => before + (five === '5' ? '1' : '\u0661'));
}

/** The device count to show (docs/product.md §9), for catalogs that pass the count as an argument. */
export function deviceCount(count: number, channel?: string): number {
  return channel === BD1117_CHANNEL && count === 5 ? 1 : count;
}

const PARTS_FORMAT_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/**
 * docs/product.md §9 date display 'YYYY-MM-DD AM/PM hh:mm:ss' on a 12-hour clock (hh 01-12), in the given
 * IANA time zone: 00:30 → 'AM 12:30:00', 12:00 → 'PM 12:00:00', 23:59 → 'PM 11:59:00'.
 * AM/PM stay Latin in every language, as in the product rules' format string.
 * @throws RangeError for an invalid date or time zone.
 */
export function formatDisplayDate(date: Date, timeZone = 'UTC'): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const parts = new Intl.DateTimeFormat('en-US', { ...PARTS_FORMAT_OPTIONS, timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour24 = Number(part('hour'));
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const meridiem = hour24 < 12 ? 'AM' : 'PM';
  const year = part('year').padStart(4, '0');
  const time = `${String(hour12).padStart(2, '0')}:${part('minute')}:${part('second')}`;
  return `${year}-${part('month')}-${part('day')} ${meridiem} ${time}`;
}

/**
 * docs/product.md §9 date display with its time zone named, as My account shows every date (docs/product.md
 * §9 "Dates"): '2026-11-27 PM 03:04:05 (Europe/Berlin)'. The zone's IANA name rather than an abbreviation:
 * "CET" or "GMT+1" depend on the language and are ambiguous ("CST" is three zones); a city is neither.
 * @throws RangeError for an invalid date or time zone.
 */
export function formatDisplayDateInZone(date: Date, timeZone = 'UTC'): string {
  return `${formatDisplayDate(date, timeZone)} (${timeZone})`;
}
