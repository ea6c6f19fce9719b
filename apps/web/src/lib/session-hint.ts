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

/** True when the hint cookie's value says signed in. */
const isHintValue = (value: string | undefined) => value?.trim() === SESSION_HINT_VALUE;

/** True when a `Cookie`-style list (`a=1; b=2`) holds the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name, ...value] = pair.split('=');
    return name?.trim() === SESSION_HINT_COOKIE && isHintValue(value.join('='));
  });
}

/**
 * The hint as last read, and whether it may have changed since. Reading `document.cookie` is a
 * synchronous round trip to the browser's cookie store (1–14 ms for a page's first read here),
 * so the header never does it while the page hydrates: it shows what is known (the server's "signed
 * out" at first) and reads the hint in the background (refreshSessionHint), with the Cookie Store
 * API where the browser has it and in a task of its own otherwise (docs/decisions/023).
 */
let lastRead: boolean | undefined;
let stale = true;

/** Whether this browser says it is signed in, read now; false where cookies cannot be read. */
export function readSessionHint(): boolean {
  if (stale || lastRead === undefined) {
    try {
      lastRead = hasSessionHint(document.cookie);
    } catch {
      lastRead = false;
    }
    stale = false;
  }
  return lastRead;
}

/** The hint as known without asking the cookie store: signed out until the first read answers. */
export function knownSessionHint(): boolean {
  return lastRead ?? false;
}

interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null | undefined>;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

const cookieStoreOf = () => (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;

/** Reads the hint again without blocking the page, then calls `done`. */
function refreshSessionHint(done: () => void): void {
  stale = true;
  const readInATaskOfItsOwn = () =>
    setTimeout(() => {
      readSessionHint();
      done();
    }, 0);
  const store = cookieStoreOf();
  if (!store) {
    readInATaskOfItsOwn();
    return;
  }
  store.get(SESSION_HINT_COOKIE).then((cookie) => {
    lastRead = isHintValue(cookie?.value);
    stale = false;
    done();
  }, readInATaskOfItsOwn);
}

/** Removes the hint (sign-out, a refused token) and tells this tab's listeners. */
export function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  sessionHintChanged();
}

/** Tells this tab's listeners that the hint may have changed (a response may have set or cleared it). */
export function sessionHintChanged(): void {
  stale = true;
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * Calls `onChange` whenever the hint may have changed, once it has been read again: at first, when this
 * tab changed it, another tab signed in or out (the session-sync event of docs/product.md §4), a cookie
 * changed (where the browser reports it), or the visitor comes back to this tab or page. For
 * useSyncExternalStore with knownSessionHint.
 */
export function subscribeSessionHint(listener: () => void): () => void {
  const onChange = () => refreshSessionHint(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === EVENT_KEY) onChange();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  const cookieStore = cookieStoreOf();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onChange);
  document.addEventListener('visibilitychange', onVisible);
  cookieStore?.addEventListener('change', onChange);
  onChange();
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onChange);
    document.removeEventListener('visibilitychange', onVisible);
    cookieStore?.removeEventListener('change', onChange);
  };
}
