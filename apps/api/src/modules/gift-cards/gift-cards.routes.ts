/**
 * Gift card endpoints, HTTP only (docs/product.md §3 "Gift cards"): the products, buying one
 * (an order, paid like a plan's), its code once, the buyer's cards, and redeeming a code. Rules
 * live in gift-cards.service.ts.
 */
import { ENDPOINTS, GIFT_CODE_EXAMPLE, TEXT_MESSAGE_KEYS } from '@kestrel/domain';
import { ApiError } from '../../lib/errors';
import type { AppDeps } from '../../deps';
import { enforceRateLimit, giftRedeemFailures, tooManyAttempts } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { errorResponse, EXAMPLE, ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { paymentErrors } from '../payments/payments.errors';
import { createOrderOnce } from '../payments/create-order';
import {
  CREATED_ORDER,
  IdempotencyHeadersSchema,
  idempotencyFailures,
  OrderParamsSchema,
  SESSION_SECURITY,
} from '../payments/payments.routes';
import { requireSession } from '../sessions/sessions.middleware';
import { giftErrors } from './gift-cards.service';

const GIFT_PRODUCT = 'v2.kestrel.vpn.gift.web.12m';
const INVALID_QUERY = ApiError.localized(400, TEXT_MESSAGE_KEYS.invalidCharacters, { values: { field: 'query' } }).toBody();

export function giftCardRoutes(deps: AppDeps) {
  const authenticated = requireSession(deps);
  const info = createRequestInfo(deps.config.trustedProxies);
  const { gifts } = deps;
  const failures = giftRedeemFailures(deps.rateLimiter);

  const giftPlans = routeOf(ENDPOINTS.giftPlans, {
    tags: ['gift cards'],
    summary: 'The gift cards on sale: the Premium time each adds, and its price',
    success: { description: 'The gift products', example: { plans: [{ id: 9, product_id: GIFT_PRODUCT, price: 7188, currency: 'USD' }] } },
    // Like every request, one whose query holds control characters is refused (lib/input-guard.ts).
    failures: { 400: errorResponse('A query with characters no request may carry', { invalidCharacters: INVALID_QUERY }) },
  });

  const createGiftOrder = routeOf(ENDPOINTS.createGiftOrder, {
    tags: ['gift cards'],
    summary: 'Buy a gift card: an order paid like a plan’s, for oneself or for a recipient on a chosen day',
    description:
      'Without `recipient_email` the card is the buyer’s own and its code is mailed to them when the order is paid. With it, the ' +
      'recipient gets the code, the sender’s name and message in `recipient_language`, on `deliver_on` (UTC day, today to a year ahead).',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { headers: IdempotencyHeadersSchema },
    body: {
      example: {
        plan_id: 9,
        recipient_email: 'friend@example.com',
        sender_name: 'Sam',
        message: 'Happy birthday!',
        recipient_language: 'de',
        deliver_on: '2026-12-24',
      },
    },
    success: { description: 'The order, with `approve_url`', example: { ...CREATED_ORDER, product_id: GIFT_PRODUCT } },
    failures: {
      400: errorResponse('Invalid input, not a gift product, or a delivery day out of range', {
        planUnavailable: paymentErrors.planUnavailable().toBody(),
        deliveryDate: giftErrors.deliveryDate().toBody(),
      }),
      ...idempotencyFailures,
      429: errorResponse('More than 10 gift orders in an hour from this account (20 from this address)', {
        tooMany: tooManyAttempts(3600).toBody(),
      }),
      451: errorResponse('Not available in this region', { regionBlocked: paymentErrors.regionBlocked().toBody() }),
      502: errorResponse('The payment provider could not be reached', { network: paymentErrors.paymentNetworkError().toBody() }),
    },
  });

  const giftCode = routeOf(ENDPOINTS.giftCode, {
    tags: ['gift cards'],
    summary: 'The code of a paid gift card, once, to its buyer (the page after paying)',
    description: 'Answered once, within 24 hours of payment; afterwards 410: the code is in the email.',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { params: OrderParamsSchema },
    success: { description: 'The code', example: { code: GIFT_CODE_EXAMPLE, product_id: GIFT_PRODUCT } },
    failures: { 410: errorResponse('Already shown, not paid yet, or not this account’s card', { shown: giftErrors.shown().toBody() }) },
  });

  const giftCards = routeOf(ENDPOINTS.giftCards, {
    tags: ['gift cards'],
    summary: 'The gift cards the account bought, and their state (unpaid, unsent, sent, redeemed, void)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    success: {
      description: 'The cards, newest first',
      example: {
        cards: [
          {
            order_no: CREATED_ORDER.order_no,
            product_id: GIFT_PRODUCT,
            state: 'unsent',
            recipient_email: 'friend@example.com',
            deliver_on: '2026-12-24',
            code_end: 'HT4G',
            created_at: EXAMPLE.at,
            redeemed_at: null,
            test_mode: false,
          },
        ],
      },
    },
  });

  const redeemGift = routeOf(ENDPOINTS.redeemGift, {
    tags: ['gift cards'],
    summary: 'Redeem a gift card code: its time is added to the account’s Premium',
    description:
      'A code redeems once, however many try at the same time. A mistyped code (its check character is wrong) is refused before it ' +
      'is looked up; 10 unknown or used codes per account and 30 per address in an hour, then 429.',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    body: { example: { code: GIFT_CODE_EXAMPLE } },
    success: {
      description: 'What was added and the new Premium end',
      example: { product_id: GIFT_PRODUCT, expires_at: '2027-12-24T09:00:00.000Z' },
    },
    failures: {
      400: errorResponse('Not a gift card code (characters, length, a typo)', {
        mistyped: giftErrors.check().toBody(),
        characters: giftErrors.characters().toBody(),
        length: giftErrors.length().toBody(),
      }),
      404: errorResponse('No card has this code', { unknown: giftErrors.unknown().toBody() }),
      409: errorResponse('Already redeemed, or its purchase was refunded', {
        used: giftErrors.used().toBody(),
        void: giftErrors.void().toBody(),
      }),
      429: errorResponse('Too many wrong codes', { tooMany: tooManyAttempts(3600).toBody() }),
    },
  });

  return createRouter()
    .openapi(giftPlans, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, { plans: await gifts.plans() });
    })
    .openapi(createGiftOrder, async (c) => {
      const body = c.req.valid('json');
      const session = c.get('session');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'gift_order', { ip, email: `account:${session.accountId}` });
      const order = await createOrderOnce(c, deps, {
        clientIp: ip,
        scope: 'gift_create',
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        request: body,
        order: (language) => ({
          planId: body.plan_id,
          payerEmail: body.payer_email,
          channel: undefined,
          returnTo: body.return_to,
          gift: {
            recipientEmail: body.recipient_email,
            senderName: body.sender_name,
            message: body.message,
            language: body.recipient_language ?? language,
            deliverOn: body.deliver_on,
          },
        }),
      });
      return ok(c, order);
    })
    .openapi(giftCode, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await gifts.takeCode(c.get('session').accountId, c.req.valid('param').order_no));
    })
    .openapi(giftCards, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, { cards: await gifts.list(c.get('session').accountId) });
    })
    .openapi(redeemGift, async (c) => {
      const { accountId } = c.get('session');
      const ip = info.clientIp(c);
      await failures.assertAllowed(accountId, ip);
      const redeemed = await gifts.redeem(accountId, c.req.valid('json').code, c.get('logger'), () => failures.failed(accountId, ip));
      return ok(c, redeemed);
    });
}
