/**
 * The API's configuration: the ONLY module that reads process.env (docs/architecture.md).
 *
 * `loadConfig()` never exits and never prints, so tests can call it with any environment;
 * server.ts prints the error lines and exits.
 */
import { resolve } from 'node:path';
import { BRAND } from '@kestrel/domain/brand';
import type { AffiliateKind } from '@kestrel/domain';
import { checkIpOrCidr } from '@kestrel/domain/client-ip';
import { postbackTemplateProblem } from '@kestrel/domain/postbacks';
import { SESSION_ABSOLUTE_DAYS_DEFAULT, SESSION_IDLE_DAYS_DEFAULT } from '@kestrel/domain/retention';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** DATA_DIR value that keeps the embedded database in memory only (nothing written to disk). */
export const MEMORY_DATA_DIR = 'memory://';

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** The environment as read: every value a string or absent. */
export type Env = Record<string, string | undefined>;

/** Hides the password of a URL (`postgres://user:***@host/db`); other text is returned as is. */
export function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const integerIn = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be an integer from ${min} to ${max}`);

const boolean = (name: string) =>
  z.string().transform((value, ctx) => {
    const lower = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
    return z.NEVER;
  });

/**
 * A comma-separated list: entries trimmed, empty ones dropped, each turned into its value by
 * `valueOf`. The first entry it refuses (undefined) fails the list with `refusal(entry)`.
 */
const commaList = <T>(valueOf: (entry: string) => T | undefined, refusal: (entry: string) => string) =>
  z.string().transform((value, ctx) => {
    const values: T[] = [];
    for (const entry of value.split(',').map((part) => part.trim())) {
      if (entry === '') continue;
      const parsed = valueOf(entry);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: refusal(entry) });
        return z.NEVER;
      }
      values.push(parsed);
    }
    return values;
  });

/** A partner network's postback URL template (domain postbacks.ts), checked at start. */
const postbackTemplate = (name: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = postbackTemplateProblem(value);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `${name} ${problem}` });
    });

/**
 * Every variable the API reads, each with its check and default. Each schema carries a message
 * that starts with the variable's name, so one issue becomes one readable line. The root
 * README's table of variables is tested against this schema.
 */
export const ApiEnvSchema = z.object({
  PORT: integerIn('PORT', 1, 65535).default(4000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z
    .string()
    .transform((value) => (value === MEMORY_DATA_DIR ? value : resolve(process.cwd(), value)))
    .default(() => resolve(process.cwd(), 'data')),
  DATABASE_URL: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['postgres:', 'postgresql:']), 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['redis:', 'rediss:']), 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).default('json'),
  TRUSTED_PROXIES: commaList(
    (entry) => (checkIpOrCidr(entry) ? entry : undefined),
    (entry) => `TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges; "${entry}" is neither`,
  ).default([]),
  SITE_URL: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'SITE_URL must be an http:// or https:// URL')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  NODE_ENV: z.enum(NODE_ENVS, { error: `NODE_ENV must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  SEED: boolean('SEED').default(true),
  ALLOWED_ORIGINS: commaList(
    (entry) => (isUrlWithProtocol(entry, ['http:', 'https:']) ? new URL(entry).origin : undefined),
    (entry) => `ALLOWED_ORIGINS must be a comma-separated list of http(s) origins; "${entry}" is not one`,
  ).default([]),
  SESSION_IDLE_DAYS: integerIn('SESSION_IDLE_DAYS', 1, 400).default(SESSION_IDLE_DAYS_DEFAULT),
  SESSION_ABSOLUTE_DAYS: integerIn('SESSION_ABSOLUTE_DAYS', 1, 400).default(SESSION_ABSOLUTE_DAYS_DEFAULT),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'CAPTCHA_HMAC_KEY must be at least 32 characters').optional(),
  CAPTCHA_DIFFICULTY: integerIn('CAPTCHA_DIFFICULTY', 1, 10_000_000).default(100_000),
  RECAPTCHA_SECRET_V2: z.string().trim().min(1).optional(),
  RECAPTCHA_SECRET_V3: z.string().trim().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'RECAPTCHA_MIN_SCORE must be a number from 0 to 1')
    .transform(Number)
    .default(0.5),
  MAIL_URL: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), 'MAIL_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'MAIL_FROM must be an address such as "Kestrel VPN <no-reply@example.com>"')
    .default(`${BRAND.name} <no-reply@${BRAND.domain}>`),
  PAYMENTS: z.enum(['paypal', 'test'], { error: 'PAYMENTS must be paypal or test' }).optional(),
  PAYPAL_CLIENT_ID: z.string().trim().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().trim().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().trim().min(1).optional(),
  PAYPAL_API_BASE: z
    .string()
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'PAYPAL_API_BASE must be an http:// or https:// URL')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api-m.paypal.com'),
  POSTBACK_URL_CJ: postbackTemplate('POSTBACK_URL_CJ').optional(),
  POSTBACK_URL_CF: postbackTemplate('POSTBACK_URL_CF').optional(),
  POSTBACK_URL_ADMITAD: postbackTemplate('POSTBACK_URL_ADMITAD').optional(),
  REVERSAL_URL_CJ: postbackTemplate('REVERSAL_URL_CJ').optional(),
  REVERSAL_URL_CF: postbackTemplate('REVERSAL_URL_CF').optional(),
  REVERSAL_URL_ADMITAD: postbackTemplate('REVERSAL_URL_ADMITAD').optional(),
});

