'use client';
/** Sign out: ends the session on the API, tells the other tabs, then goes to the sign-in page. */
import { useState } from 'react';
import { ENDPOINTS } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { clearToken } from '@/lib/session';
import { announceSession } from './session-events';

export function SignOutButton({ label, busyLabel, signInPath }: { label: string; busyLabel: string; signInPath: string }) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    if (busy) return;
    setBusy(true);
    try {
      await api.call(ENDPOINTS.logout);
    } catch {
      // The API client has shown why; the session is still there, so stay.
      setBusy(false);
      return;
    }
    clearToken();
    announceSession('logout');
    window.location.assign(signInPath);
  }

  return (
    <button
      type="button"
      onClick={signOut}
      aria-disabled={busy}
      className="inline-flex items-center justify-center rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50 aria-disabled:cursor-wait"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
