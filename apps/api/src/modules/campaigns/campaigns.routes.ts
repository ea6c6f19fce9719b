import { ENDPOINTS, type RunningCampaignResponse } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { validationErrorBody } from '../../lib/errors';
import { errorResponse, ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { PLANS_EXAMPLE } from '../plans/plans.example';
import { runningCampaignState } from './campaigns.service';

/** The answer to a malformed product id, as the validation hook words it. */
const invalidProductId = ENDPOINTS.runningCampaign.query.safeParse({ product_id: 'v2.kestrel.vpn.premium.web.24x' });

export const RUNNING_CAMPAIGN_EXAMPLE = {
  // The seeded campaign of the plans example, while it runs.
  campaign: { ...PLANS_EXAMPLE.activity_info_map['promo-24m-65']!, active: true },
  next_change_at: '2024-04-07T03:00:00.000Z',
} satisfies RunningCampaignResponse;

const getRunningCampaign = routeOf(ENDPOINTS.runningCampaign, {
  tags: ['payment'],
  summary: 'The campaign running now',
  description:
    'The campaign whose window holds the server’s clock (start inclusive, end exclusive) and whose plan is on sale; ' +
    'when windows overlap, the one that started last. `campaign` is null when none runs: the standing prices apply. ' +
    '`next_change_at` is the next instant a window opens or closes (null when none is ahead), so a cache can keep ' +
    'the answer until then. With `product_id`, only campaigns of that plan count.',
  success: {
    description: 'The running campaign, or `{ "campaign": null, "next_change_at": null }` when none runs and none is ahead',
    component: 'RunningCampaign',
    example: RUNNING_CAMPAIGN_EXAMPLE,
  },
  failures: {
    400: errorResponse(
      'Invalid product id',
      invalidProductId.error ? { invalidProductId: validationErrorBody(invalidProductId.error, 'query') } : {},
    ),
  },
});

export function campaignsRoutes(deps: Pick<AppDeps, 'database' | 'clock'>) {
  return createRouter().openapi(getRunningCampaign, async (c) => {
    const { product_id: productId } = c.req.valid('query');
    return ok(c, await runningCampaignState(deps.database.db, { now: deps.clock.now(), productId }));
  });
}