/** Hosts of a developer's own machine: a SITE_URL elsewhere is a public deployment. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A deployment real visitors can reach: NODE_ENV=production, or a public SITE_URL. */
export function isProduction(nodeEnv: NodeEnv, siteUrl: string): boolean {
  return nodeEnv === 'production' || !isLocalHost(new URL(siteUrl).hostname);
}

/** PayPal's own sandbox (api-m.sandbox.paypal.com): real PayPal code paths, test money. */
function isPayPalSandbox(apiBase: string): boolean {
  return new URL(apiBase).hostname.toLowerCase().endsWith('.sandbox.paypal.com');
}

/**
 * The built-in test checkout approves any order without money moving, so a public deployment
 * must never fall back to it silently: there it needs PayPal's keys, or PAYMENTS=test as an
 * explicit choice of a test deployment. On a developer's machine the test checkout is the default.
 */
function checkPaymentMode(mode: 'paypal' | 'test' | undefined, hasPayPalKeys: boolean, production: boolean): string | undefined {
  if (mode === 'test' && hasPayPalKeys)
    return 'PAYMENTS=test uses the built-in test checkout, but PayPal keys are set too; remove one of them';
  if (mode === 'paypal' && !hasPayPalKeys) return 'PAYMENTS=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID';
  if (mode === undefined && !hasPayPalKeys && production)
    return (
      'a public deployment (NODE_ENV=production or a SITE_URL that is not localhost) needs PAYPAL_CLIENT_ID, ' +
      'PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID; to run it with the built-in test checkout (no money moves, every ' +
      'checkout page and mail says test mode), set PAYMENTS=test'
    );
  return undefined;
}

const SECRET_URL_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL', 'MAIL_URL']);
/** Never echoed in an error line. */
// Postback URLs usually carry the network's account key.
const SECRET_VARIABLES = new Set([
  'CAPTCHA_HMAC_KEY',
  'RECAPTCHA_SECRET_V2',
  'RECAPTCHA_SECRET_V3',
  'PAYPAL_CLIENT_SECRET',
  'POSTBACK_URL_CJ',
  'POSTBACK_URL_CF',
  'POSTBACK_URL_ADMITAD',
  'REVERSAL_URL_CJ',
  'REVERSAL_URL_CF',
  'REVERSAL_URL_ADMITAD',
]);

type Variables = z.output<typeof ApiEnvSchema>;

/** The line that says why valid variables do not go together, if they do not. */
function combinationProblem(e: Variables): string | undefined {
  if (e.SESSION_IDLE_DAYS > e.SESSION_ABSOLUTE_DAYS) {
    return `SESSION_IDLE_DAYS must not exceed SESSION_ABSOLUTE_DAYS (got ${e.SESSION_IDLE_DAYS} and ${e.SESSION_ABSOLUTE_DAYS})`;
  }
  const paypalSet = [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET, e.PAYPAL_WEBHOOK_ID].filter((v) => v !== undefined).length;
  if (paypalSet !== 0 && paypalSet !== 3) {
    return 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID must be set together (or none, for the test checkout)';
  }
  return checkPaymentMode(e.PAYMENTS, paypalSet === 3, isProduction(e.NODE_ENV, e.SITE_URL));
}

