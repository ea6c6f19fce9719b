'use client';
/** My account's sign-out button: the sign-out flow of ./sign-out.ts, busy while it runs. */
import { ScriptButton } from '@/components/ui/script-button';
import { useState } from 'react';
import { signOut } from './sign-out';

export function SignOutButton({ label, busyLabel, signInPath }: { label: string; busyLabel: string; signInPath: string }) {
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    // The API client has shown why a sign-out failed; the session is still there, so stay.
    if (!(await signOut(signInPath))) setBusy(false);
  }

  return (
    <ScriptButton
      onClick={onClick}
      aria-disabled={busy}
      className="inline-flex items-center justify-center rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50 aria-disabled:cursor-wait"
    >
      {busy ? busyLabel : label}
    </ScriptButton>
  );
}
