import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/account-helpers';
import { startFakePayPal, type FakePayPal, type FakeRequest } from '../../test/fake-paypal';
import { createPayPalProvider, minorToPayPalValue, PAYPAL_LOCALES, paypalLocale, paypalValueToMinor, type PayPalOptions } from './paypal';
import { ProviderError, type CreateProviderOrder, type PaymentProvider } from './provider';

let fake: FakePayPal;

beforeEach(async () => {
  fake = await startFakePayPal();
});
afterEach(async () => {
  await fake.close();
});

function provider(overrides: Partial<PayPalOptions> = {}): PaymentProvider {
  return createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    apiBase: fake.url,
    brandName: 'Kestrel VPN',
    timeoutMs: 2_000,
    retryDelayMs: 5,
    ...overrides,
  });
}

function orderInput(overrides: Partial<CreateProviderOrder> = {}): CreateProviderOrder {
  return {
    requestId: `create-${Math.random().toString(36).slice(2)}`,
    orderNo: 'K20260101000001',
    amountMinor: 9999,
    currency: 'USD',
    description: 'Kestrel VPN Premium, 12 months',
    returnUrl: 'https://kestrel.example/paystatus/paypal',
    cancelUrl: 'https://kestrel.example/paystatus/paypal?cancel=1',
    payerEmail: 'buyer@example.com',
    language: 'de',
    ...overrides,
  };
}

const tokenRequests = () => fake.requests.filter((r) => r.path === '/v1/oauth2/token');
const apiRequests = () => fake.requests.filter((r) => r.path !== '/v1/oauth2/token');
const captureRequests = () => fake.requests.filter((r) => r.path.endsWith('/capture'));

/** The rejection of `promise`, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A created and approved order, ready to capture. */
async function approvedOrder(paypal: PaymentProvider, overrides: Partial<CreateProviderOrder> = {}): Promise<string> {
  const order = await paypal.createOrder(orderInput(overrides));
  fake.approve(order.id);
  return order.id;
}

describe('money', () => {
  it('turns minor units into PayPal decimal strings by the currency digits', () => {
    expect(minorToPayPalValue(9999, 'USD')).toBe('99.99');
    expect(minorToPayPalValue(5, 'USD')).toBe('0.05');
    expect(minorToPayPalValue(0, 'EUR')).toBe('0.00');
    expect(minorToPayPalValue(1200, 'JPY')).toBe('1200');
    expect(minorToPayPalValue(1234, 'KWD')).toBe('1.234');
    expect(minorToPayPalValue(150000, 'TWD')).toBe('1500'); // PayPal takes no TWD decimals; Intl (our minor units) has 2
    expect(paypalValueToMinor('1500', 'TWD')).toBe(150000);
    expect(() => minorToPayPalValue(150050, 'TWD')).toThrow(ProviderError);
    expect(() => minorToPayPalValue(12.5, 'USD')).toThrow(ProviderError);
    expect(() => minorToPayPalValue(-1, 'USD')).toThrow(ProviderError);
    expect(() => minorToPayPalValue(100, 'XYZW')).toThrow(ProviderError);
  });

  it('parses PayPal decimal strings exactly (no float rounding)', () => {
    expect(paypalValueToMinor('99.99', 'USD')).toBe(9999);
    expect(paypalValueToMinor('0.29', 'USD')).toBe(29); // 0.29 * 100 is 28.999… in floats
    expect(paypalValueToMinor('1.005', 'KWD')).toBe(1005);
    expect(paypalValueToMinor('19.9', 'USD')).toBe(1990);
    expect(paypalValueToMinor('7', 'USD')).toBe(700);
    expect(paypalValueToMinor('1200', 'JPY')).toBe(1200);
    expect(paypalValueToMinor('1200.00', 'JPY')).toBe(1200);
    for (const bad of ['99.999', '-1.00', '1e3', '', ' 1.00', '1.2.3']) expect(() => paypalValueToMinor(bad, 'USD')).toThrow(ProviderError);
    expect(() => paypalValueToMinor('1200.5', 'JPY')).toThrow(ProviderError);
  });

  it('round-trips every amount', () => {
    for (const [currency, amounts] of [
      ['USD', [0, 1, 10, 99, 100, 101, 1999, 9999, 123456789]],
      ['JPY', [0, 1, 1200, 98765]],
      ['KWD', [1, 999, 1000, 1001]],
    ] as const) {
      for (const minor of amounts) expect(paypalValueToMinor(minorToPayPalValue(minor, currency), currency)).toBe(minor);
    }
  });
});

