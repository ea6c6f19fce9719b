/**
 * Cross-tab session sync (docs/product.md §4). Every open account tab writes a heartbeat to
 * localStorage every 30 s; a tab whose heartbeat is 35 s old or more counts as gone
 * (closed, crashed or frozen) and is dropped from the list. Signing in or out writes
 * a session event that the other tabs receive as a `storage` event and follow. localStorage has no
 * transactions: a beat that another tab's simultaneous write lost is written again (lostBeat).
 * Pure apart from the Storage it is given, so it is tested without a browser.
 */
import { HEARTBEAT_ALIVE_MS } from '@kestrel/domain/constants';
import { EVENT_KEY, TABS_KEY } from './session-keys';

export { EVENT_KEY, TABS_KEY };

export type SessionEventType = 'login' | 'logout';
export interface SessionEvent {
  type: SessionEventType;
  at: number;
  tab: string;
}

type Beats = Record<string, number>;

function readBeats(storage: Storage): Beats {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TABS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** Only tabs that beat less than 35 s ago. */
function alive(beats: Beats, now: number): Beats {
  return Object.fromEntries(Object.entries(beats).filter(([, at]) => now - at < HEARTBEAT_ALIVE_MS && at <= now));
}

/** Records this tab's heartbeat and forgets the tabs that are gone; answers the alive tabs. */
export function beat(storage: Storage, tab: string, now: number): string[] {
  const beats = { ...alive(readBeats(storage), now), [tab]: now };
  storage.setItem(TABS_KEY, JSON.stringify(beats));
  return Object.keys(beats);
}

/** The tabs whose heartbeat is under 35 s old. */
export function aliveTabs(storage: Storage, now: number): string[] {
  return Object.keys(alive(readBeats(storage), now));
}

/**
 * Whether a `storage` event says another tab rewrote the list without this one. Two tabs that beat
 * at the same moment each read the list before the other's write, and the second write drops the
 * first tab; that tab then beats again at once instead of counting as gone until its next beat.
 */
export function lostBeat(key: string | null, value: string | null, tab: string): boolean {
  if (key !== TABS_KEY) return false;
  try {
    const parsed: unknown = JSON.parse(value ?? '{}');
    return !parsed || typeof parsed !== 'object' || !(tab in parsed);
  } catch {
    return true;
  }
}

/** Removes this tab (it is closing). */
export function leave(storage: Storage, tab: string): void {
  const beats = readBeats(storage);
  delete beats[tab];
  storage.setItem(TABS_KEY, JSON.stringify(beats));
}

/** Tells the other tabs that this one signed in or out. */
export function announce(storage: Storage, event: SessionEvent): void {
  storage.setItem(EVENT_KEY, JSON.stringify(event));
}

/** The session event in a `storage` event's new value, if it is one from another tab. */
export function sessionEventFrom(key: string | null, value: string | null, ownTab: string): SessionEvent | undefined {
  if (key !== EVENT_KEY || !value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<SessionEvent>;
    if ((parsed.type !== 'login' && parsed.type !== 'logout') || typeof parsed.at !== 'number' || typeof parsed.tab !== 'string') {
      return undefined;
    }
    return parsed.tab === ownTab ? undefined : { type: parsed.type, at: parsed.at, tab: parsed.tab };
  } catch {
    return undefined;
  }
}
