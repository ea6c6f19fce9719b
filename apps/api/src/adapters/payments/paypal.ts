/**
 * PayPal Orders v2 over REST (docs/product.md §9): OAuth2 client credentials, create → buyer approves on
 * PayPal's page → capture, and webhook verification through PayPal's own verify endpoint.
 * Every POST carries a PayPal-Request-Id, so a retry after a timeout or a 5xx can never create
 * or capture twice; a call whose outcome stays unknown ends in ProviderError('network') and the
 * order service re-reads the order later.
 */
import { currencyDigits, minorToDecimal, PROVIDER_CAPTURE_STATUSES, PROVIDER_ORDER_STATUSES } from '@kestrel/domain';
import type { Logger } from 'pino';
import { z } from 'zod';
import { systemClock, type Clock } from '../../deps';
import {
  ProviderError,
  type CreateProviderOrder,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderEvent,
  type ProviderOrder,
} from './provider';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The webhook's id at PayPal: part of what PayPal signs, so verification needs it. */
  webhookId: string;
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com or a local fake. */
  apiBase: string;
  /** Shown on PayPal's approval page (experience_context.brand_name). */
  brandName: string;
  fetch?: typeof fetch;
  /** Per attempt, default 10 000 ms. */
  timeoutMs?: number;
  /** Extra attempts after a timeout, network error, 5xx, 409 or 429; default 2. */
  retries?: number;
  /** Base of the exponential backoff, default 200 ms. */
  retryDelayMs?: number;
  logger?: Logger;
  /** When the access token is renewed; tests pass a clock they move. Default the system's. */
  clock?: Clock;
}

/**
 * Our 16 site languages as PayPal BCP-47 locales. PayPal's checkout has no Malay or Ukrainian
 * pages, so those buyers get English with their country (PayPal lists en-MY and en-UA).
 */
export const PAYPAL_LOCALES: Readonly<Record<string, string>> = {
  ms: 'en-MY',
  id: 'id-ID',
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
  pt: 'pt-BR',
  tr: 'tr-TR',
  ru: 'ru-RU',
  uk: 'en-UA',
  ko: 'ko-KR',
  ja: 'ja-JP',
  ar: 'ar-SA',
};
const DEFAULT_LOCALE = 'en-US';

/** 'de', 'de-AT' or 'DE_at' → 'de-DE'; anything unknown → 'en-US'. */
export function paypalLocale(language: string): string {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(PAYPAL_LOCALES, primary) ? (PAYPAL_LOCALES[primary] ?? DEFAULT_LOCALE) : DEFAULT_LOCALE;
}

/**
 * Currencies PayPal accepts only as whole amounts although Intl may give them 2 decimals (TWD
 * always; HUF in older ICU data): our minor units follow Intl, so only whole amounts can be sent.
 */
const PAYPAL_WHOLE_ONLY = new Set(['HUF', 'TWD']);

/** The currency's number of decimals (domain's currencyDigits); an unknown currency is a request PayPal would refuse. */
function digitsOf(currency: string): number {
  try {
    return currencyDigits(currency);
  } catch {
    throw new ProviderError('invalid', `unknown currency ${JSON.stringify(currency)}`, currency);
  }
}

/** Integer minor units → PayPal's decimal string (domain's minorToDecimal): (9999, 'USD') → '99.99', (1200, 'JPY') → '1200'. */
export function minorToPayPalValue(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new ProviderError('invalid', `amount ${minor} is not a non-negative integer`);
  digitsOf(currency); // an unknown currency is the provider's 'invalid' error, not a RangeError
  const value = minorToDecimal(minor, currency);
  const [whole, fraction = ''] = value.split('.');
  if (PAYPAL_WHOLE_ONLY.has(currency)) {
    // PayPal refuses decimals for these although Intl gives them 2 (DECIMALS_NOT_SUPPORTED).
    if (/[1-9]/.test(fraction)) throw new ProviderError('invalid', `PayPal takes only whole ${currency} amounts, not ${value}`);
    return whole!;
  }
  return value;
}

