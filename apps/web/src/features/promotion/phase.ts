/**
 * Where the clock stands against a campaign window, for the server page and the countdown
 * leaf alike. Browser code imports this file, so it may only use the zod-free
 * `@kestrel/domain/countdown` subpath, never the root of `@kestrel/domain`.
 */
import { countdown, type Countdown } from '@kestrel/domain/countdown';

/** Before the window opens, inside it (start inclusive, end exclusive), or after it. */
export type PromotionPhase = 'upcoming' | 'running' | 'ended';

export interface CampaignWindow {
  /** ISO 8601 instants, as the plans API sends them. */
  readonly startsAt: string;
  readonly endsAt: string;
}

export function promotionPhase(window: CampaignWindow, now: Date): PromotionPhase {
  const time = now.getTime();
  if (time < Date.parse(window.startsAt)) return 'upcoming';
  return time < Date.parse(window.endsAt) ? 'running' : 'ended';
}

export interface CountdownState {
  readonly phase: PromotionPhase;
  /** Time left until the window opens (upcoming) or closes (running); all '00' once ended. */
  readonly left: Countdown;
}

/** The phase and what the countdown shows at `now` (docs/product.md §4: reads 00 once passed). */
export function countdownState(window: CampaignWindow, now: Date): CountdownState {
  const phase = promotionPhase(window, now);
  return { phase, left: countdown(new Date(phase === 'upcoming' ? window.startsAt : window.endsAt), now) };
}

/** The time left as an HTML duration for `<time dateTime>`, e.g. 'P3DT7H5M9S'. */
export function isoDuration(left: Countdown): string {
  const n = (value: string) => Number.parseInt(value, 10);
  return `P${n(left.days)}DT${n(left.hours)}H${n(left.minutes)}M${n(left.seconds)}S`;
}
