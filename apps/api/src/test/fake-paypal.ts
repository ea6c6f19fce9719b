/**
 * A local stand-in for PayPal's REST API (OAuth2 token, Orders v2, webhook signature verification)
 * on a real node:http server, so the PayPal adapter is tested over real HTTP: PayPal's JSON and
 * error shapes, PayPal-Request-Id idempotency, and faults (5xx, slow answers, expired tokens)
 * switched on by the test. Orders live in memory; nothing here is secret.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingNotification } from '../adapters/payments/provider';

export interface FakePayPalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** The status of new captures: PENDING simulates held funds (eCheck, review), DECLINED a refused card. */
  captureStatus?: FakeCaptureStatus;
  /** expires_in of issued tokens, default 32 400 s as PayPal's. */
  tokenTtlSeconds?: number;
}

export type FakeCaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface FakeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** Lower-case names, e.g. headers['paypal-request-id']. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON, or the raw text when the body is not JSON (the token request's form). */
  body: unknown;
}

type Json = Record<string, unknown>;

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: Json;
  payerEmail: string | undefined;
  declineNext: boolean;
  /** Captures actually performed (replays of a PayPal-Request-Id excluded). */
  captures: number;
  capture: Json | undefined;
  createTime: string;
}

export interface FakePayPal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Every request received, in order, token requests included. */
  requests: FakeRequest[];
  /** What verify-webhook-signature answers for a correctly signed event; FAILURE refuses all. */
  webhookResult: 'SUCCESS' | 'FAILURE';
  captureStatus: FakeCaptureStatus;
  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /** The next capture of this order is refused with 422 INSTRUMENT_DECLINED. */
  decline(orderId: string): void;
  /** The next n requests (all but the token endpoint unless `pathPrefix` says otherwise) answer `status`. */
  failNext(n: number, status: number, pathPrefix?: string): void;
  /** The next n requests (same selection) are handled at once but answered only after `ms`: a lost answer. */
  delayNext(n: number, ms: number, pathPrefix?: string): void;
  /** Every token issued so far becomes invalid (401 invalid_token). */
  expireTokens(): void;
  /** How many captures were really performed for the order. */
  captureCount(orderId: string): number;
  /** The order as PayPal would return it (GET), undefined when unknown. */
  order(orderId: string): Json | undefined;
  /** The capture resource as in PAYMENT.CAPTURE.* webhooks (with supplementary_data.related_ids.order_id). */
  captureResource(orderId: string): Json | undefined;
  /** Builds a webhook delivery signed so that this server's verify endpoint accepts it. */
  signedEvent(eventType: string, resource: Json, options?: { id?: string; webhookId?: string }): IncomingNotification;
  close(): Promise<void>;
}

const TOKEN_PATH = '/v1/oauth2/token';
const ORDERS_PATH = '/v2/checkout/orders';
const VERIFY_PATH = '/v1/notifications/verify-webhook-signature';
/** Signs fake webhook deliveries (PayPal signs with its private key; an HMAC does for a fake). */
const SIGNING_KEY = 'fake-paypal-webhook-signing-key';

interface Reply {
  status: number;
  body: unknown;
}

interface Fault {
  remaining: number;
  value: number;
  applies: (path: string) => boolean;
}

function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

/** PayPal's error body: { name, message, debug_id, details: [{ issue, description }] }. */
function paypalError(
  status: number,
  name: string,
  message: string,
  details: Array<{ issue: string; description: string; field?: string }> = [],
) {
  return { status, body: { name, message, debug_id: debugId(), details, links: [] } };
}

const STATUS_NAMES: Record<number, string> = {
  429: 'RATE_LIMIT_REACHED',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** PayPal's currencies; HUF, JPY and TWD take no decimals there. */
const CURRENCY_DIGITS: Record<string, number> = Object.fromEntries([
  ...[
    'AUD',
    'BRL',
    'CAD',
    'CNY',
    'CZK',
    'DKK',
    'EUR',
    'HKD',
    'ILS',
    'MYR',
    'MXN',
    'NZD',
    'NOK',
    'PHP',
    'PLN',
    'GBP',
    'SGD',
    'SEK',
    'CHF',
    'THB',
    'USD',
  ].map((code) => [code, 2] as const),
  ...['HUF', 'JPY', 'TWD'].map((code) => [code, 0] as const),
]);

function signature(transmissionId: string, time: string, webhookId: string, event: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(event)).digest('hex');
  return createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest('base64');
}

