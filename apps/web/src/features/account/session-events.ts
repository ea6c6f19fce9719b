/**
 * This tab's side of the cross-tab session sync (./session-sync.ts): its id, and the
 * announcement other tabs follow after a sign-in or sign-out here.
 */
import { announce, type SessionEventType } from './session-sync';

/** One id per page load. */
export const TAB_ID = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);

/** localStorage, or undefined where it is blocked (private modes, disabled storage). */
export function sessionStorageArea(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Tells the other tabs that this tab signed in or out. */
export function announceSession(type: SessionEventType): void {
  const storage = sessionStorageArea();
  if (!storage) return;
  try {
    announce(storage, { type, at: Date.now(), tab: TAB_ID });
  } catch {
    // A full or blocked storage only costs the other tabs their sync.
  }
}
