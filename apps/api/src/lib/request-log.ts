import type { Logger } from 'pino';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * Puts a request-bound child logger in the context and writes one line per request:
 * method, path (without the query string), status, duration in ms and request id.
 * Headers are never logged (Authorization and cookies stay out of the log).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.get('requestId');
    const child = logger.child({ requestId });
    c.set('logger', child);
    await next();
    const status = c.res.status;
    // A /ws/mm/reca/ variant is routed under its /api/mms/ path; log the path the client used.
    const variant = c.get('captchaVariant');
    const line = {
      method: c.req.method,
      path: variant ? new URL(c.req.url).pathname : c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) child.error(line, 'request');
    else if (status >= 400) child.warn(line, 'request');
    else child.info(line, 'request');
  };
}