/** The variables as the configuration the API runs with; `Config` is what this returns. */
const ConfigSchema = ApiEnvSchema.transform((e, ctx) => {
  const problem = combinationProblem(e);
  if (problem !== undefined) {
    ctx.addIssue({ code: 'custom', message: problem, path: [] });
    return z.NEVER;
  }
  /** PayPal REST credentials; absent when the test checkout takes payments. */
  const paypal =
    e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          /** The webhook's id at PayPal, needed to verify notifications. */
          webhookId: e.PAYPAL_WEBHOOK_ID,
          /** https://api-m.paypal.com (production, docs/product.md §9) or https://api-m.sandbox.paypal.com. */
          apiBase: e.PAYPAL_API_BASE,
        }
      : undefined;
  const provider = paypal ? 'paypal' : 'sandbox';
  return {
    port: e.PORT,
    host: e.HOST,
    /** Absolute folder for local data (the embedded database lives in `<dataDir>/pglite`), or `memory://`. */
    dataDir: e.DATA_DIR,
    /** PostgreSQL URL; when absent the embedded PGlite database is used. */
    databaseUrl: e.DATABASE_URL,
    /** Redis URL; when set, rate limits are kept in Redis (shared by every instance); memory otherwise. */
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    /** `pretty` prints human-readable lines (npm start on a terminal); `json` otherwise. */
    logFormat: e.LOG_FORMAT,
    /** IP addresses and CIDR ranges of reverse proxies whose X-Forwarded-For is believed. */
    trustedProxies: e.TRUSTED_PROXIES,
    siteUrl: e.SITE_URL,
    nodeEnv: e.NODE_ENV,
    /** Whether demo content (the plans) is written at start. */
    seed: e.SEED,
    /** Extra origins allowed to make cookie-authenticated changes, besides SITE_URL's and the API's own. */
    allowedOrigins: e.ALLOWED_ORIGINS,
    session: {
      /** A session unused for this many days ends (SESSION_IDLE_DAYS). */
      idleDays: e.SESSION_IDLE_DAYS,
      /** A session ends this many days after sign-in, used or not (SESSION_ABSOLUTE_DAYS). */
      absoluteDays: e.SESSION_ABSOLUTE_DAYS,
    },
    captcha: {
      /** ALTCHA HMAC key; when absent a random key is generated once and kept in the database. */
      hmacKey: e.CAPTCHA_HMAC_KEY,
      /** ALTCHA `maxnumber`: the average solve costs half this many SHA-256 hashes. */
      difficulty: e.CAPTCHA_DIFFICULTY,
      /** reCAPTCHA v2 secret: /ws/mm/reca/r2/ paths verify `recasign` with Google when set. */
      recaptchaSecretV2: e.RECAPTCHA_SECRET_V2,
      /** reCAPTCHA v3 secret: /ws/mm/reca/r3/ paths verify `recasign` with Google when set. */
      recaptchaSecretV3: e.RECAPTCHA_SECRET_V3,
      /** Lowest accepted reCAPTCHA v3 score. */
      recaptchaMinScore: e.RECAPTCHA_MIN_SCORE,
    },
    /**
     * How payments are taken: `paypal` (PayPal REST with the keys below) or `sandbox` (the
     * built-in test checkout, a local approve page: no money moves). `testMode` is true whenever
     * no real money can move (the test checkout, or PayPal's own sandbox host): checkout pages and
     * mails then say so, and orders and the time they grant are marked as test.
     */
    payments: { provider, testMode: provider === 'sandbox' || isPayPalSandbox(e.PAYPAL_API_BASE) },
    paypal,
    /**
     * Conversion notices to partner networks (docs/product.md §3 "Attribution"): per network, the
     * URL called when an order with its click is paid (`sale`) and, where the network takes one,
     * when that order is refunded (`reversal`). A network without a sale URL is not notified.
     */
    postbacks: {
      cj: { sale: e.POSTBACK_URL_CJ, reversal: e.REVERSAL_URL_CJ },
      cf: { sale: e.POSTBACK_URL_CF, reversal: e.REVERSAL_URL_CF },
      admitad: { sale: e.POSTBACK_URL_ADMITAD, reversal: e.REVERSAL_URL_ADMITAD },
    } satisfies Record<AffiliateKind, { sale: string | undefined; reversal: string | undefined }>,
    mail: {
      /** SMTP URL (smtp:// or smtps://); when absent mail goes to the outbox folder DATA_DIR/outbox. */
      url: e.MAIL_URL,
      /** The From header of every message. */
      from: e.MAIL_FROM,
    },
  };
});

export type Config = z.output<typeof ConfigSchema>;

/** One line per bad variable (a secret never shown), or the one line about a bad combination. */
function errorLine(issue: z.core.$ZodIssue, input: Readonly<Record<string, string>>): string {
  const key = String(issue.path[0] ?? '');
  if (key === '') return `Invalid environment: ${issue.message}`;
  const raw = input[key] ?? '';
  const shown = SECRET_VARIABLES.has(key) ? '***' : SECRET_URL_VARIABLES.has(key) ? maskUrl(raw) : raw;
  return `Invalid environment: ${issue.message} (got ${JSON.stringify(shown)})`;
}

/**
 * Reads and validates the environment. Empty values count as unset (a blank line in a .env
 * file must not turn into PORT=0). Returns one error line per bad variable.
 */
export function loadConfig(env: Env = process.env): ConfigResult {
  const input: Record<string, string> = {};
  for (const key of Object.keys(ApiEnvSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }
  const parsed = ConfigSchema.safeParse(input);
  if (parsed.success) return { ok: true, config: parsed.data };
  // A variable with several issues (a format and a range) is reported once, by its first.
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(errorLine(issue, input));
  }
  return { ok: false, errors };
}

/**
 * What an operator should know before the first call, given a configuration that is valid: a
 * deployment real visitors reach (isProduction) with no trusted proxy sees every call that comes
 * through the website or a load balancer from that one address, so all visitors would share every
 * per-address limit (docs/decisions/006) and none would be known to use https.
 */
export function startWarnings(config: Config): string[] {
  if (!isProduction(config.nodeEnv, config.siteUrl) || config.trustedProxies.length > 0) return [];
  return [
    'TRUSTED_PROXIES is empty: list the website’s server and any proxy in front of the API there, ' +
      'or every visitor who comes through them counts as their one address (shared rate limits) and none as https',
  ];
}
