'use client';
/**
 * The header's account area: "Sign in" and "Get {brand}" for visitors, "My account" and "Sign out" once
 * signed in (docs/product.md §3 "signed in" hint). The pages around it are static, so the server renders
 * the visitor's links and this leaf switches by the hint once the page runs, and again whenever the hint
 * changes (a sign-in or sign-out here or in another tab). In the bar both sets share one grid cell, the
 * unused one invisible, so the switch moves nothing. Sign-out is the one flow of My account
 * (features/account/sign-out.ts), loaded when pressed so that pages do not carry the API client.
 */
import { PageLink as Link } from '@/i18n/page-link';
import { useState, useSyncExternalStore } from 'react';
import { knownSessionHint, readSessionHint, sessionHintChanged, subscribeSessionHint } from '@/lib/session-hint';

export interface AccountNavLabels {
  signIn: string;
  getVpn: string;
  myAccount: string;
  signOut: string;
  signingOut: string;
  signOutFailed: string;
}

/** The pages it links to, in the page's language. */
export interface AccountNavPaths {
  signIn: string;
  pricing: string;
  myAccount: string;
}

interface Props {
  /** `bar`: the header row (from the `sm` breakpoint); `menu`: items of the small-screen menu's list. */
  variant: 'bar' | 'menu';
  labels: AccountNavLabels;
  paths: AccountNavPaths;
}

/** The server (and hydration) always renders the visitor's links: a static page knows no visitor. */
const signedOutOnServer = () => false;

type SignOutState = 'idle' | 'busy' | 'failed';

/** The sign-out flow, fetched when first wanted (a pointer over the button, focus, or the press itself). */
const loadSignOut = () => import('@/features/account/sign-out');

function useHeaderSignOut(signInPath: string) {
  const [state, setState] = useState<SignOutState>('idle');
  async function signOutNow() {
    if (state === 'busy') return;
    setState('busy');
    let done = false;
    try {
      const { signOut } = await loadSignOut();
      done = await signOut(signInPath, { quiet: true });
    } catch {
      done = false;
    }
    if (done) return;
    // A session that had already ended is answered with its cookies cleared: then the hint is gone
    // and the header simply shows Sign in. Otherwise the session is still there: say so.
    sessionHintChanged();
    setState(readSessionHint() ? 'failed' : 'idle');
  }
  return { state, signOutNow };
}

const barLink = 'block rounded-lg px-3 py-2 whitespace-nowrap text-slate-700 hover:bg-slate-100';
const barPrimary = 'block rounded-lg bg-brand-600 px-4 py-2 font-medium whitespace-nowrap text-white hover:bg-brand-700';
const menuLink = 'block w-full rounded-lg px-3 py-2 text-start text-slate-700 hover:bg-slate-100';

export function AccountNav({ variant, labels, paths }: Props) {
  const signedIn = useSyncExternalStore(subscribeSessionHint, knownSessionHint, signedOutOnServer);
  const { state, signOutNow } = useHeaderSignOut(paths.signIn);
  const signOutButton = (className: string) => (
    <button
      type="button"
      onClick={signOutNow}
      onPointerEnter={() => void loadSignOut().catch(() => undefined)}
      onFocus={() => void loadSignOut().catch(() => undefined)}
      aria-disabled={state === 'busy'}
      className={`${className} aria-disabled:cursor-wait`}
    >
      {state === 'busy' ? labels.signingOut : labels.signOut}
    </button>
  );
  const failure = state === 'failed' ? labels.signOutFailed : null;

  if (variant === 'menu') {
    return signedIn ? (
      <>
        <li>
          <Link href={paths.myAccount} prefetch={false} className={menuLink}>
            {labels.myAccount}
          </Link>
        </li>
        <li>{signOutButton(menuLink)}</li>
        <li className="px-3 text-sm text-red-700 has-[p:empty]:hidden">
          <p role="alert">{failure}</p>
        </li>
      </>
    ) : (
      <>
        <li>
          <Link href={paths.signIn} className={menuLink}>
            {labels.signIn}
          </Link>
        </li>
        <li>
          <Link href={paths.pricing} className="mt-1 block rounded-lg bg-brand-600 px-3 py-2 text-center font-medium text-white">
            {labels.getVpn}
          </Link>
        </li>
      </>
    );
  }

  return (
    <div className="relative hidden sm:grid">
      <div className={`col-start-1 row-start-1 flex items-center justify-end gap-2 ${signedIn ? 'invisible' : ''}`}>
        <Link href={paths.signIn} className={barLink}>
          {labels.signIn}
        </Link>
        <Link href={paths.pricing} className={barPrimary}>
          {labels.getVpn}
        </Link>
      </div>
      <div className={`col-start-1 row-start-1 flex items-center justify-end gap-2 ${signedIn ? '' : 'invisible'}`}>
        <Link href={paths.myAccount} prefetch={false} className={barLink}>
          {labels.myAccount}
        </Link>
        {signOutButton(
          'rounded-lg border border-slate-400 bg-white px-4 py-2 font-medium whitespace-nowrap text-slate-900 hover:bg-slate-50',
        )}
      </div>
      <p
        role="alert"
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-lg border border-red-200 bg-white p-3 text-sm text-red-700 shadow-lg empty:hidden"
      >
        {failure}
      </p>
    </div>
  );
}
