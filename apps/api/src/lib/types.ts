import type { HttpBindings } from '@hono/node-server';
import type { Logger } from 'pino';

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
  };
}