describe('locale', () => {
  it('maps the 16 site languages to PayPal BCP-47 locales and anything else to en-US', () => {
    expect(Object.keys(PAYPAL_LOCALES).sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'id',
      'it',
      'ja',
      'ko',
      'ms',
      'nl',
      'pl',
      'pt',
      'ru',
      'tr',
      'uk',
    ]);
    for (const locale of Object.values(PAYPAL_LOCALES)) expect(locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(paypalLocale('de')).toBe('de-DE');
    expect(paypalLocale('ja')).toBe('ja-JP');
    expect(paypalLocale('ko')).toBe('ko-KR');
    expect(paypalLocale('PT_br')).toBe('pt-BR');
    expect(paypalLocale('en')).toBe('en-US');
    expect(paypalLocale('zh')).toBe('en-US');
    expect(paypalLocale('')).toBe('en-US');
    expect(paypalLocale('constructor')).toBe('en-US');
  });

  it('sends the buyer language as experience_context.locale', async () => {
    const paypal = provider();
    await paypal.createOrder(orderInput({ language: 'fr' }));
    await paypal.createOrder(orderInput({ language: 'xx' }));
    const locales = apiRequests().map(
      (r) =>
        (r.body as { payment_source: { paypal: { experience_context: { locale: string } } } }).payment_source.paypal.experience_context
          .locale,
    );
    expect(locales).toEqual(['fr-FR', 'en-US']);
  });
});

describe('access token', () => {
  it('is fetched once with client credentials and reused', async () => {
    const paypal = provider();
    const order = await paypal.createOrder(orderInput());
    await paypal.getOrder(order.id);
    await paypal.getOrder(order.id);
    expect(tokenRequests()).toHaveLength(1);
    const [tokenRequest] = tokenRequests() as [FakeRequest];
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    const bearers = new Set(apiRequests().map((r) => r.headers.authorization));
    expect(bearers.size).toBe(1);
    expect([...bearers][0]).toMatch(/^Bearer A21AA/);
  });

  it('is requested once for concurrent callers', async () => {
    const paypal = provider();
    const order = await createdElsewhere();
    await Promise.all(Array.from({ length: 5 }, () => paypal.getOrder(order)));
    expect(tokenRequests()).toHaveLength(1);
  });

  it('is renewed after PayPal answers 401 invalid_token, and the call repeated once', async () => {
    const paypal = provider();
    const order = await paypal.createOrder(orderInput());
    fake.expireTokens();
    const read = await paypal.getOrder(order.id);
    expect(read.id).toBe(order.id);
    expect(tokenRequests()).toHaveLength(2);
    const gets = apiRequests().filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(2);
    expect(gets[0]?.headers.authorization).not.toBe(gets[1]?.headers.authorization);
  });

  it('is renewed before it expires', async () => {
    await fake.close();
    fake = await startFakePayPal({ tokenTtlSeconds: 1 }); // a 1 s token is renewed after half its life
    const clock = new TestClock();
    const paypal = provider({ clock });
    const order = await paypal.createOrder(orderInput());
    await paypal.getOrder(order.id);
    expect(tokenRequests()).toHaveLength(1);
    clock.advance(600);
    await paypal.getOrder(order.id);
    expect(tokenRequests()).toHaveLength(2);
    expect(apiRequests().every((r) => r.headers.authorization !== undefined)).toBe(true);
  });

  it('bad client credentials give invalid, without retrying', async () => {
    const paypal = provider({ clientSecret: 'wrong' });
    const error = await rejection(paypal.createOrder(orderInput()));
    expect(error.kind).toBe('invalid');
    expect(error.detail).toBe('invalid_client');
    expect(fake.requests).toHaveLength(1);
  });

  it('a token endpoint 5xx is retried', async () => {
    fake.failNext(1, 503, '/v1/oauth2/token');
    const order = await provider().createOrder(orderInput());
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(tokenRequests()).toHaveLength(2);
  });

  /** An order created by another provider instance, so the tested one starts without a token. */
  async function createdElsewhere(): Promise<string> {
    const id = (await provider().createOrder(orderInput())).id;
    fake.requests.length = 0;
    return id;
  }
});

