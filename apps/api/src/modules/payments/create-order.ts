/**
 * Creating an order from a request, for a plan (payments.routes.ts) or a gift card
 * (gift-cards.routes.ts): refused from a region we do not sell in (docs/product.md §5), in the
 * request's language with its attribution (§3 "Attribution"), and made once per Idempotency-Key.
 */
import type { LanguageCode, Order } from '@kestrel/domain';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { requestAttribution } from '../../lib/attribution';
import { requestLanguage } from '../../lib/i18n';
import type { AppEnv } from '../../lib/types';
import { locate } from '../geo/geo.service';
import { withIdempotency } from './payments.idempotency';
import type { CreateOrderInput } from './payments.service';

/** What the route itself says about the order; the request supplies the rest. */
export type OrderRequest = Omit<CreateOrderInput, 'language' | 'countryCode' | 'attribution'>;

export async function createOrderOnce(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database' | 'clock' | 'geo' | 'orders'>,
  call: {
    clientIp: string | undefined;
    /** One key may serve each scope once: a plan's order and a gift card's are separate. */
    scope: 'create' | 'gift_create';
    idempotencyKey: string | undefined;
    /** The request's body: a replay with the same key must send the same. */
    request: unknown;
    order: (language: LanguageCode) => OrderRequest;
  },
): Promise<Order> {
  const session = c.get('session');
  const geo = locate(call.clientIp, deps.geo);
  deps.orders.assertRegionAllowed(geo.country);
  const language = requestLanguage(c);
  const now = deps.clock.now();
  const { value } = await withIdempotency(
    deps.database.db,
    { accountId: session.accountId, scope: call.scope, key: call.idempotencyKey, request: call.request, now },
    () =>
      deps.orders.create(
        session.accountId,
        {
          ...call.order(language),
          language,
          countryCode: geo.country_code || undefined,
          attribution: requestAttribution(c, now),
        },
        c.get('logger'),
      ),
  );
  c.header('Cache-Control', 'no-store');
  return value;
}
