/**
 * The "signed in" hint as the browser sees it (docs/product.md §3 "Cookies and browser storage"): the API
 * sets `signed_in=1` beside the httpOnly session cookie and clears it with it, so a static page can
 * choose its header without asking anyone. It only changes what is shown: the API still decides by
 * the token, and a stale hint is cleared on the way to sign-in (src/site/session-hint.ts).
 */
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@kestrel/domain/constants';
import { EVENT_KEY } from '@/features/account/session-keys';

/** Fired on `window` when this tab changes the hint itself. */
const CHANGED = 'kestrel:session-hint';

/** True when a `Cookie`-style list (`a=1; b=2`) holds the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name, ...value] = pair.split('=');
    return name?.trim() === SESSION_HINT_COOKIE && value.join('=').trim() === SESSION_HINT_VALUE;
  });
}

/**
 * The hint as last read. Reading `document.cookie` is a synchronous round trip to the browser's
 * cookie store, and React reads the snapshot several times while a page hydrates (two header
 * instances, each render and subscribe): it is read once, and again after each change below.
 */
let lastRead: boolean | undefined;

/** Whether this browser says it is signed in; false where cookies cannot be read. */
export function readSessionHint(): boolean {
  if (lastRead === undefined) {
    try {
      lastRead = hasSessionHint(document.cookie);
    } catch {
      lastRead = false;
    }
  }
  return lastRead;
}

/** Removes the hint (sign-out, a refused token) and tells this tab's listeners. */
export function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  sessionHintChanged();
}

/** Tells this tab's listeners that the hint may have changed (a response may have set or cleared it). */
export function sessionHintChanged(): void {
  lastRead = undefined;
  window.dispatchEvent(new Event(CHANGED));
}

/** The cookie change events of browsers that have the Cookie Store API (Chromium), which also see Set-Cookie. */
interface CookieChangeSource {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/**
 * Calls `onChange` whenever the hint may have changed: this tab changed it, another tab signed in or out
 * (the session-sync event of docs/product.md §4), a cookie changed (where the browser reports it), or the
 * visitor comes back to this tab or page. For useSyncExternalStore, which reads the hint again each time.
 */
export function subscribeSessionHint(listener: () => void): () => void {
  const onChange = () => {
    lastRead = undefined;
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === EVENT_KEY) onChange();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  const cookieStore = (window as unknown as { cookieStore?: CookieChangeSource }).cookieStore;
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onChange);
  document.addEventListener('visibilitychange', onVisible);
  cookieStore?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onChange);
    document.removeEventListener('visibilitychange', onVisible);
    cookieStore?.removeEventListener('change', onChange);
  };
}