describe('createOrder', () => {
  it('sends the order as PayPal expects and returns the payer-action link', async () => {
    const input = orderInput();
    const order = await provider().createOrder(input);
    const [request] = apiRequests() as [FakeRequest];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v2/checkout/orders');
    expect(request.headers['paypal-request-id']).toBe(input.requestId);
    expect(request.headers.prefer).toBe('return=representation');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'K20260101000001',
          custom_id: 'K20260101000001',
          invoice_id: 'K20260101000001',
          description: 'Kestrel VPN Premium, 12 months',
          amount: { currency_code: 'USD', value: '99.99' },
        },
      ],
      payment_source: {
        paypal: {
          email_address: 'buyer@example.com',
          experience_context: {
            brand_name: 'Kestrel VPN',
            locale: 'de-DE',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: 'https://kestrel.example/paystatus/paypal',
            cancel_url: 'https://kestrel.example/paystatus/paypal?cancel=1',
          },
        },
      },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'PAYER_ACTION_REQUIRED',
      customId: 'K20260101000001',
      approveUrl: `${fake.url}/checkoutnow?token=${order.id}`,
      capture: undefined,
    });
  });

  it('leaves email_address out without a payer email', async () => {
    await provider().createOrder(orderInput({ payerEmail: undefined }));
    const body = apiRequests()[0]?.body as { payment_source: { paypal: Record<string, unknown> } };
    expect(Object.keys(body.payment_source.paypal)).toEqual(['experience_context']);
  });

  it('the same request id creates one order, also across a 5xx retry', async () => {
    const paypal = provider();
    const input = orderInput();
    fake.failNext(1, 500);
    const first = await paypal.createOrder(input);
    const second = await paypal.createOrder(input);
    expect(second.id).toBe(first.id);
    const creates = apiRequests();
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((r) => r.headers['paypal-request-id']))).toEqual(new Set([input.requestId]));
  });

  it('a refused order is invalid', async () => {
    const error = await rejection(provider().createOrder(orderInput({ currency: 'KWD', amountMinor: 1000 })));
    expect(error.kind).toBe('invalid');
    expect(error.detail).toBe('CURRENCY_NOT_SUPPORTED');
  });
});

