'use client';
/**
 * A date as My account shows every date (docs/product.md §9 "Dates"): the product's format in the
 * visitor's own time zone, the zone named — '2026-11-27 PM 03:04:05 (Europe/Berlin)'. The server does not
 * know the zone: it renders the time in UTC (and says so), and the browser shows its own zone once the
 * page runs. useSyncExternalStore hydrates with the server's snapshot and then re-renders with the
 * browser's, so the two never mismatch.
 */
import { useSyncExternalStore } from 'react';
import { formatDisplayDateInZone } from '@kestrel/domain/display-rules';

/** The time zone never changes while a page runs. */
const unchanging = () => () => {};
const serverZone = () => 'UTC';

/** The browser's IANA time zone; UTC where it reports none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The text for `date` in `zone`, in UTC when this browser does not know the zone. */
export function displayDateText(date: Date, zone: string): string {
  try {
    return formatDisplayDateInZone(date, zone);
  } catch {
    return formatDisplayDateInZone(date, 'UTC');
  }
}

export function LocalTime({ iso }: { iso: string }) {
  const zone = useSyncExternalStore(unchanging, browserTimeZone, serverZone);
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return <span>—</span>;
  return (
    <time dateTime={date.toISOString()} dir="ltr">
      {displayDateText(date, zone)}
    </time>
  );
}
