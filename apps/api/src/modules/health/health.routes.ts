import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { createRouter } from '../../lib/router';
import { checkReadiness } from './health.service';

const LiveSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  reason: z.enum(['shutting_down', 'database_unavailable']).optional(),
});

const liveness = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['health'],
  summary: 'Liveness: the process answers (does not touch the database)',
  responses: { 200: { description: 'Alive', content: { 'application/json': { schema: LiveSchema } } } },
});

const readiness = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['health'],
  summary: 'Readiness: the database answers and the process is not shutting down',
  responses: {
    200: { description: 'Ready to serve', content: { 'application/json': { schema: ReadySchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: ReadySchema } } },
  },
});

export function healthRoutes(deps: Pick<AppDeps, 'database' | 'lifecycle'>) {
  return createRouter()
    .openapi(liveness, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readiness, async (c) => {
      c.header('Cache-Control', 'no-store');
      const result = await checkReadiness(deps.database, deps.lifecycle);
      if (result.ready) return c.json({ status: 'ok' as const }, 200);
      return c.json({ status: 'unavailable' as const, reason: result.reason }, 503);
    });
}
