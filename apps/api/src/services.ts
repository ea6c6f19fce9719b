/**
 * Builds the account services of AppDeps from configuration: password hasher, rate limiter
 * (Redis when REDIS_URL is set, else memory), captcha verifiers, mailer and mail queue.
 * start.ts and the tests both use it; tests override what they need (a fake fetch, a clock).
 */
import type { Logger } from 'pino';
import type { FetchLike } from './adapters/captcha/recaptcha';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createMemoryRateLimiter } from './adapters/rate-limit/memory';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter';
import { connectRedis, createRedisRateLimiter } from './adapters/rate-limit/redis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createPayPalProvider } from './adapters/payments/paypal';
import { createSandboxCheckout } from './adapters/payments/sandbox';
import type { PaymentProvider } from './adapters/payments/provider';
import { NotificationRelay, type AppDeps, type Clock, type PaymentAdapters } from './deps';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { createCaptchaSet } from './modules/captcha/captcha.service';
import { BRAND } from '@kestrel/domain/brand';
import { createMailQueue } from './modules/mail/mail.queue';
import { SessionCache } from './modules/sessions/session-cache';

export interface ServiceOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  /** The fetch reCAPTCHA's siteverify goes through (tests pass a fake). */
  fetch?: FetchLike;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  passwords?: PasswordHasher;
  /** Replaces the payment provider (tests pass a PayPal provider pointed at a fake server). */
  paymentProvider?: PaymentProvider;
  /** Delay of the sandbox checkout's notifications (tests use 0). */
  sandboxNotifyDelayMs?: number;
}

export type AccountServices = Pick<AppDeps, 'passwords' | 'rateLimiter' | 'captcha' | 'mailer' | 'mail' | 'sessionCache' | 'payments'>;

/** PayPal when its keys are set, otherwise the built-in sandbox checkout. */
export function createPaymentAdapters(options: ServiceOptions): PaymentAdapters {
  const relay = new NotificationRelay();
  if (options.paymentProvider) return { provider: options.paymentProvider, sandbox: undefined, relay };
  const { config } = options;
  if (config.paypal) {
    const provider = createPayPalProvider({ ...config.paypal, brandName: BRAND.name, logger: options.logger });
    return { provider, sandbox: undefined, relay };
  }
  const sandbox = createSandboxCheckout({
    db: options.database.db,
    clock: options.clock,
    siteUrl: config.siteUrl,
    notify: (notification) => relay.deliver(notification),
    ...(options.sandboxNotifyDelayMs === undefined ? {} : { notifyDelayMs: options.sandboxNotifyDelayMs }),
  });
  return { provider: sandbox, sandbox, relay };
}

export function createServices(options: ServiceOptions): AccountServices {
  const { config, database, logger, clock } = options;
  const rateLimiter =
    options.rateLimiter ?? (config.redisUrl ? createRedisRateLimiter(connectRedis(config.redisUrl)) : createMemoryRateLimiter(clock));
  const mailer = options.mailer ?? createMailer({ url: config.mail.url, from: config.mail.from, dataDir: config.dataDir, logger });
  return {
    passwords: options.passwords ?? createPasswordHasher(),
    rateLimiter,
    captcha: createCaptchaSet({ config, database, clock, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    mailer,
    mail: createMailQueue({ db: database.db, mailer, clock, logger }),
    sessionCache: new SessionCache(clock),
    payments: createPaymentAdapters(options),
  };
}