describe('capture', () => {
  it('create → approve → capture in USD', async () => {
    const paypal = provider();
    const created = await paypal.createOrder(orderInput());
    expect((await paypal.getOrder(created.id)).status).toBe('PAYER_ACTION_REQUIRED');
    fake.approve(created.id);
    const approved = await paypal.getOrder(created.id);
    expect(approved).toMatchObject({ status: 'APPROVED', customId: 'K20260101000001', capture: undefined });
    const capture = await paypal.captureOrder(created.id, 'capture-1');
    expect(capture).toEqual({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED', amountMinor: 9999, currency: 'USD' });
    const [request] = captureRequests() as [FakeRequest];
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v2/checkout/orders/${created.id}/capture`);
    expect(request.headers['paypal-request-id']).toBe('capture-1');
    expect(request.body).toEqual({});
    expect(fake.captureCount(created.id)).toBe(1);
    const after = await paypal.getOrder(created.id);
    expect(after).toEqual({ id: created.id, status: 'COMPLETED', customId: 'K20260101000001', approveUrl: undefined, capture });
  });

  it('create → approve → capture in JPY (no decimals)', async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal, { currency: 'JPY', amountMinor: 1200 });
    expect((apiRequests()[0]?.body as { purchase_units: Array<{ amount: unknown }> }).purchase_units[0]?.amount).toEqual({
      currency_code: 'JPY',
      value: '1200',
    });
    expect(await paypal.captureOrder(id, 'capture-jpy')).toMatchObject({ status: 'COMPLETED', amountMinor: 1200, currency: 'JPY' });
  });

  it('held funds come back as a PENDING capture, not an error', async () => {
    fake.captureStatus = 'PENDING';
    const paypal = provider();
    const id = await approvedOrder(paypal);
    expect(await paypal.captureOrder(id, 'capture-pending')).toMatchObject({ status: 'PENDING', amountMinor: 9999 });
  });

  it('the same request id twice captures once and returns the same capture', async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    const first = await paypal.captureOrder(id, 'capture-same');
    const second = await paypal.captureOrder(id, 'capture-same');
    expect(second).toEqual(first);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('capturing again with a new request id is already_captured', async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    await paypal.captureOrder(id, 'capture-a');
    const error = await rejection(paypal.captureOrder(id, 'capture-b'));
    expect(error.kind).toBe('already_captured');
    expect(error.detail).toBe('ORDER_ALREADY_CAPTURED');
    expect(fake.captureCount(id)).toBe(1);
  });

  it('capturing before the buyer approved is not_approved', async () => {
    const paypal = provider();
    const order = await paypal.createOrder(orderInput());
    const error = await rejection(paypal.captureOrder(order.id, 'capture-early'));
    expect(error.kind).toBe('not_approved');
    expect(fake.captureCount(order.id)).toBe(0);
  });

  it('a declined instrument is declined', async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    fake.decline(id);
    const error = await rejection(paypal.captureOrder(id, 'capture-declined'));
    expect(error.kind).toBe('declined');
    expect(error.detail).toBe('INSTRUMENT_DECLINED');
    expect(fake.captureCount(id)).toBe(0);
  });

  it('a capture answered with status DECLINED is declined', async () => {
    fake.captureStatus = 'DECLINED';
    const paypal = provider();
    const id = await approvedOrder(paypal);
    const error = await rejection(paypal.captureOrder(id, 'capture-declined-status'));
    expect(error.kind).toBe('declined');
    expect(error.detail).toBe('DECLINED');
  });

  it('an unknown order is not_found', async () => {
    const paypal = provider();
    expect((await rejection(paypal.captureOrder('NOSUCHORDER000000', 'capture-x'))).kind).toBe('not_found');
    expect((await rejection(paypal.getOrder('NOSUCHORDER000000'))).kind).toBe('not_found');
  });

  it('a timed-out first attempt is retried with the same PayPal-Request-Id and captures once', async () => {
    const paypal = provider({ timeoutMs: 500 });
    const id = await approvedOrder(paypal);
    fake.delayNext(1, 3_000); // PayPal captures, the answer comes too late
    const capture = await paypal.captureOrder(id, 'capture-slow');
    expect(capture).toMatchObject({ status: 'COMPLETED', amountMinor: 9999 });
    const attempts = captureRequests();
    expect(attempts).toHaveLength(2);
    expect(attempts.map((r) => r.headers['paypal-request-id'])).toEqual(['capture-slow', 'capture-slow']);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('503 twice then success: three attempts, one request id, one capture', async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    fake.failNext(2, 503);
    expect(await paypal.captureOrder(id, 'capture-503')).toMatchObject({ status: 'COMPLETED' });
    expect(captureRequests().map((r) => r.headers['paypal-request-id'])).toEqual(['capture-503', 'capture-503', 'capture-503']);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('429 is retried too', async () => {
    const paypal = provider();
    const id = await approvedOrder(paypal);
    fake.failNext(1, 429);
    expect(await paypal.captureOrder(id, 'capture-429')).toMatchObject({ status: 'COMPLETED' });
    expect(captureRequests()).toHaveLength(2);
  });

  it('5xx beyond the retries is network, and nothing was captured', async () => {
    const paypal = provider({ retries: 2 });
    const id = await approvedOrder(paypal);
    fake.failNext(3, 500);
    const error = await rejection(paypal.captureOrder(id, 'capture-500'));
    expect(error.kind).toBe('network');
    expect(captureRequests()).toHaveLength(3);
    expect(fake.captureCount(id)).toBe(0);
    // The outcome was unknown; a later retry with the same id settles it.
    expect(await paypal.captureOrder(id, 'capture-500')).toMatchObject({ status: 'COMPLETED' });
  });

  it('timeouts beyond the retries are network', async () => {
    const paypal = provider({ timeoutMs: 300, retries: 1 });
    const id = await approvedOrder(paypal);
    fake.delayNext(2, 3_000);
    expect((await rejection(paypal.captureOrder(id, 'capture-timeouts'))).kind).toBe('network');
    expect(captureRequests()).toHaveLength(2);
    expect(fake.captureCount(id)).toBe(1); // PayPal did capture: why the order service must re-read
  });

  it('an unreachable PayPal is network', async () => {
    const url = fake.url;
    await fake.close();
    const paypal = createPayPalProvider({
      clientId: 'a',
      clientSecret: 'b',
      webhookId: 'c',
      apiBase: url,
      brandName: 'K',
      retryDelayMs: 1,
    });
    expect((await rejection(paypal.getOrder('X'))).kind).toBe('network');
    fake = await startFakePayPal();
  });
});

describe('verifyNotification', () => {
  async function capturedOrder(paypal: PaymentProvider): Promise<string> {
    const id = await approvedOrder(paypal);
    await paypal.captureOrder(id, `capture-${id}`);
    return id;
  }

  it('a verified PAYMENT.CAPTURE.COMPLETED gives the event with its order and capture', async () => {
    const paypal = provider();
    const id = await capturedOrder(paypal);
    const resource = fake.captureResource(id)!;
    const notification = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', resource, { id: 'WH-1' });
    const event = await paypal.verifyNotification(notification);
    expect(event).toEqual({
      id: 'WH-1',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      providerOrderId: id,
      capture: { id: resource.id, status: 'COMPLETED', amountMinor: 9999, currency: 'USD' },
      customId: 'K20260101000001',
    });
    const verify = fake.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(verify?.body).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: notification.headers['paypal-cert-url'],
      transmission_id: notification.headers['paypal-transmission-id'],
      transmission_sig: notification.headers['paypal-transmission-sig'],
      transmission_time: notification.headers['paypal-transmission-time'],
      webhook_id: fake.webhookId,
      webhook_event: JSON.parse(notification.rawBody),
    });
  });

  it('a verified CHECKOUT.ORDER.APPROVED names the order', async () => {
    const paypal = provider();
    const order = await paypal.createOrder(orderInput());
    fake.approve(order.id);
    const event = await paypal.verifyNotification(fake.signedEvent('CHECKOUT.ORDER.APPROVED', fake.order(order.id)!));
    expect(event).toMatchObject({ type: 'CHECKOUT.ORDER.APPROVED', providerOrderId: order.id, capture: undefined });
  });

  it('a verified PAYMENT.CAPTURE.REFUNDED reports the refunded capture', async () => {
    const paypal = provider();
    const id = await capturedOrder(paypal);
    const captureId = String(fake.captureResource(id)!.id);
    const refund = {
      id: 'REFUND00000000001',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '99.99' },
      links: [
        { href: `${fake.url}/v2/payments/refunds/REFUND00000000001`, rel: 'self', method: 'GET' },
        { href: `${fake.url}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    const event = await paypal.verifyNotification(fake.signedEvent('PAYMENT.CAPTURE.REFUNDED', refund));
    expect(event?.capture).toEqual({ id: captureId, status: 'REFUNDED', amountMinor: 9999, currency: 'USD' });
  });

  it('a refused signature gives undefined', async () => {
    const paypal = provider();
    const id = await capturedOrder(paypal);
    fake.webhookResult = 'FAILURE';
    expect(await paypal.verifyNotification(fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(id)!))).toBeUndefined();
  });

  it('a tampered body or another webhook id gives undefined', async () => {
    const paypal = provider();
    const id = await capturedOrder(paypal);
    const genuine = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(id)!);
    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('"99.99"', '"0.01"') };
    expect(tampered.rawBody).not.toBe(genuine.rawBody);
    expect(await paypal.verifyNotification(tampered)).toBeUndefined();
    const forOtherWebhook = fake.signedEvent('PAYMENT.CAPTURE.COMPLETED', fake.captureResource(id)!, { webhookId: 'WH-OTHER' });
    expect(await paypal.verifyNotification(forOtherWebhook)).toBeUndefined();
    expect(await paypal.verifyNotification(genuine)).toBeDefined();
  });

  it('missing signature headers give undefined without asking PayPal', async () => {
    const paypal = provider();
    const notification = fake.signedEvent('CHECKOUT.ORDER.APPROVED', { id: 'X' });
    for (const header of Object.keys(notification.headers)) {
      const headers = { ...notification.headers, [header]: undefined };
      expect(await paypal.verifyNotification({ ...notification, headers })).toBeUndefined();
    }
    expect(await paypal.verifyNotification({ headers: {}, rawBody: notification.rawBody })).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });

  it('a certificate on another host gives undefined without asking PayPal', async () => {
    const paypal = provider();
    const notification = fake.signedEvent('CHECKOUT.ORDER.APPROVED', { id: 'X' });
    for (const certUrl of [
      'https://evil.example/v1/notifications/certs/CERT-1',
      'https://paypal.com.evil.example/cert',
      'http://api.paypal.com/v1/notifications/certs/CERT-1',
      'https://user@api.paypal.com/cert',
      'not a url',
    ]) {
      expect(
        await paypal.verifyNotification({ ...notification, headers: { ...notification.headers, 'paypal-cert-url': certUrl } }),
      ).toBeUndefined();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('a garbage body gives undefined without asking PayPal', async () => {
    const paypal = provider();
    const { headers } = fake.signedEvent('CHECKOUT.ORDER.APPROVED', { id: 'X' });
    for (const rawBody of ['', 'not json', '{"id":', '[1,2]', 'null', '42']) {
      expect(await paypal.verifyNotification({ headers, rawBody })).toBeUndefined();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('PayPal unreachable while verifying throws network', async () => {
    const paypal = provider({ retries: 1 });
    const notification = fake.signedEvent('CHECKOUT.ORDER.APPROVED', { id: 'X' });
    fake.failNext(2, 503);
    expect((await rejection(paypal.verifyNotification(notification))).kind).toBe('network');
  });
});

describe('logging', () => {
  it('never writes the client secret or an access token', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const logger = pino({ level: 'trace' }, sink);
    const paypal = provider({ logger, timeoutMs: 300, retries: 4 });
    const id = await approvedOrder(paypal);
    fake.failNext(1, 503);
    fake.delayNext(1, 1_500);
    fake.expireTokens();
    await paypal.captureOrder(id, 'capture-logged');
    fake.failNext(5, 500);
    await rejection(paypal.getOrder(id));
    await provider({ logger, clientSecret: 'wrong-secret' })
      .getOrder(id)
      .catch(() => undefined);
    const tokens = fake.requests.map((r) => r.headers.authorization?.replace(/^Bearer /, '')).filter((t) => t?.startsWith('A21AA'));
    expect(tokens.length).toBeGreaterThan(0);
    expect(output).toContain('retrying'); // something was logged at all
    for (const secret of [
      fake.clientSecret,
      'wrong-secret',
      Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64'),
      ...tokens,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
