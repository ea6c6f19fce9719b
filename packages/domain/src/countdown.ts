export interface Countdown {
  readonly days: string;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

/** A time window; strings are ISO 8601 instants like PROMOTION_WINDOW's. */
export interface TimeWindow {
  readonly start: Date | string;
  readonly end: Date | string;
}

function toTime(value: Date | string): number {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) throw new RangeError(`invalid date: ${String(value)}`);
  return time;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `target` (docs/product.md §4 "Countdown helper") as two-digit strings, e.g.
 * { days: '03', hours: '07', minutes: '05', seconds: '09' }; all '00' once passed. Partial
 * seconds are dropped, so the display reaches '00' exactly at the target. Days above 99 are
 * shown in full ('123').
 * @throws RangeError for an invalid date.
 */
export function countdown(target: Date, now: Date): Countdown {
  const totalSeconds = Math.max(0, Math.floor((toTime(target) - toTime(now)) / 1000));
  return {
    days: pad(Math.floor(totalSeconds / 86_400)),
    hours: pad(Math.floor(totalSeconds / 3_600) % 24),
    minutes: pad(Math.floor(totalSeconds / 60) % 60),
    seconds: pad(totalSeconds % 60),
  };
}

/**
 * True while `now` is inside the window: from `start` inclusive to `end` exclusive, so
 * back-to-back windows never overlap (docs/product.md §4 promotion window).
 * @throws RangeError for an invalid date.
 */
export function isWithinWindow(timeWindow: TimeWindow, now: Date): boolean {
  const time = toTime(now);
  return toTime(timeWindow.start) <= time && time < toTime(timeWindow.end);
}
