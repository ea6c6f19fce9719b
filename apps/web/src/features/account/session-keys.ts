/**
 * The localStorage keys of the cross-tab session sync (./session-sync.ts), alone in this module so that
 * the header, which only listens for session events, does not carry the heartbeat's code.
 */

/** The alive tabs: tab id → time of its last heartbeat (ms since epoch). */
export const TABS_KEY = 'kestrel.session.tabs';
/** The last session change, as JSON {type, at, tab}. */
export const EVENT_KEY = 'kestrel.session.event';