/**
 * PayPal's decimal string → integer minor units, by string arithmetic so '0.29' is 29 and never
 * 28.999…: ('99.99', 'USD') → 9999, ('1200', 'JPY') → 1200. Extra decimals are accepted only as
 * zeros ('1200.00' JPY); anything else throws, since a wrong amount must never pass silently.
 */
export function paypalValueToMinor(value: string, currency: string): number {
  const digits = digitsOf(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new ProviderError('invalid', `amount ${JSON.stringify(value)} is not a decimal`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(digits))) {
    throw new ProviderError('invalid', `amount ${value} has more than ${digits} decimals for ${currency}`);
  }
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw new ProviderError('invalid', `amount ${value} is too large`);
  return minor;
}

/** 422 issues meaning the buyer's payment was refused (the order service marks the order failed). */
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'TRANSACTION_REFUSED']);
/** Worth another attempt: the request may not have been handled (409: same PayPal-Request-Id still in progress). */
const TRANSIENT_STATUSES = new Set([409, 429]);

// PayPal's answers as far as we read them: fields we do not read are dropped, and an empty string
// reads as absent (PayPal leaves out what it has not).
const Text = z.string().min(1);
const OptionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const ObjectSchema = z.record(z.string(), z.unknown());
const DebugIdSchema = z.object({ debug_id: Text });
const MoneySchema = z.object({ currency_code: Text, value: Text });
const CaptureSchema = z.object({ id: Text, status: z.enum(PROVIDER_CAPTURE_STATUSES), amount: MoneySchema });
const LinkSchema = z.object({ rel: z.string(), href: OptionalText });
/** An order: the answer of create, get, and capture (sent with Prefer: return=representation). */
const OrderSchema = z.object({
  id: Text,
  status: z.enum(PROVIDER_ORDER_STATUSES),
  purchase_units: z
    .array(z.object({ custom_id: OptionalText, payments: z.object({ captures: z.array(CaptureSchema).optional() }).optional() }))
    .optional(),
  links: z.array(LinkSchema).optional(),
});
const TokenSchema = z.object({ access_token: Text, expires_in: z.number().positive() });
const VerificationSchema = z.object({ verification_status: z.string() });
/** A refusal, read as far as it goes: whatever its shape, it still becomes an error. */
const RefusalSchema = z.object({
  name: OptionalText.catch(undefined),
  error: OptionalText.catch(undefined),
  details: z.array(z.object({ issue: OptionalText }).catch({ issue: undefined })).catch([]),
});
/** A notification PayPal verified; its resource is read by the event's type (toEvent). */
const EventSchema = z.object({ id: Text, event_type: Text, resource: ObjectSchema.optional().catch(undefined) });
const EventOrderSchema = z.object({ id: OptionalText });
/** What every PAYMENT.CAPTURE.* resource may say about its order. */
const EventCaptureSchema = z.object({
  custom_id: OptionalText.catch(undefined),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: OptionalText }) })
    .optional()
    .catch(undefined),
});
/** A refund: its own id, the refunded amount, and an 'up' link to the refunded capture. */
const RefundSchema = z.object({ id: OptionalText, amount: MoneySchema, links: z.array(LinkSchema).optional() });
/** The headers PayPal signs a notification with; verification needs all of them. */
const SignatureHeadersSchema = z.object({
  auth_algo: Text,
  cert_url: Text,
  transmission_id: Text,
  transmission_sig: Text,
  transmission_time: Text,
});

/**
 * PayPal signs notifications with certificates on its own hosts (api.paypal.com,
 * api.sandbox.paypal.com) or on the API host we call: a certificate anywhere else is refused
 * without asking PayPal, so nobody can spend our PayPal API calls with made-up notifications.
 */
function isPayPalCertUrl(certUrl: string, apiBase: string): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (url.origin === new URL(apiBase).origin) return true;
  return url.protocol === 'https:' && url.username === '' && url.password === '' && /(^|\.)paypal\.com$/.test(url.hostname);
}

/** `schema`'s reading of `value`, undefined when it does not match. */
function read<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Where an answer first differs from what we read, for the error's message. */
function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'does not match';
}

