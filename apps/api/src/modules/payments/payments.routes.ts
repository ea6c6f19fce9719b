/**
 * Payment endpoints, HTTP only: orders (create, status, capture, cancel), the subscription,
 * provider notifications, and the sandbox checkout's buyer actions. Rules live in payments.service.ts.
 */
import { z } from '@hono/zod-openapi';
import {
  BRAND,
  ENDPOINTS,
  IdempotencyKeySchema,
  ORDER_NO_EXAMPLE,
  ORDER_NO_PATTERN,
  SANDBOX_ORDER_ID_EXAMPLE,
  SANDBOX_ORDER_ID_PATTERN,
  type Order,
  type Receipt,
  type SandboxOrder,
  type Subscription,
} from '@kestrel/domain';
import type { Context } from 'hono';
import { ProviderError } from '../../adapters/payments/provider';
import type { AppDeps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { createRequestInfo } from '../../lib/request-info';
import { enforceRateLimit } from '../../lib/rate-limit';
import { errorResponse, EXAMPLE, ok, rateLimitedResponse } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import type { AppEnv } from '../../lib/types';
import { requireSession } from '../sessions/sessions.middleware';
import { createOrderOnce } from './create-order';
import { withIdempotency } from './payments.idempotency';
import type { OrdersService } from './payments.service';
import { paymentErrors } from './payments.errors';

export const SESSION_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { paypalToken: [] }];

export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional().openapi({
    description:
      'Makes a retry safe: the same key answers the first result for 48 hours; the same key with other parameters is refused (422).',
    example: '5f0c1c7e-8d1f-4c5e-9a57-3b1c2f0e9d41',
  }),
});

export const OrderParamsSchema = z.object({
  order_no: z
    .string()
    .regex(ORDER_NO_PATTERN, 'is not an order number')
    .openapi({ param: { name: 'order_no', in: 'path' }, example: ORDER_NO_EXAMPLE }),
});

// Examples of the document (lib/response.ts EXAMPLE tells the rest of the story).
export const CREATED_ORDER: Order = {
  order_no: ORDER_NO_EXAMPLE,
  plan_id: 3,
  product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
  amount: 9999,
  currency: 'USD',
  status: 'created',
  payment_status: null,
  provider: 'paypal',
  test_mode: false,
  approve_url: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
  channel: null,
  created_at: EXAMPLE.at,
  premium_until: null,
  closed_reason: null,
};
const COMPLETED_ORDER: Order = {
  ...CREATED_ORDER,
  status: 'completed',
  payment_status: 'success',
  approve_url: null,
  premium_until: '2028-06-01T12:00:00.000Z',
};
const RECEIPT: Receipt = {
  order_no: ORDER_NO_EXAMPLE,
  product_id: CREATED_ORDER.product_id,
  gift_card: false,
  period_start: '2026-06-01T12:00:00.000Z',
  period_end: COMPLETED_ORDER.premium_until!,
  amount: 9999,
  currency: 'USD',
  paid_at: EXAMPLE.at,
  status: 'completed',
  provider: 'paypal',
  provider_reference: '3C679366HH908993F',
  buyer_email: EXAMPLE.email,
  seller: { name: BRAND.name, legal_name: BRAND.legalName, website: BRAND.siteUrl, email: BRAND.supportEmail },
  test_mode: false,
};
const SUBSCRIPTION: Subscription = {
  plan: 'premium',
  entitlement: {
    source: 'website',
    product_id: CREATED_ORDER.product_id,
    expires_at: COMPLETED_ORDER.premium_until!,
    auto_renew: false,
    test_mode: false,
  },
  history: [
    {
      order_no: ORDER_NO_EXAMPLE,
      product_id: CREATED_ORDER.product_id,
      amount: 9999,
      currency: 'USD',
      status: 'success',
      created_at: EXAMPLE.at,
      source: 'website',
      test_mode: false,
    },
  ],
};

export const orderNotFound = {
  404: errorResponse('No such order of this account', { orderNotFound: paymentErrors.orderNotFound().toBody() }),
};
export const idempotencyFailures = {
  409: errorResponse('The same Idempotency-Key is still being processed (Retry-After: 1)', {
    inProgress: paymentErrors.idempotencyKeyInProgress().toBody(),
  }),
  422: errorResponse('The Idempotency-Key was used with other parameters', { reused: paymentErrors.idempotencyKeyReused().toBody() }),
};

