import type { Logger } from 'pino';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/provider';
import type { SandboxCheckout } from './adapters/payments/sandbox';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter';
import type { FileStore } from './adapters/uploads/file-store';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { PasswordHasher } from './lib/passwords';
import type { CaptchaSet } from './modules/captcha/captcha.service';
import type { GeoLookup } from './modules/geo/geo.lookup';
import type { MailQueue } from './modules/mail/mail.queue';
import type { PartnerNotices } from './modules/partners/partner-notices';
import type { GiftCardsService } from './modules/gift-cards/gift-cards.service';
import type { OrdersService } from './modules/payments/payments.service';
import type { SessionCache } from './modules/sessions/session-cache';
import type { BlogCache } from './modules/blog/blog-cache';

/** Time source; tests pass a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Process state the app reads: /readyz fails once shutdown has begun. */
export interface Lifecycle {
  readonly shuttingDown: boolean;
}

/** The payment provider, and the sandbox checkout when it is the provider. */
export interface PaymentAdapters {
  provider: PaymentProvider;
  sandbox: SandboxCheckout | undefined;
}

/** Everything the app needs from outside; no module reads globals. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  geo: GeoLookup;
  clock: Clock;
  lifecycle: Lifecycle;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  captcha: CaptchaSet;
  mailer: Mailer;
  /** The pending-mail outbox and its sender. */
  mail: MailQueue;
  /** Conversion notices to partner networks and their sender. */
  partners: PartnerNotices;
  /** Gift cards: issued when their order is paid, redeemed once. */
  gifts: GiftCardsService;
  /** Recently validated sessions of this instance. */
  sessionCache: SessionCache;
  payments: PaymentAdapters;
  /** Orders, captures and grants over `payments.provider`: one per app, shared by the routes and the reconciliation. */
  orders: OrdersService;
  /** The official receipts of refund requests (docs/decisions/018). */
  receipts: FileStore;
  /** The blog's answers, kept 15 minutes (modules/blog/blog-cache.ts). */
  blogCache: BlogCache;
}
