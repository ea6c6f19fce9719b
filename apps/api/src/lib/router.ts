import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from './errors';
import type { AppEnv } from './types';

/**
 * Every module's router: an OpenAPIHono whose failed request validation answers the 400
 * envelope. (The hook is per instance, so sub-routers must be made here, not with `new`.)
 * `getPath` (root router only) decides the path a request is routed by.
 */
export function createRouter(options: { getPath?: (request: Request) => string } = {}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook, ...options });
}