/** JSON.parse, undefined for what is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Json = Record<string, unknown>;

/** An answer PayPal gave (any status); `body` is the parsed JSON object, undefined when there was none. */
interface Answer {
  status: number;
  body: Json | undefined;
  debugId: string | undefined;
}

/** A 2xx whose body we cannot read: PayPal did something, we cannot tell what. */
function unreadable(what: string, answer: Answer, reason: string): ProviderError {
  return new ProviderError('network', `PayPal ${what}: unreadable answer (${reason})`, answer.debugId);
}

/** PayPal's { currency_code, value } → minor units; throws on an amount that does not fit the currency. */
function moneyOf(amount: z.output<typeof MoneySchema>): { amountMinor: number; currency: string } {
  return { amountMinor: paypalValueToMinor(amount.value, amount.currency_code), currency: amount.currency_code };
}

function captureOf(capture: z.output<typeof CaptureSchema>): ProviderCapture {
  return { id: capture.id, status: capture.status, ...moneyOf(capture.amount) };
}

function toOrder(order: z.output<typeof OrderSchema>): ProviderOrder {
  const unit = order.purchase_units?.[0];
  const links = order.links ?? [];
  // payer-action when payment_source.paypal was sent (our case), approve for the older flow.
  const approve = links.find((link) => link.rel === 'payer-action') ?? links.find((link) => link.rel === 'approve');
  const capture = unit?.payments?.captures?.[0];
  return {
    id: order.id,
    status: order.status,
    customId: unit?.custom_id,
    approveUrl: approve?.href,
    capture: capture ? captureOf(capture) : undefined,
  };
}

/** Maps a refusal to the error the order service acts on. */
function refusal(what: string, answer: Answer): ProviderError {
  const body = read(RefusalSchema, answer.body);
  const issues = (body?.details ?? []).map((detail) => detail.issue).filter((issue): issue is string => issue !== undefined);
  const name = body?.name ?? body?.error;
  const detail = issues[0] ?? name ?? String(answer.status);
  const message = `PayPal ${what}: ${answer.status} ${[name, ...issues].filter(Boolean).join(' ')}`.trim();
  if (answer.status === 404) return new ProviderError('not_found', message, detail);
  if (issues.includes('ORDER_ALREADY_CAPTURED')) return new ProviderError('already_captured', message, 'ORDER_ALREADY_CAPTURED');
  if (issues.includes('ORDER_NOT_APPROVED')) return new ProviderError('not_approved', message, 'ORDER_NOT_APPROVED');
  const declined = issues.find((issue) => DECLINE_ISSUES.has(issue));
  if (declined) return new ProviderError('declined', message, declined);
  return new ProviderError('invalid', message, detail);
}

