// No zod here: the plan-selection rule (plan-request.ts) reaches this file from browser code.

/** Interval letters of product ids and the unit each stands for (docs/product.md §9). */
export const INTERVAL_UNITS = Object.freeze({ d: 'DAY', w: 'WEEK', m: 'MONTH', y: 'YEAR' } as const);

export type IntervalLetter = keyof typeof INTERVAL_UNITS;
export type IntervalUnit = (typeof INTERVAL_UNITS)[IntervalLetter];

export const INTERVAL_UNIT_NAMES = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const satisfies readonly IntervalUnit[];

const LETTER_BY_UNIT: Readonly<Record<IntervalUnit, IntervalLetter>> = {
  DAY: 'd',
  WEEK: 'w',
  MONTH: 'm',
  YEAR: 'y',
};

/** True for one of the four lowercase interval letters (docs/product.md §9). */
export function isIntervalLetter(x: unknown): x is IntervalLetter {
  return typeof x === 'string' && Object.hasOwn(INTERVAL_UNITS, x);
}

/** The letter a product id uses for a unit, e.g. MONTH → 'm' (docs/product.md §3). */
export function intervalLetter(unit: IntervalUnit): IntervalLetter {
  return LETTER_BY_UNIT[unit];
}

const DAY_MS = 86_400_000;

function assertInteger(count: number): void {
  if (!Number.isSafeInteger(count)) throw new RangeError(`interval count must be an integer, got ${count}`);
}

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
}

function daysInUtcMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

function addUtcMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  // Set day 1 first so the month change itself cannot overflow (Jan 31 → "Feb 31" → Mar 3).
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  target.setUTCDate(Math.min(day, daysInUtcMonth(target.getUTCFullYear(), target.getUTCMonth())));
  return target;
}

/**
 * `date` plus `count` units, in UTC (docs/product.md §3 billing intervals). Days and weeks are exact
 * multiples of 24 h. Months and years keep the day of month, clamped to the target month's
 * last day (Jan 31 + 1 MONTH = Feb 28/29; Feb 29 + 1 YEAR = Feb 28), and keep the time of day.
 * Because of the clamping, always add to the original anchor date rather than chaining:
 * Jan 31 + 1 + 1 month is Mar 28, Jan 31 + 2 months is Mar 31. `count` may be negative.
 * @throws RangeError for a non-integer count or an invalid date.
 */
export function addInterval(date: Date, count: number, unit: IntervalUnit): Date {
  assertValidDate(date);
  assertInteger(count);
  switch (unit) {
    case 'DAY':
      return new Date(date.getTime() + count * DAY_MS);
    case 'WEEK':
      return new Date(date.getTime() + count * 7 * DAY_MS);
    case 'MONTH':
      return addUtcMonths(date, count);
    case 'YEAR':
      return addUtcMonths(date, count * 12);
  }
}

/** An exact ratio, so money can be divided by it without floating-point drift. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * An average month is 365.25 / 12 = 30.4375 = 487/16 days (the Julian year). A calendar year
 * of 365 or 366 days rounds to the same whole months either way, and this exact binary
 * fraction keeps price arithmetic exact; the Gregorian 30.436875 would change no displayed price.
 */
export const DAYS_PER_MONTH = 30.4375;
const DAYS_PER_MONTH_FRACTION: Fraction = { numerator: 487, denominator: 16 };

/** `monthsIn` as an exact fraction, for money arithmetic. */
export function monthsInFraction(count: number, unit: IntervalUnit): Fraction {
  assertInteger(count);
  const { numerator, denominator } = DAYS_PER_MONTH_FRACTION;
  switch (unit) {
    case 'DAY':
      return { numerator: count * denominator, denominator: numerator };
    case 'WEEK':
      return { numerator: count * 7 * denominator, denominator: numerator };
    case 'MONTH':
      return { numerator: count, denominator: 1 };
    case 'YEAR':
      return { numerator: count * 12, denominator: 1 };
  }
}

/**
 * How many months an interval lasts, for "per month" price display (docs/product.md §3 price_unit):
 * MONTH → count, YEAR → 12 × count, DAY and WEEK → days / 30.4375 (see DAYS_PER_MONTH).
 * @throws RangeError for a non-integer count.
 */
export function monthsIn(count: number, unit: IntervalUnit): number {
  const { numerator, denominator } = monthsInFraction(count, unit);
  return numerator / denominator;
}
