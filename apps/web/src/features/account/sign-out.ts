/**
 * The one sign-out flow (docs/product.md §4 "Session"): ends the session on the API (whose answer clears
 * the session cookie and its "signed in" hint), tells the other tabs, then goes to the sign-in page.
 * Used by My account's button and, loaded when pressed, by the header's (components/layout).
 */
import { ENDPOINTS } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { clearToken } from '@/lib/session';
import { announceSession } from './session-events';

/**
 * Signs out and leaves for `signInPath`; false when the API could not be reached or refused, so the
 * session is still there. `quiet` leaves the error message to the caller (a page without the toast host).
 */
export async function signOut(signInPath: string, { quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
  try {
    await api.call(ENDPOINTS.logout, { quiet });
  } catch {
    return false;
  }
  clearToken();
  announceSession('logout');
  window.location.assign(signInPath);
  return true;
}
