/**
 * When the website removes a stale "signed in" hint (docs/product.md §3 "Cookies and browser storage"). The
 * API sets and clears the hint with the session cookie, but two ways leave it behind: the session cookie
 * is gone while the hint stays (a browser that dropped one of them), and a session cookie the API
 * refuses (ended or expired) that the browser still sends, which My account finds and answers by
 * sending the visitor to sign in with `reason=session-ended`. The header must not offer My account
 * then, or the visitor would go round in circles. Pure, so the proxy and the tests share it; the hint
 * grants nothing, so a link that clears it can at worst hide My account until the next sign-in.
 */
import { splitSitePath } from './redirects';

/** The `reason` of the sign-in page when a refused session sent the visitor there. */
export const SESSION_ENDED_REASON = 'session-ended';

export interface HintRequest {
  /** The request carries the hint cookie. */
  hint: boolean;
  /** The request carries the session cookie. */
  session: boolean;
  pathname: string;
  searchParams: URLSearchParams;
}

/** True when the answer to this request should remove the hint. */
export function staleSessionHint({ hint, session, pathname, searchParams }: HintRequest): boolean {
  if (!hint) return false;
  if (!session) return true;
  return splitSitePath(pathname).rest.toLowerCase() === '/login' && searchParams.get('reason') === SESSION_ENDED_REASON;
}
