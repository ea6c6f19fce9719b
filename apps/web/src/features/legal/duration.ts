/** The units a lifetime is shown in, largest first; a year is 365 days, as cookie lifetimes count it. */
const UNITS = [
  ['years', 365 * 86_400],
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

export type DurationUnit = (typeof UNITS)[number][0];

/**
 * A number of seconds in the largest unit that divides it exactly, so a lifetime reads as its
 * constant was meant: 31,536,000 s is "1 year", 3,888,000 s "45 days", 2 s "2 seconds".
 * @throws RangeError for anything but a positive whole number of seconds.
 */
export function durationOf(seconds: number): { unit: DurationUnit; count: number } {
  if (!Number.isSafeInteger(seconds) || seconds <= 0) throw new RangeError(`not a positive whole number of seconds: ${seconds}`);
  const [unit, size] = UNITS.find(([, length]) => seconds % length === 0)!;
  return { unit, count: seconds / size };
}
