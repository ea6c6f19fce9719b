// Business constants and limits of docs/product.md §9 (and the figures docs/product.md §1, §3, §4 and §8 refer to).
// Values are the product rules'; names carry their unit so a reader never has to guess ms from s.

/** Shared HTTP client timeout (docs/product.md §7, §9). */
export const HTTP_TIMEOUT_MS = 20_000;
/** How long a server error message stays on screen (docs/product.md §8). */
export const ERROR_MESSAGE_DURATION_MS = 5_000;
/** Blog cache entry freshness: 15 minutes (docs/product.md §4, §9). */
export const BLOG_CACHE_MS = 900_000;
/** Cross-tab session heartbeat period (docs/product.md §4). */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Another tab counts as alive while its heartbeat is younger than this (docs/product.md §4). */
export const HEARTBEAT_ALIVE_MS = 35_000;
/** Bot-protection script readiness poll period (docs/product.md §4)… */
export const CHALLENGE_POLL_MS = 200;
/** …and number of polls before giving up (about 60 s). */
export const CHALLENGE_POLL_TRIES = 300;
/** Stored utm tags expire after 45 days (docs/product.md §9). */
export const UTM_TAGS_LIFE_MS = 3888e6;
/** cj affiliate cookie lifetime: 45 days (docs/product.md §9). */
export const CJ_COOKIE_MAX_AGE_S = 3_888_000;
/** admitad affiliate cookie lifetime: 45 days (docs/product.md §9). */
export const ADMITAD_COOKIE_MAX_AGE_S = 3_888_000;
/** cf-click affiliate cookie lifetime: 30 days (docs/product.md §9). */
export const CF_COOKIE_MAX_AGE_S = 2_592_000;
/** The once-per-session marketing-path guard flag is cleared after this (docs/product.md §2). */
export const MARKETING_GUARD_CLEAR_MS = 2_000;

/** Refund policy (docs/product.md §1, §9): website purchases only, renewals excluded. */
export const REFUND_WINDOW_DAYS = 30;
export const REFUND_REPLY_WORKING_DAYS = 3;
export const REFUND_PROCESSING_WORKING_DAYS = 14;
/** Money-back period of the promotion (docs/product.md §1). */
export const PROMOTION_MONEY_BACK_DAYS = 7;

/** Promotion window (docs/product.md §4): start inclusive, end exclusive. */
export const PROMOTION_WINDOW = Object.freeze({
  start: '2024-03-25T03:00:00Z',
  end: '2024-04-07T03:00:00Z',
} as const);

/** The promoted offer (docs/product.md §1): 65% off a 24-month plan. */
export const PROMOTION_OFFER = Object.freeze({
  discountPercent: 65,
  intervalCount: 24,
  intervalUnit: 'MONTH',
} as const);

/** Figures the marketing copy claims (docs/product.md §1); copy formats them per language. */
export const MARKETING_CLAIMS = Object.freeze({
  servers: 21_000,
  /** Some pages claim 24,000+ servers. */
  serversAlt: 24_000,
  locations: 111,
  countries: 45,
  users: 300_000_000,
  support: '24/7',
  encryption: 'AES-256',
} as const);

/** Values for the product's structured data (docs/product.md §1); prices are in major units as schema.org expects. */
export const STRUCTURED_DATA = Object.freeze({
  lowPrice: 4.17,
  highPrice: 11.99,
  currency: 'USD',
  offerCount: 4,
  ratingValue: 4.8,
  ratingCount: 30961,
} as const);

/** Session token cookie (docs/product.md §3). */
export const SESSION_COOKIE = 'paypal_token';
/**
 * The "signed in" hint (docs/product.md §3 "Cookies and browser storage"): value `1`, readable by
 * scripts, set and cleared with SESSION_COOKIE and lasting as long. It only tells static pages
 * which header to show; it grants nothing (the API decides by the token alone).
 */
export const SESSION_HINT_COOKIE = 'signed_in';
/** The hint's one value. */
export const SESSION_HINT_VALUE = '1';
/** Language cookie (docs/product.md §3). */
export const LANGUAGE_COOKIE = 'LANGUAGE';
/** How long the LANGUAGE cookie remembers a choice: one year (docs/product.md names no figure). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/** Body codes that end the session and show the "Confirm logout" dialog (docs/product.md §8). */
export const LOGOUT_CODES = Object.freeze({
  ILLEGAL_TOKEN: 50008,
  OTHER_CLIENT_LOGGED_IN: 50012,
  TOKEN_EXPIRED: 50014,
} as const);
export type LogoutCode = (typeof LOGOUT_CODES)[keyof typeof LOGOUT_CODES];

const LOGOUT_CODE_SET: ReadonlySet<unknown> = new Set(Object.values(LOGOUT_CODES));

/** True for a body code that ends the session and asks the user to log in again (docs/product.md §8). */
export function isLogoutCode(code: unknown): code is LogoutCode {
  return LOGOUT_CODE_SET.has(code);
}

/** Body of a failed captcha check (docs/product.md §8). */
export const CAPTCHA_FAILURE = Object.freeze({
  err_code: 500,
  code: 20104,
  message: 'ReCaptchaScoreTooLow',
} as const);

/**
 * Levels of the self-hosted proof-of-work captcha: `hard` challenges take about ten times the
 * work. A login for an account with many recent failed sign-ins needs a `hard` solution.
 */
export const CAPTCHA_LEVELS = ['normal', 'hard'] as const;
export type CaptchaLevel = (typeof CAPTCHA_LEVELS)[number];

/**
 * Body code of the answer (status 400) that asks for a `hard` captcha: fetch a challenge with
 * `level=hard`, solve it and send the request again (docs/decisions/014).
 */
export const CAPTCHA_HARDER_CODE = 20105;

/**
 * An ALTCHA challenge as a solver takes it. GET captcha/challenge answers one with `maxnumber`
 * always set (CaptchaChallengeSchema); without it, solvers use altcha-lib's default bound.
 */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** The channel whose device-count display reads 1 instead of 5 (docs/product.md §9). */
export const BD1117_CHANNEL = 'bd1117';

/** Strict-Transport-Security of the website and the API: two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Largest request body the API takes (it takes small JSON documents only; the refund request's
 * upload is the one exception, uploads.ts `requestBodyLimit`). The website's server refuses a
 * larger one before forwarding it, with the same 413 answer as the API.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
