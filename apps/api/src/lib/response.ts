import { ApiFailureSchema, envelopeSchema } from '@kestrel/domain';
import type { Context } from 'hono';
import type { z } from 'zod';

/** The success envelope of every API answer (DESIGN.md "API conventions"). */
export function ok<T>(c: Context, data: T) {
  return c.json({ code: 200 as const, message: 'success' as const, data }, 200);
}

/** OpenAPI response entry for a JSON error answer `{ code, message }`. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ApiFailureSchema } } };
}

/** OpenAPI response entry for a JSON success envelope around `data`. */
export function envelopeResponse<T extends z.ZodType>(description: string, data: T) {
  return { description, content: { 'application/json': { schema: envelopeSchema(data) } } };
}