function newId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const tokenTtl = options.tokenTtlSeconds ?? 32_400;

  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  /** PayPal-Request-Id → the order it created. */
  const createdBy = new Map<string, string>();
  /** `${orderId} ${PayPal-Request-Id}` → the successful capture answer, replayed as is. */
  const capturedBy = new Map<string, Reply>();
  const failures: Fault[] = [];
  const delays: Fault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  function selector(pathPrefix: string | undefined): (path: string) => boolean {
    return pathPrefix === undefined ? (path) => path !== TOKEN_PATH : (path) => path.startsWith(pathPrefix);
  }

  function take(faults: Fault[], path: string): number | undefined {
    const fault = faults.find((f) => f.remaining > 0 && f.applies(path));
    if (!fault) return undefined;
    fault.remaining--;
    return fault.value;
  }

  function view(order: FakeOrder): Json {
    const self = `${baseUrl}${ORDERS_PATH}/${order.id}`;
    const links: Json[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED')
      links.push({ href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    if (order.status === 'CREATED') links.push({ href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' });
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    const unit: Json = { ...order.unit, payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT01' } };
    if (order.capture) unit.payments = { captures: [order.capture] };
    const paypal: Json = {};
    if (order.payerEmail) paypal.email_address = order.payerEmail;
    if (order.status === 'APPROVED' || order.status === 'COMPLETED') paypal.account_id = 'FAKEPAYER0001';
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: { paypal },
      purchase_units: [unit],
      create_time: order.createTime,
      links,
    };
  }

  function createOrder(req: FakeRequest): Reply {
    const requestId = req.headers['paypal-request-id'];
    const known = requestId === undefined ? undefined : createdBy.get(requestId);
    const existing = known === undefined ? undefined : orders.get(known);
    if (existing) return { status: 200, body: view(existing) };
    const body = req.body as Json | undefined;
    const unit = Array.isArray(body?.purchase_units) ? (body.purchase_units[0] as Json | undefined) : undefined;
    const amount = unit?.amount as Json | undefined;
    if (body?.intent !== 'CAPTURE' || !amount || typeof amount.currency_code !== 'string' || typeof amount.value !== 'string') {
      return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [
        { issue: 'MISSING_REQUIRED_PARAMETER', description: 'intent, purchase_units[0].amount.currency_code and value are required.' },
      ]);
    }
    const digits = CURRENCY_DIGITS[amount.currency_code];
    const match = /^\d+(?:\.(\d+))?$/.exec(amount.value);
    if (digits === undefined) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed.', [
        { issue: 'CURRENCY_NOT_SUPPORTED', description: 'Currency code is not currently supported.' },
      ]);
    }
    if (!match || (match[1] ?? '').length > digits || (digits === 0 && match[1] !== undefined)) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed.', [
        { issue: digits === 0 ? 'DECIMALS_NOT_SUPPORTED' : 'DECIMAL_PRECISION', description: `Invalid value ${amount.value}.` },
      ]);
    }
    const paypal = (body.payment_source as Json | undefined)?.paypal as Json | undefined;
    const order: FakeOrder = {
      id: newId(17),
      // With payment_source.paypal PayPal answers PAYER_ACTION_REQUIRED and a payer-action link.
      status: paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit: { ...unit, reference_id: unit?.reference_id ?? 'default' },
      payerEmail: typeof paypal?.email_address === 'string' ? paypal.email_address : undefined,
      declineNext: false,
      captures: 0,
      capture: undefined,
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    if (requestId !== undefined) createdBy.set(requestId, order.id);
    return { status: 201, body: view(order) };
  }

  function notFound(): Reply {
    return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
      { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' },
    ]);
  }

  function unprocessable(issue: string, description: string): Reply {
    return paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
      [{ issue, description }],
    );
  }

  function capture(orderId: string, req: FakeRequest): Reply {
    const order = orders.get(orderId);
    if (!order) return notFound();
    const requestId = req.headers['paypal-request-id'];
    const replayKey = requestId === undefined ? undefined : `${orderId} ${requestId}`;
    const replay = replayKey === undefined ? undefined : capturedBy.get(replayKey);
    if (replay) return { status: 200, body: replay.body };
    if (order.status === 'COMPLETED') {
      return unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.");
    }
    if (order.status !== 'APPROVED') {
      return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    if (order.declineNext) {
      order.declineNext = false;
      return unprocessable(
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    const now = new Date().toISOString();
    const id = newId(17);
    order.captures++;
    order.capture = {
      id,
      status: fake.captureStatus,
      ...(fake.captureStatus === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: order.unit.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      custom_id: order.unit.custom_id,
      invoice_id: order.unit.invoice_id,
      links: [{ href: `${baseUrl}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' }],
      create_time: now,
      update_time: now,
    };
    order.status = 'COMPLETED';
    const reply = { status: 201, body: view(order) };
    if (replayKey !== undefined) capturedBy.set(replayKey, reply);
    return reply;
  }

  function verify(req: FakeRequest): Reply {
    const body = req.body as Json | undefined;
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
    const missing = fields.filter((field) => typeof body?.[field] !== 'string' || body[field] === '');
    if (!body || missing.length > 0 || typeof body.webhook_event !== 'object' || body.webhook_event === null) {
      return paypalError(
        400,
        'VALIDATION_ERROR',
        'Invalid request - see details',
        [...missing, ...(typeof body?.webhook_event === 'object' ? [] : ['webhook_event'])].map((field) => ({
          field,
          issue: 'MISSING_REQUIRED_PARAMETER',
          description: `${field} is required`,
        })),
      );
    }
    const expected = signature(String(body.transmission_id), String(body.transmission_time), webhookId, body.webhook_event);
    const ok = fake.webhookResult === 'SUCCESS' && body.webhook_id === webhookId && body.transmission_sig === expected;
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  function issueToken(req: FakeRequest): Reply {
    const auth = req.headers.authorization ?? '';
    const credentials = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '';
    if (credentials !== `${clientId}:${clientSecret}`) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (typeof req.body !== 'string' || new URLSearchParams(req.body).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(accessToken);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE0001',
        expires_in: tokenTtl,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  function route(req: FakeRequest): Reply {
    if (req.path === TOKEN_PATH && req.method === 'POST') return issueToken(req);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
      return { status: 401, body: { error: 'invalid_token', error_description: 'Access Token not found in cache' } };
    }
    if (req.method === 'POST' && !(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return paypalError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The server does not support the request payload media type.');
    }
    if (req.path === VERIFY_PATH && req.method === 'POST') return verify(req);
    if (req.path === ORDERS_PATH && req.method === 'POST') return createOrder(req);
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(req.path);
    if (match) {
      const orderId = decodeURIComponent(match[1] ?? '');
      if (match[2] && req.method === 'POST') return capture(orderId, req);
      if (!match[2] && req.method === 'GET') {
        const order = orders.get(orderId);
        return order ? { status: 200, body: view(order) } : notFound();
      }
    }
    return notFound();
  }

  async function readRequest(req: IncomingMessage): Promise<FakeRequest> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    let body: unknown = text === '' ? undefined : text;
    if ((headers['content-type'] ?? '').startsWith('application/json') && text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://fake').pathname, headers, body };
  }

  function send(res: ServerResponse, reply: Reply): void {
    if (res.destroyed || res.writableEnded || !res.socket || res.socket.destroyed) return; // the client gave up: nobody to answer
    const body = JSON.stringify(reply.body);
    const id = (reply.body as Json | undefined)?.debug_id;
    res.writeHead(reply.status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      ...(typeof id === 'string' ? { 'PayPal-Debug-Id': id } : {}),
    });
    res.end(body);
  }

  const server = createServer((req, res) => {
    res.on('error', () => undefined);
    void readRequest(req).then((request) => {
      fake.requests.push(request);
      const delay = take(delays, request.path);
      const failure = take(failures, request.path);
      // A failed request does nothing; a delayed one is handled now and answered late, as when
      // PayPal captured but the answer was lost on the way.
      const reply =
        failure === undefined
          ? route(request)
          : paypalError(failure, STATUS_NAMES[failure] ?? 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      if (delay === undefined) return send(res, reply);
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, reply);
      }, delay);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakePayPal = {
    url: baseUrl,
    clientId,
    clientSecret,
    webhookId,
    requests: [],
    webhookResult: 'SUCCESS',
    captureStatus: options.captureStatus ?? 'COMPLETED',
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      if (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'CREATED')
        throw new Error(`fake PayPal: order ${orderId} is ${order.status}`);
      order.status = 'APPROVED';
    },
    decline(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      order.declineNext = true;
    },
    failNext(n, status, pathPrefix) {
      failures.push({ remaining: n, value: status, applies: selector(pathPrefix) });
    },
    delayNext(n, ms, pathPrefix) {
      delays.push({ remaining: n, value: ms, applies: selector(pathPrefix) });
    },
    expireTokens() {
      tokens.clear();
    },
    captureCount(orderId) {
      return orders.get(orderId)?.captures ?? 0;
    },
    order(orderId) {
      const order = orders.get(orderId);
      return order ? view(order) : undefined;
    },
    captureResource(orderId) {
      const order = orders.get(orderId);
      if (!order?.capture) return undefined;
      return { ...order.capture, supplementary_data: { related_ids: { order_id: order.id } } };
    },
    signedEvent(eventType, resource, eventOptions = {}) {
      const event = {
        id: eventOptions.id ?? `WH-${newId(8)}-${newId(17)}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: eventType.startsWith('CHECKOUT.ORDER.') ? 'checkout-order' : eventType.endsWith('REFUNDED') ? 'refund' : 'capture',
        resource_version: '2.0',
        event_type: eventType,
        summary: `Fake ${eventType}`,
        resource,
        links: [],
      };
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        rawBody: JSON.stringify(event),
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature(transmissionId, time, eventOptions.webhookId ?? webhookId, event),
          'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-FAKE-0001`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return fake;
}
