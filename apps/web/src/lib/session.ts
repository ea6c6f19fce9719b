/**
 * The browser's view of the session (docs/product.md §3 user state: token). The API sets
 * the paypal_token cookie httpOnly, so scripts never read it; a token handed to
 * the page (after sign-in) is kept in memory and sent as a bearer header.
 */
import { SESSION_COOKIE } from '@kestrel/domain/constants';
import { clearSessionHint } from './session-hint';

let token: string | undefined;

export function getToken(): string | undefined {
  return token;
}

export function setToken(value: string | undefined): void {
  token = value;
}

export function clearToken(): void {
  token = undefined;
  // A non-httpOnly copy (older clients) must not outlive the sign-out either, nor the "signed in" hint.
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  clearSessionHint();
}
