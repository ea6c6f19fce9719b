'use client';
/**
 * Keeps the account tabs of this browser in step (docs/product.md §4): a heartbeat every 30 s, and
 * the other tabs' sign-ins and sign-outs followed as they happen. Mounted only on the
 * account pages.
 * - signed-in pages: a sign-out elsewhere sends this tab to the sign-in page; a sign-in
 *   elsewhere (maybe as someone else) reloads it.
 * - sign-in pages: a sign-in elsewhere takes this tab where it would have gone.
 */
import { useEffect } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '@kestrel/domain/constants';
import { clearToken } from '@/lib/session';
import { withoutLanguage } from '@kestrel/domain/languages';
import { beat, leave, lostBeat, sessionEventFrom } from './session-sync';
import { TAB_ID, sessionStorageArea } from './session-events';

export type SessionSyncMode = 'signed-in' | 'sign-in' | 'neutral';

export function SessionSync({ mode, signInPath, afterSignInPath }: { mode: SessionSyncMode; signInPath: string; afterSignInPath: string }) {
  useEffect(() => {
    const storage = sessionStorageArea();
    if (!storage) return;
    const heartbeat = () => {
      try {
        beat(storage, TAB_ID, Date.now());
      } catch {
        // Storage full or blocked: this tab is simply not counted.
      }
    };
    heartbeat();
    const timer = window.setInterval(heartbeat, HEARTBEAT_INTERVAL_MS);

    let leaving = false;
    const onStorage = (event: StorageEvent) => {
      if (!leaving && lostBeat(event.key, event.newValue, TAB_ID)) heartbeat();
      const change = sessionEventFrom(event.key, event.newValue, TAB_ID);
      if (!change) return;
      if (change.type === 'logout' && mode === 'signed-in') {
        clearToken();
        const back = encodeURIComponent(withoutLanguage(window.location.pathname) + window.location.search);
        window.location.assign(`${signInPath}?next=${back}&reason=signed-out`);
      } else if (change.type === 'login' && mode === 'signed-in') {
        window.location.reload();
      } else if (change.type === 'login' && mode === 'sign-in') {
        window.location.assign(afterSignInPath);
      }
    };
    const onHide = () => {
      leaving = true;
      leave(storage, TAB_ID);
    };
    const onShow = () => {
      leaving = false;
      heartbeat();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [mode, signInPath, afterSignInPath]);

  return null;
}