export function paymentsRoutes(deps: AppDeps, orders: OrdersService) {
  const authenticated = requireSession(deps);
  const info = createRequestInfo(deps.config.trustedProxies);

  const createOrder = routeOf(ENDPOINTS.createOrder, {
    tags: ['payment'],
    summary: 'Create an order for a plan and get the page where the buyer approves it',
    description:
      'The amount is the plan’s price (minor units). A second create for the same plan while an order waits for the buyer ' +
      'answers that order. Refused with the docs/product.md §8 message when the plan is already running (40011) and, from China, with ' +
      'status 451 (docs/product.md §5).',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { headers: IdempotencyHeadersSchema },
    body: { example: { plan_id: 3, payer_email: EXAMPLE.email, return_to: 'web' } },
    success: { description: 'The order, with `approve_url`', example: CREATED_ORDER },
    failures: {
      400: errorResponse('Invalid input, unavailable plan or plan already purchased', {
        planPurchased: paymentErrors.planPurchased().toBody(),
        planUnavailable: paymentErrors.planUnavailable().toBody(),
      }),
      ...idempotencyFailures,
      451: errorResponse('Not available in this region', { regionBlocked: paymentErrors.regionBlocked().toBody() }),
      502: errorResponse('The payment provider could not be reached', { network: paymentErrors.paymentNetworkError().toBody() }),
    },
  });

  const orderStatus = routeOf(ENDPOINTS.order, {
    tags: ['payment'],
    summary: 'An order, brought up to date with the provider (the waiting page polls it)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { params: OrderParamsSchema },
    success: { description: 'The order', example: CREATED_ORDER },
    failures: orderNotFound,
  });

  const captureOrder = routeOf(ENDPOINTS.captureOrder, {
    tags: ['payment'],
    summary: 'Capture an approved order and grant its time (idempotent)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { params: OrderParamsSchema, headers: IdempotencyHeadersSchema },
    success: { description: 'The completed (or, for held funds, paid) order', example: COMPLETED_ORDER },
    failures: {
      400: errorResponse('Payment Failed. / the order can no longer be paid', {
        paymentFailed: paymentErrors.paymentFailed().toBody(),
        checkoutUnavailable: paymentErrors.checkoutUnavailable().toBody(),
      }),
      409: errorResponse('The buyer has not approved the payment yet (40902), or the same Idempotency-Key is in progress', {
        paymentPending: paymentErrors.paymentPending().toBody(),
        inProgress: paymentErrors.idempotencyKeyInProgress().toBody(),
      }),
      422: idempotencyFailures[422],
      502: errorResponse('Network error, payment failed.', { network: paymentErrors.paymentNetworkError().toBody() }),
      ...orderNotFound,
    },
  });

  const cancelOrder = routeOf(ENDPOINTS.cancelOrder, {
    tags: ['payment'],
    summary: 'Cancel an order the buyer has not paid; a paid order is answered unchanged',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { params: OrderParamsSchema },
    success: { description: 'The order', example: { ...CREATED_ORDER, status: 'cancelled', approve_url: null } },
    failures: orderNotFound,
  });

  const receipt = routeOf(ENDPOINTS.receipt, {
    tags: ['payment'],
    summary: 'The receipt of one paid order of the account (the receipt page, the receipt email)',
    description:
      'Order number, plan, the premium period it bought, amount and currency, payment date, the provider’s payment id, buyer and ' +
      'seller. Only the order’s own buyer gets it; an order that took no money answers 409.',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: { params: OrderParamsSchema },
    success: { description: 'The receipt', example: RECEIPT },
    failures: {
      ...orderNotFound,
      409: errorResponse('The order has not been paid', { receiptNotPaid: paymentErrors.receiptNotPaid().toBody() }),
    },
  });

  const subscriptionMy = routeOf(ENDPOINTS.subscription, {
    tags: ['payment'],
    summary: 'The current entitlement, where it was bought, and the payment history',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    success: { description: 'The subscription', example: SUBSCRIPTION },
  });

  const notification = routeOf(ENDPOINTS.paymentNotification, {
    tags: ['payment'],
    summary: 'Provider notifications (PayPal webhooks, the sandbox’s signed events)',
    description:
      'Verified with the provider (PayPal verify-webhook-signature; the sandbox’s HMAC), recorded once by event id, then acted on.',
    request: {
      params: z.object({
        provider: z
          .string()
          .max(16)
          .openapi({ param: { name: 'provider', in: 'path' }, example: 'paypal' }),
      }),
    },
    success: { description: 'Accepted (also for a duplicate)', example: { duplicate: false } },
    failures: {
      400: errorResponse('Bad signature', { badSignature: paymentErrors.badSignature().toBody() }),
      404: errorResponse('Not this deployment’s provider', { unknownProvider: paymentErrors.unknownProvider().toBody() }),
      429: rateLimitedResponse('provider_notification'),
      503: errorResponse('The provider could not be asked about it: send it again later', {
        providerUnavailable: paymentErrors.providerUnavailable().toBody(),
      }),
    },
  });

  const router = createRouter()
    .openapi(createOrder, async (c) => {
      const body = c.req.valid('json');
      const order = await createOrderOnce(c, deps, {
        clientIp: info.clientIp(c),
        scope: 'create',
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        request: body,
        order: () => ({ planId: body.plan_id, payerEmail: body.payer_email, channel: body.channel, returnTo: body.return_to }),
      });
      return ok(c, order);
    })
    .openapi(orderStatus, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await orders.status(c.get('session').accountId, c.req.valid('param').order_no, c.get('logger'), requestLanguage(c)));
    })
    .openapi(captureOrder, async (c) => {
      const session = c.get('session');
      const orderNo = c.req.valid('param').order_no;
      const { value } = await withIdempotency(
        deps.database.db,
        {
          accountId: session.accountId,
          scope: 'capture',
          key: c.req.valid('header')['idempotency-key'],
          request: { orderNo },
          now: deps.clock.now(),
        },
        () => orders.capture(session.accountId, orderNo, c.get('logger'), requestLanguage(c)),
      );
      return ok(c, value);
    })
    .openapi(cancelOrder, async (c) => ok(c, await orders.cancel(c.get('session').accountId, c.req.valid('param').order_no)))
    .openapi(receipt, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await orders.receipt(c.get('session').accountId, c.req.valid('param').order_no));
    })
    .openapi(subscriptionMy, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await orders.subscription(c.get('session').accountId));
    })
    .openapi(notification, async (c) => {
      await enforceRateLimit(deps.rateLimiter, 'provider_notification', { ip: info.clientIp(c) });
      const rawBody = await c.req.text();
      const headers: Record<string, string | undefined> = {};
      c.req.raw.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      try {
        return ok(c, await orders.notification(c.req.valid('param').provider, { headers, rawBody }, c.get('logger')));
      } catch (error) {
        // The provider retries a notification we could not act on; tell it to.
        if (error instanceof ProviderError) throw paymentErrors.providerUnavailable();
        throw error;
      }
    });

  if (deps.payments.sandbox) registerSandboxRoutes(router, deps.payments.sandbox, orders, authenticated);
  return router;
}

