'use client';
/**
 * The promotion countdown (docs/product.md §4): days, hours, minutes and seconds to the end of the
 * campaign window (to its start while it has not opened), all 00 once it has passed.
 *
 * The server renders the values it computed, so the HTML is complete without JavaScript and the
 * first client render matches it (no hydration mismatch, no layout shift); after hydration the
 * leaf ticks every second from the browser's clock. Nothing is announced while it ticks: the
 * timer role is not live, and screen readers get one full sentence that does not change every
 * second. Texts come from the server page, already translated.
 */
import { useEffect, useId, useState } from 'react';
import type { Countdown } from '@kestrel/domain/countdown';
import { countdownState, isoDuration, type CampaignWindow, type CountdownState, type PromotionPhase } from './phase';

export interface CountdownTexts {
  /** The heading above the digits in each phase, e.g. "The promotion ends in". */
  readonly heading: Readonly<Record<PromotionPhase, string>>;
  /** The same information as one sentence, for screen readers, e.g. "The promotion ends on 7 April 2024 at 03:00 UTC." */
  readonly sentence: Readonly<Record<PromotionPhase, string>>;
  readonly units: Readonly<Record<keyof Countdown, string>>;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof Countdown)[];

export function PromotionCountdown({
  campaign,
  initial,
  texts,
}: {
  campaign: CampaignWindow;
  /** What the server computed when it rendered the page. */
  initial: CountdownState;
  texts: CountdownTexts;
}) {
  const [state, setState] = useState(initial);
  const headingId = useId();
  const { startsAt, endsAt } = campaign;

  useEffect(() => {
    const update = (): boolean => {
      const next = countdownState({ startsAt, endsAt }, new Date());
      setState(next);
      return next.phase !== 'ended';
    };
    // The server's values may be a little old (the page is cached): correct them at once.
    if (!update()) return;
    const timer = setInterval(() => {
      if (!update()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startsAt, endsAt]);

  return (
    <div className="w-full rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
      <p id={headingId} className="font-semibold text-slate-900">
        {texts.heading[state.phase]}
      </p>
      <div role="timer" aria-live="off" aria-labelledby={headingId} className="mt-4">
        <time dateTime={isoDuration(state.left)} className="grid max-w-md grid-cols-4 gap-2 sm:gap-3">
          {UNITS.map((unit) => (
            <span key={unit} className="flex flex-col items-center rounded-xl bg-brand-900 px-1 py-3 text-white">
              <span className="text-3xl font-bold tabular-nums sm:text-4xl">{state.left[unit]}</span>
              <span className="mt-1 text-xs font-medium text-brand-100 sm:text-sm">{texts.units[unit]}</span>
            </span>
          ))}
        </time>
      </div>
      <p className="sr-only">{texts.sentence[state.phase]}</p>
    </div>
  );
}
