/**
 * Authentication of account routes: the token comes from `Authorization: Bearer` or, failing
 * that, the paypal_token cookie. A cookie-authenticated change (any method but GET/HEAD) must
 * carry X-App-Type (a custom header a cross-site form cannot send) and, when the browser sends
 * an Origin, an allowed one (SITE_URL's, ALLOWED_ORIGINS, or the API's own); otherwise 403.
 */
import { ACCOUNT_MESSAGE_KEYS, parseAppTypeHeader, SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@kestrel/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import type { AppEnv, AuthSession } from '../../lib/types';
import { authenticate, CLEAR_SESSION_COOKIES, sessionLifetime } from './sessions.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readToken(c: Context<AppEnv>): { token: string; via: AuthSession['via'] } | undefined {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) {
    const match = /^Bearer +(\S*) *$/i.exec(authorization);
    return { token: match?.[1] ?? '', via: 'bearer' };
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie) return { token: cookie, via: 'cookie' };
  return undefined;
}

/** Origins allowed to make cookie-authenticated changes. */
export function allowedOrigins(config: AppDeps['config']): Set<string> {
  return new Set([new URL(config.siteUrl).origin, ...config.allowedOrigins]);
}

/** No token at all: 401. */
export function signInRequired(): ApiError {
  return ApiError.localized(401, ACCOUNT_MESSAGE_KEYS.signInRequired);
}

/** The 403s of a cookie-authenticated change: no X-App-Type, or an Origin of another site. */
export const cookieChangeRefused = {
  appTypeMissing: () => new ApiError(403, 'Forbidden: a cookie-authenticated change needs the X-App-Type header'),
  crossSite: () => new ApiError(403, 'Forbidden: cross-site request'),
};

/** Throws 403 unless a cookie-authenticated change carries X-App-Type and an allowed Origin. */
export function checkCookieChange(c: Context<AppEnv>, allowed: Set<string>): void {
  if (parseAppTypeHeader(c.req.header('x-app-type')) === undefined) throw cookieChangeRefused.appTypeMissing();
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  let normalized: string | undefined;
  try {
    normalized = new URL(origin).origin;
  } catch {
    normalized = undefined;
  }
  if (normalized === undefined || normalized === 'null' || (!allowed.has(normalized) && normalized !== new URL(c.req.url).origin)) {
    throw cookieChangeRefused.crossSite();
  }
}

type SessionDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'sessionCache'>;

/**
 * The session of the request's token, checked (a cookie-authenticated change must also pass the
 * cookie rules); undefined when the request carries no token.
 */
function sessionOf(deps: SessionDeps) {
  const lifetime = sessionLifetime(deps.config);
  const allowed = allowedOrigins(deps.config);
  return async (c: Context<AppEnv>): Promise<AuthSession | undefined> => {
    const found = readToken(c);
    if (!found) return undefined;
    if (found.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) checkCookieChange(c, allowed);
    return authenticate(deps.database.db, deps.clock, lifetime, deps.sessionCache, found.token, found.via);
  };
}

/** Requires a valid session; sets `c.var.session`. */
export function requireSession(deps: SessionDeps): MiddlewareHandler<AppEnv> {
  const read = sessionOf(deps);
  return async (c, next) => {
    const session = await read(c);
    if (!session) throw signInRequired();
    c.set('session', session);
    await next();
  };
}

/**
 * For forms anyone may send that attach the sender's account when signed in (a refund request):
 * sets `c.var.caller`, undefined without a token. A token that is sent must be valid, as anywhere
 * (a stale one answers 50008/50012/50014 and clears the cookie, so the next try is anonymous).
 */
export function optionalSession(deps: SessionDeps): MiddlewareHandler<AppEnv> {
  const read = sessionOf(deps);
  return async (c, next) => {
    c.set('caller', await read(c));
    await next();
  };
}

/**
 * Sets the session cookie (docs/product.md §3 paypal_token): httpOnly, SameSite=Lax, Secure over https; and
 * beside it, for as long, the "signed in" hint that static pages read to choose their header. The hint is
 * readable by scripts and holds no secret: it grants nothing, the token alone is checked.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string, maxAgeSeconds: number, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge: maxAgeSeconds });
  setCookie(c, SESSION_HINT_COOKIE, SESSION_HINT_VALUE, { sameSite: 'Lax', path: '/', secure, maxAge: maxAgeSeconds });
}

/** Removes the session cookie and its hint. */
export function clearSessionCookie(c: Context<AppEnv>): void {
  for (const cookie of CLEAR_SESSION_COOKIES) c.header('Set-Cookie', cookie, { append: true });
}