/**
 * The test checkout's buyer actions. Present only when the test checkout is the provider. Unlike
 * PayPal's approval link, approving here moves no money, so only the order's own buyer (signed in)
 * may see, approve or cancel it: otherwise anyone could grant an account premium time for free.
 */
function registerSandboxRoutes(
  router: ReturnType<typeof createRouter>,
  sandbox: NonNullable<AppDeps['payments']['sandbox']>,
  orders: OrdersService,
  authenticated: ReturnType<typeof requireSession>,
) {
  const params = z.object({
    id: z
      .string()
      .regex(SANDBOX_ORDER_ID_PATTERN, 'is not a sandbox order id')
      .openapi({ param: { name: 'id', in: 'path' }, example: SANDBOX_ORDER_ID_EXAMPLE }),
  });
  type SandboxRow = NonNullable<Awaited<ReturnType<typeof sandbox.find>>>;
  const view = (row: SandboxRow, redirect: string | null): SandboxOrder => ({
    id: row.id,
    status: row.status,
    amount: row.amountMinor,
    currency: row.currency,
    description: row.description,
    payer_email: row.payerEmail,
    redirect_url: redirect,
  });
  const example: SandboxOrder = {
    id: SANDBOX_ORDER_ID_EXAMPLE,
    status: 'CREATED',
    amount: 9999,
    currency: 'USD',
    description: 'Kestrel VPN Premium: 2 years',
    payer_email: EXAMPLE.email,
    redirect_url: null,
  };
  /** What the three routes share; each adds its summary. */
  const details = (summary: string) => ({
    tags: ['sandbox checkout'],
    summary,
    middleware: [authenticated],
    security: SESSION_SECURITY,
    request: { params },
    success: { description: 'The sandbox order', example },
    failures: {
      404: errorResponse('Unknown order, or an order of another account', { orderNotFound: paymentErrors.orderNotFound().toBody() }),
      409: errorResponse('The order can no longer change', { checkoutClosed: paymentErrors.checkoutClosed().toBody() }),
    },
  });
  /** The test checkout's order, when it pays for an order of the signed-in account; 404 otherwise (ids are not probed). */
  const found = async (c: Context<AppEnv>, id: string) => {
    const row = await sandbox.find(id);
    if (!row || !(await orders.isOwnOrder(c.get('session').accountId, row.customId))) throw paymentErrors.orderNotFound();
    return row;
  };
  const changed = async (
    c: Context<AppEnv>,
    id: string,
    change: (id: string) => Promise<SandboxRow>,
    redirect: (row: SandboxRow) => string,
  ) => {
    await found(c, id);
    try {
      const row = await change(id);
      c.header('Cache-Control', 'no-store');
      return ok(c, view(row, redirect(row)));
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'not_found') throw paymentErrors.orderNotFound();
      if (error instanceof ProviderError) throw paymentErrors.checkoutClosed();
      throw error;
    }
  };
  router
    .openapi(routeOf(ENDPOINTS.sandboxOrder, details('The order as the approve page shows it')), async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, view(await found(c, c.req.valid('param').id), null));
    })
    .openapi(routeOf(ENDPOINTS.sandboxApprove, details('The buyer pressed Pay')), async (c) => {
      return changed(c, c.req.valid('param').id, sandbox.approve, (row) => row.returnUrl);
    })
    .openapi(routeOf(ENDPOINTS.sandboxCancel, details('The buyer pressed Cancel')), async (c) => {
      return changed(c, c.req.valid('param').id, sandbox.cancel, (row) => row.cancelUrl);
    });
}
