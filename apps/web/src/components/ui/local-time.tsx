/**
 * A message with a date in it ("Member since {date}"), the date a <LocalTime> (./local-time-client.tsx):
 * the server fills `{date}` with TIME_SLOT and this puts the element where the slot is.
 */
import { LocalTime } from './local-time-client';

/** Stands for the date in a message (a private-use character no catalog text contains). */
export const TIME_SLOT = '\u{E000}';

export function TextWithTime({ text, iso }: { text: string; iso: string }) {
  const [before, after = ''] = text.split(TIME_SLOT);
  return (
    <>
      {before}
      <LocalTime iso={iso} />
      {after}
    </>
  );
}
