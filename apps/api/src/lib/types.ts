import type { HttpBindings } from '@hono/node-server';
import type { Logger } from 'pino';

/** The signed-in caller, set by the session middleware (modules/sessions). */
export interface AuthSession {
  id: number;
  accountId: number;
  appType: number;
  /** The bound device of an app session; null for browser sessions. */
  deviceId: number | null;
  /** How the token came: `Authorization: Bearer` or the paypal_token cookie. */
  via: 'bearer' | 'cookie';
  /** Account fields read with the session (at most SESSION_CACHE_TTL_MS old). */
  email: string;
  passwordSet: boolean;
  accountCreatedAt: Date;
  /** End of the account's premium time, if it ever had any. */
  premiumUntil: Date | null;
}

/**
 * Hono environment of the API. Bindings are present when served by @hono/node-server and
 * absent under `app.request()` in tests, hence Partial.
 */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** The process logger bound to this request's id. */
    logger: Logger;
    /** Set by the session middleware on authenticated routes only. */
    session: AuthSession;
    /** Set by `optionalSession` on routes anyone may call: the signed-in caller, or undefined. */
    caller: AuthSession | undefined;
    /** Set when the request came through a /ws/mm/reca/ variant whose captcha was verified. */
    captchaVariant: 'r2' | 'r3' | undefined;
  };
}
