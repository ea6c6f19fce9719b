/**
 * Builds the services of AppDeps from configuration: password hasher, rate limiter (Redis when
 * REDIS_URL is set, else memory), captcha verifiers, mailer and mail queue, the payment provider
 * and the orders service, the blog cache (Redis or memory too). start.ts and the tests both use it; tests override what they need (a
 * fake fetch, a clock).
 */
import type { Logger } from 'pino';
import type { FetchLike } from './adapters/captcha/recaptcha';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createMemoryRateLimiter } from './adapters/rate-limit/memory';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter';
import { createFileStore, type FileStore } from './adapters/uploads/file-store';
import { connectRedis, createRedisRateLimiter } from './adapters/rate-limit/redis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createPayPalProvider } from './adapters/payments/paypal';
import { createSandboxCheckout, SANDBOX_SIGNATURE_HEADER, type SandboxNotification } from './adapters/payments/sandbox';
import type { PaymentProvider } from './adapters/payments/provider';
import type { AppDeps, Clock, PaymentAdapters } from './deps';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { createCaptchaSet } from './modules/captcha/captcha.service';
import { BRAND } from '@kestrel/domain/brand';
import { createMailQueue } from './modules/mail/mail.queue';
import { createPartnerNotices } from './modules/partners/partner-notices';
import { createGiftCards } from './modules/gift-cards/gift-cards.service';
import { createOrdersService } from './modules/payments/payments.service';
import { SessionCache } from './modules/sessions/session-cache';
import { createBlogCache, createMemoryBlogCacheStore, createRedisBlogCacheStore, type BlogCache } from './modules/blog/blog-cache';

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
  /** Replaces the receipt store (tests pass one that fails). */
  receipts?: FileStore;
  blogCache?: BlogCache;
}

/** Every service of AppDeps that configuration decides: accounts, mail, limits, payments and orders, uploads. */
export type AppServices = Pick<
  AppDeps,
  | 'passwords'
  | 'rateLimiter'
  | 'captcha'
  | 'mailer'
  | 'mail'
  | 'partners'
  | 'gifts'
  | 'sessionCache'
  | 'payments'
  | 'orders'
  | 'receipts'
  | 'blogCache'
>;

/** The blog cache of this configuration: shared through Redis when REDIS_URL is set. */
export function createConfiguredBlogCache(config: Pick<Config, 'redisUrl'>, clock: Clock, logger?: Logger): BlogCache {
  const store = config.redisUrl ? createRedisBlogCacheStore(connectRedis(config.redisUrl)) : createMemoryBlogCacheStore();
  return createBlogCache({ store, clock, ...(logger ? { logger } : {}) });
}

/** PayPal when its keys are set, otherwise the built-in sandbox checkout, which sends its notifications to `notify`. */
export function createPaymentAdapters(
  options: ServiceOptions,
  notify: (notification: SandboxNotification) => Promise<void>,
): PaymentAdapters {
  if (options.paymentProvider) return { provider: options.paymentProvider, sandbox: undefined };
  const { config } = options;
  if (config.paypal) {
    const provider = createPayPalProvider({ ...config.paypal, brandName: BRAND.name, logger: options.logger, clock: options.clock });
    return { provider, sandbox: undefined };
  }
  const sandbox = createSandboxCheckout({
    db: options.database.db,
    clock: options.clock,
    siteUrl: config.siteUrl,
    notify,
    ...(options.sandboxNotifyDelayMs === undefined ? {} : { notifyDelayMs: options.sandboxNotifyDelayMs }),
  });
  return { provider: sandbox, sandbox };
}

export function createServices(options: ServiceOptions): AppServices {
  const { config, database, logger, clock } = options;
  const rateLimiter =
    options.rateLimiter ?? (config.redisUrl ? createRedisRateLimiter(connectRedis(config.redisUrl)) : createMemoryRateLimiter(clock));
  const mailer = options.mailer ?? createMailer({ url: config.mail.url, from: config.mail.from, dataDir: config.dataDir, logger });
  const sessionCache = new SessionCache(clock);
  // The sandbox's notifications take the webhook path's code, signature check included. The
  // sandbox sends them only after a checkout, by which time `orders` exists.
  const payments = createPaymentAdapters(options, async ({ rawBody, signature }) => {
    await orders.notification('sandbox', { headers: { [SANDBOX_SIGNATURE_HEADER]: signature }, rawBody }, logger);
  });
  // The orders service queues the receipt mail in the transaction that completes an order.
  const mail = createMailQueue({ db: database.db, mailer, clock, logger });
  // …and the partner's conversion notice in the same transaction.
  const partners = createPartnerNotices({ db: database.db, clock, logger, postbacks: config.postbacks });
  const gifts = createGiftCards({ database, clock, config, mail, sessionCache });
  const orders = createOrdersService({ database, clock, config, logger, sessionCache, mail, partners, gifts, provider: payments.provider });
  return {
    passwords: options.passwords ?? createPasswordHasher(),
    rateLimiter,
    captcha: createCaptchaSet({ config, database, clock, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    mailer,
    mail,
    partners,
    gifts,
    sessionCache,
    payments,
    orders,
    receipts: options.receipts ?? createFileStore({ dataDir: config.dataDir, folder: 'receipts', clock }),
    blogCache: options.blogCache ?? createConfiguredBlogCache(config, clock, logger),
  };
}
