import { z } from '@hono/zod-openapi';
import { ENDPOINTS, type PlansResponse } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { validationErrorBody } from '../../lib/errors';
import { errorResponse, type ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { requestLanguage } from '../../lib/i18n';
import { PlansCache } from './plans-cache';
import { PLANS_EXAMPLE } from './plans.example';
import { describeFrom, plansState } from './plans.service';

const PlansHeadersSchema = z.object({
  // Hono lower-cases header names before validation.
  'x-from': z
    .string()
    .optional()
    .openapi({ description: "The calling surface, e.g. 'web' or 'ios'. Unknown values are accepted and logged.", example: 'web' }),
});

/** The answer to a malformed channel, as the validation hook words it. */
const invalidChannel = ENDPOINTS.plans.query.safeParse({ channel: 'no spaces' });

const listPlans = routeOf(ENDPOINTS.plans, {
  tags: ['payment'],
  summary: 'Purchasable plans, in display order',
  description:
    'Each entry carries the total price of its interval and the per-month price (`price_unit`) in minor units, ' +
    'with interval and discount derived from the product id; `spec_plans` holds the plans of the requested channel, ' +
    '`activity_info_map` the campaigns (with their window and money-back days), `texts` the banner texts in the ' +
    'language of `lang` or Accept-Language.',
  request: { headers: PlansHeadersSchema },
  success: {
    description: 'The active plans',
    component: 'Plans',
    example: PLANS_EXAMPLE,
  },
  failures: {
    400: errorResponse(
      'Invalid channel',
      invalidChannel.error ? { invalidChannel: validationErrorBody(invalidChannel.error, 'query') } : {},
    ),
  },
});

export function plansRoutes(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const cache = new PlansCache(deps.clock);
  return createRouter().openapi(listPlans, async (c) => {
    const { channel } = c.req.valid('query');
    const logger = c.get('logger');
    logger.debug({ ...describeFrom(c.req.valid('header')['x-from']), channel: channel ?? null }, 'plans requested');
    const language = requestLanguage(c);
    const body = await cache.get(`${language}|${channel ?? ''}`, async () => {
      const { state, validUntil } = await plansState(deps.database.db, logger, {
        channel,
        language,
        now: deps.clock.now(),
        testMode: deps.config.payments.testMode,
      });
      return { body: JSON.stringify({ code: 200, message: 'success', data: state }), validUntil };
    });
    // The serialized envelope of ok(), kept ready.
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' }) as unknown as ReturnType<typeof ok<PlansResponse>>;
  });
}