type Outcome = { answer: Answer } | { failure: string };

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const log = options.logger;
  const clock = options.clock ?? systemClock;
  // Looked up per call so a fetch swapped in after start-up (tests, instrumentation) is used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  /** One attempt; any failure to get a complete answer (timeout included) is a `failure`. */
  async function attempt(path: string, init: RequestInit): Promise<Outcome> {
    try {
      const res = await doFetch(`${apiBase}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      // The body is read under the same timeout: a stalled body is as unknown as no answer.
      const text = await res.text();
      const body = text === '' ? undefined : read(ObjectSchema, parseJson(text));
      const debugId = res.headers.get('paypal-debug-id') ?? read(DebugIdSchema, body)?.debug_id;
      return { answer: { status: res.status, body, debugId } };
    } catch (error) {
      const name = (error as Error).name;
      return { failure: name === 'TimeoutError' || name === 'AbortError' ? `timed out after ${timeoutMs} ms` : (error as Error).message };
    }
  }

  /**
   * Repeats the same request (same PayPal-Request-Id) while the outcome is unknown, with
   * exponential backoff; throws ProviderError('network') once the attempts run out.
   */
  async function withRetries(what: string, path: string, init: () => RequestInit): Promise<Answer> {
    for (let n = 0; ; n++) {
      const outcome = await attempt(path, init());
      let reason: string;
      if ('answer' in outcome) {
        const { status, debugId } = outcome.answer;
        if (status < 500 && !TRANSIENT_STATUSES.has(status)) return outcome.answer;
        reason = `HTTP ${status}${debugId ? ` (debug_id ${debugId})` : ''}`;
      } else {
        reason = outcome.failure;
      }
      if (n >= retries) {
        log?.error({ paypal: what, attempts: n + 1, reason }, 'PayPal call failed, outcome unknown');
        throw new ProviderError('network', `PayPal ${what}: ${reason} after ${n + 1} attempts`, reason);
      }
      const delay = retryDelayMs * 2 ** n;
      log?.warn({ paypal: what, attempt: n + 1, reason, retryInMs: delay }, 'PayPal call failed, retrying');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  async function fetchToken(): Promise<string> {
    const answer = await withRetries('token', '/v1/oauth2/token', () => ({
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    }));
    if (answer.status !== 200) {
      // The body holds no secret here (error, error_description), but log only its error code.
      const code = read(RefusalSchema, answer.body)?.error ?? String(answer.status);
      log?.error({ paypal: 'token', status: answer.status, error: code }, 'PayPal refused the client credentials');
      throw new ProviderError('invalid', `PayPal token: ${answer.status} ${code}`, code);
    }
    const granted = read(TokenSchema, answer.body);
    if (!granted) throw unreadable('token', answer, 'no access_token/expires_in');
    const { access_token: value, expires_in: expiresIn } = granted;
    // Renew a minute early so a token never expires in flight (half the lifetime for short ones).
    token = { value, renewAt: clock.now().getTime() + Math.max(expiresIn - 60, expiresIn / 2) * 1000 };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && clock.now().getTime() < token.renewAt) return Promise.resolve(token.value);
    // Concurrent callers share one token request.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** An API call with a bearer token; a 401 drops the token and repeats the call once with a fresh one. */
  async function call(what: string, method: 'GET' | 'POST', path: string, extra: { body?: unknown; requestId?: string } = {}) {
    const send = (bearer: string) =>
      withRetries(what, path, () => {
        const headers: Record<string, string> = { Authorization: `Bearer ${bearer}`, Accept: 'application/json' };
        if (method === 'POST') {
          headers['Content-Type'] = 'application/json';
          headers.Prefer = 'return=representation';
        }
        if (extra.requestId !== undefined) headers['PayPal-Request-Id'] = extra.requestId;
        return { method, headers, ...(extra.body !== undefined ? { body: JSON.stringify(extra.body) } : {}) };
      });
    const bearer = await accessToken();
    const answer = await send(bearer);
    if (answer.status !== 401) return answer;
    // Only drop the token that failed: a concurrent caller may already have renewed it.
    if (token?.value === bearer) token = undefined;
    log?.info({ paypal: what }, 'PayPal refused the access token, fetching a new one');
    return send(await accessToken());
  }

  /** The order in a 2xx answer; one we cannot read (its shape, or an amount the currency cannot have) is an unknown outcome. */
  function orderFrom(what: string, answer: Answer): ProviderOrder {
    const parsed = OrderSchema.safeParse(answer.body);
    if (!parsed.success) throw unreadable(what, answer, firstIssue(parsed.error));
    try {
      return toOrder(parsed.data);
    } catch (error) {
      throw unreadable(what, answer, (error as Error).message);
    }
  }

  return {
    name: 'paypal',

    async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
      const experienceContext = {
        brand_name: options.brandName,
        locale: paypalLocale(input.language),
        shipping_preference: 'NO_SHIPPING',
        user_action: 'PAY_NOW',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      };
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.orderNo,
            custom_id: input.orderNo,
            invoice_id: input.orderNo,
            description: input.description,
            amount: { currency_code: input.currency, value: minorToPayPalValue(input.amountMinor, input.currency) },
          },
        ],
        payment_source: {
          paypal: { ...(input.payerEmail ? { email_address: input.payerEmail } : {}), experience_context: experienceContext },
        },
      };
      const answer = await call('create order', 'POST', '/v2/checkout/orders', { body, requestId: input.requestId });
      if (answer.status !== 200 && answer.status !== 201) throw refusal('create order', answer);
      return orderFrom('create order', answer);
    },

    async getOrder(providerOrderId: string): Promise<ProviderOrder> {
      const answer = await call('get order', 'GET', `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`);
      if (answer.status !== 200) throw refusal('get order', answer);
      return orderFrom('get order', answer);
    },

    async captureOrder(providerOrderId: string, requestId: string): Promise<ProviderCapture> {
      const path = `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`;
      const answer = await call('capture', 'POST', path, { body: {}, requestId });
      if (answer.status !== 200 && answer.status !== 201) throw refusal('capture', answer);
      const capture = orderFrom('capture', answer).capture;
      if (!capture) throw unreadable('capture', answer, 'no capture in the order');
      if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
        throw new ProviderError('declined', `PayPal capture ${capture.id} is ${capture.status}`, capture.status);
      }
      return capture;
    },

    async verifyNotification(notification: IncomingNotification): Promise<ProviderEvent | undefined> {
      const h = notification.headers;
      const signature = read(SignatureHeadersSchema, {
        auth_algo: h['paypal-auth-algo'],
        cert_url: h['paypal-cert-url'],
        transmission_id: h['paypal-transmission-id'],
        transmission_sig: h['paypal-transmission-sig'],
        transmission_time: h['paypal-transmission-time'],
      });
      if (!signature) {
        log?.warn('PayPal notification without its signature headers, refused');
        return undefined;
      }
      if (!isPayPalCertUrl(signature.cert_url, apiBase)) {
        log?.warn('PayPal notification signed with a certificate not on PayPal, refused');
        return undefined;
      }
      const event = read(ObjectSchema, parseJson(notification.rawBody));
      if (!event) {
        log?.warn('PayPal notification body is not a JSON object, refused');
        return undefined;
      }
      const answer = await call('verify notification', 'POST', '/v1/notifications/verify-webhook-signature', {
        body: { ...signature, webhook_id: options.webhookId, webhook_event: event },
      });
      // Our credentials being refused is our fault, not the sender's: throw so PayPal redelivers.
      if (answer.status === 401 || answer.status === 403) throw refusal('verify notification', answer);
      if (answer.status !== 200) {
        log?.warn({ status: answer.status, debugId: answer.debugId }, 'PayPal refused to verify a notification');
        return undefined;
      }
      if (read(VerificationSchema, answer.body)?.verification_status !== 'SUCCESS') {
        log?.warn({ transmissionId: signature.transmission_id }, 'PayPal notification signature refused');
        return undefined;
      }
      return toEvent(event, log);
    },
  };
}

/** A verified event reduced to what the order service acts on; undefined when it lacks id or type. */
function toEvent(body: Json, log: Logger | undefined): ProviderEvent | undefined {
  const event = read(EventSchema, body);
  if (!event) return undefined;
  const { id, event_type: type, resource } = event;
  if (type.startsWith('CHECKOUT.ORDER.')) return { id, type, providerOrderId: read(EventOrderSchema, resource)?.id, capture: undefined };
  if (!type.startsWith('PAYMENT.CAPTURE.')) return { id, type, providerOrderId: undefined, capture: undefined };
  const about = read(EventCaptureSchema, resource);
  let capture: ProviderCapture | undefined;
  try {
    if (type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED') {
      // The resource here is the refund, not the capture: its status COMPLETED means the refund
      // went through. Report the refunded capture (the 'up' link) as REFUNDED with the refunded
      // amount; whether it was partial shows only in a fresh getOrder.
      const refund = read(RefundSchema, resource);
      const up = refund?.links?.find((link) => link.rel === 'up')?.href;
      const captureId = (up ? /\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined) ?? refund?.id;
      if (refund && captureId) capture = { id: captureId, status: 'REFUNDED', ...moneyOf(refund.amount) };
    } else {
      const parsed = read(CaptureSchema, resource);
      capture = parsed ? captureOf(parsed) : undefined;
    }
  } catch (error) {
    log?.warn({ eventId: id, type, reason: (error as Error).message }, 'PayPal notification with an unreadable capture');
    capture = undefined;
  }
  return { id, type, providerOrderId: about?.supplementary_data?.related_ids.order_id, capture, customId: about?.custom_id };
}
