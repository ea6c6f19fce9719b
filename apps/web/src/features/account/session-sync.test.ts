import { describe, expect, it } from 'vitest';
import { HEARTBEAT_ALIVE_MS, HEARTBEAT_INTERVAL_MS } from '@kestrel/domain/constants';
import { EVENT_KEY, TABS_KEY, aliveTabs, announce, beat, leave, lostBeat, sessionEventFrom } from './session-sync';

/** localStorage's behaviour, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('session heartbeat (docs/product.md §4)', () => {
  it('uses the product’s figures: a beat every 30 s, alive under 35 s', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(30_000);
    expect(HEARTBEAT_ALIVE_MS).toBe(35_000);
  });

  it('a tab that keeps beating every 30 s stays alive', () => {
    const storage = memoryStorage();
    beat(storage, 'a', 0);
    beat(storage, 'b', 0);
    beat(storage, 'a', HEARTBEAT_INTERVAL_MS);
    beat(storage, 'b', HEARTBEAT_INTERVAL_MS);
    expect(aliveTabs(storage, HEARTBEAT_INTERVAL_MS + 34_999).sort()).toEqual(['a', 'b']);
  });

  it('a tab whose heartbeat is 35 s old counts as gone and is dropped at the next beat', () => {
    const storage = memoryStorage();
    beat(storage, 'old', 0);
    beat(storage, 'new', 10_000);
    expect(aliveTabs(storage, 34_999).sort()).toEqual(['new', 'old']);
    expect(aliveTabs(storage, 35_000)).toEqual(['new']);
    expect(beat(storage, 'new', 40_000)).toEqual(['new']);
    expect(JSON.parse(storage.getItem(TABS_KEY)!)).toEqual({ new: 40_000 });
  });

  it('a closing tab leaves at once', () => {
    const storage = memoryStorage();
    beat(storage, 'a', 0);
    beat(storage, 'b', 0);
    leave(storage, 'a');
    expect(aliveTabs(storage, 1)).toEqual(['b']);
  });

  it('a beat lost to another tab writing at the same moment is noticed by the tab it dropped', () => {
    const storage = memoryStorage();
    // Both tabs read the empty list, then each writes its own: the later write drops "a".
    const list = (tabs: string[]) => JSON.stringify(Object.fromEntries(tabs.map((tab) => [tab, 0])));
    storage.setItem(TABS_KEY, list(['b']));
    expect(lostBeat(TABS_KEY, storage.getItem(TABS_KEY), 'a')).toBe(true);
    beat(storage, 'a', 1);
    expect(aliveTabs(storage, 2).sort()).toEqual(['a', 'b']);
    // "b" then sees the list with both: nothing to do, so the two tabs do not write in turn forever.
    expect(lostBeat(TABS_KEY, storage.getItem(TABS_KEY), 'b')).toBe(false);
    expect(lostBeat(EVENT_KEY, list(['b']), 'a')).toBe(false);
    expect(lostBeat(TABS_KEY, null, 'a')).toBe(true);
  });

  it('survives a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem(TABS_KEY, '{not json');
    expect(aliveTabs(storage, 0)).toEqual([]);
    storage.setItem(TABS_KEY, JSON.stringify({ a: 'x', b: 5 }));
    expect(aliveTabs(storage, 10)).toEqual(['b']);
  });
});

describe('session events between tabs', () => {
  it('another tab’s sign-out reaches this tab; its own does not', () => {
    const storage = memoryStorage();
    announce(storage, { type: 'logout', at: 5, tab: 'a' });
    const value = storage.getItem(EVENT_KEY);
    expect(sessionEventFrom(EVENT_KEY, value, 'b')).toEqual({ type: 'logout', at: 5, tab: 'a' });
    expect(sessionEventFrom(EVENT_KEY, value, 'a')).toBeUndefined();
  });

  it('ignores other keys and malformed values', () => {
    expect(sessionEventFrom(TABS_KEY, '{}', 'b')).toBeUndefined();
    expect(sessionEventFrom(EVENT_KEY, null, 'b')).toBeUndefined();
    expect(sessionEventFrom(EVENT_KEY, '{"type":"drop","at":1,"tab":"a"}', 'b')).toBeUndefined();
    expect(sessionEventFrom(EVENT_KEY, 'nope', 'b')).toBeUndefined();
  });
});
