/**
 * What this code stores, in one place: every cookie and browser-storage key the site or the API
 * sets, and how long the API keeps what it stores. The cookie policy and the privacy policy
 * render from this module (their texts come from the catalog, `legal.inventory`), a unit test
 * checks it against the cookie names the code defines, and a journey checks it against what a
 * visit really receives (e2e/legal.spec.ts), so the pages cannot drift from the code.
 * Every period is read from the constant the code itself uses (@kestrel/domain).
 */
import {
  AFFILIATE_COOKIES,
  AFFILIATE_KINDS,
  ATTRIBUTION_MAX_AGE_S,
  FIRST_TOUCH_COOKIE,
  IV_SIM_COUNTRY,
  IV_USER_ID,
  UTM_TAGS_COOKIE,
  CAPTCHA_CHALLENGE_TTL_MS,
  CHANNEL_PARAM,
  CONTACT_MESSAGE_KEEP_DAYS,
  FAILED_MAIL_KEEP_DAYS,
  IDEMPOTENCY_KEEP_MS,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  MARKETING_GUARD_CLEAR_MS,
  NEWSLETTER_UNCONFIRMED_KEEP_DAYS,
  PARTNER_APPLICATION_KEEP_DAYS,
  RATE_LIMIT_LONGEST_WINDOW_MS,
  REFUND_REQUEST_KEEP_DAYS,
  SENT_MAIL_KEEP_DAYS,
  SESSION_ABSOLUTE_DAYS_DEFAULT,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SESSION_IDLE_DAYS_DEFAULT,
  SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS,
  SURVEY_ANSWER_KEEP_DAYS,
  VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@kestrel/domain';
import { MAIN_HOST_FLAG_KEY } from '@/components/layout/main-host';
import { EVENT_KEY, TABS_KEY } from '@/features/account/session-sync';
import { WIN_TOKEN_KEY } from '@/features/payment/payment-events';

const DAY_S = 86_400;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const STORAGE_KINDS = ['cookie', 'localStorage', 'sessionStorage'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** The cookie policy's groups, in the order it shows them. */
export const STORAGE_CATEGORIES = ['necessary', 'preferences', 'attribution'] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

/** How long a key lasts once set. */
export type Lifetime =
  /** A fixed time (a cookie's Max-Age, or a key the page removes after a delay). */
  | { kind: 'fixed'; seconds: number }
  /** Ends when you sign out, and at the latest after `maxSeconds` (the cookie's Max-Age). */
  | { kind: 'untilSignOut'; maxSeconds: number }
  /** sessionStorage: gone when the tab is closed. */
  | { kind: 'tab' }
  /** localStorage: stays until the browser's data for the site is cleared. */
  | { kind: 'untilCleared' };

export interface StorageEntry {
  /** The cookie name or storage key, exactly as the browser shows it. */
  name: string;
  kind: StorageKind;
  /** `api`: a Set-Cookie of the account API (same origin, through the site's server); `site`: the site's pages. */
  setBy: 'site' | 'api';
  /** Catalog key under legal.inventory.purposes. */
  purpose:
    | 'session'
    | 'sessionHint'
    | 'language'
    | 'tabs'
    | 'sessionEvent'
    | 'appToken'
    | 'mainHost'
    | 'partnerClick'
    | 'utmTags'
    | 'firstTouch'
    | 'channel'
    | 'appUser'
    | 'simCountry';
  /** What makes it appear; catalog key under legal.inventory.when. */
  setWhen:
    | 'signIn'
    | 'signInOrOut'
    | 'language'
    | 'accountPage'
    | 'windowsApp'
    | 'mirrorHost'
    | 'partnerLink'
    | 'campaignLink'
    | 'firstLink'
    | 'channelLink'
    | 'appLink';
  lifetime: Lifetime;
  category: StorageCategory;
}

/**
 * The attribution cookies the site's proxy sets from a landing's query (docs/product.md §3
 * "Attribution", src/site/attribution-cookies.ts): readable by the servers only.
 */
const attribution = (name: string, purpose: StorageEntry['purpose'], setWhen: StorageEntry['setWhen'], seconds: number): StorageEntry => ({
  name,
  kind: 'cookie',
  setBy: 'site',
  purpose,
  setWhen,
  lifetime: { kind: 'fixed', seconds },
  category: 'attribution',
});

/** Every cookie and browser-storage key this code sets (docs/product.md §3 "Cookies and browser storage"). */
export const STORAGE_INVENTORY: readonly StorageEntry[] = [
  {
    // The API's sign-in answer to the website (X-App-Type 502) sets it httpOnly (docs/decisions/006, 009).
    name: SESSION_COOKIE,
    kind: 'cookie',
    setBy: 'api',
    purpose: 'session',
    setWhen: 'signIn',
    lifetime: { kind: 'untilSignOut', maxSeconds: SESSION_ABSOLUTE_DAYS_DEFAULT * DAY_S },
    category: 'necessary',
  },
  {
    // Set and cleared with the session cookie, readable by scripts: static pages choose their header by
    // it (docs/product.md §3). The site's proxy also removes a hint left without a session (src/site/session-hint.ts).
    name: SESSION_HINT_COOKIE,
    kind: 'cookie',
    setBy: 'api',
    purpose: 'sessionHint',
    setWhen: 'signIn',
    lifetime: { kind: 'untilSignOut', maxSeconds: SESSION_ABSOLUTE_DAYS_DEFAULT * DAY_S },
    category: 'necessary',
  },
  {
    // next-intl's proxy writes it when a page's language differs from English or from the cookie (src/i18n/routing.ts).
    name: LANGUAGE_COOKIE,
    kind: 'cookie',
    setBy: 'site',
    purpose: 'language',
    setWhen: 'language',
    lifetime: { kind: 'fixed', seconds: LANGUAGE_COOKIE_MAX_AGE_S },
    category: 'preferences',
  },
  {
    name: TABS_KEY,
    kind: 'localStorage',
    setBy: 'site',
    purpose: 'tabs',
    setWhen: 'accountPage',
    lifetime: { kind: 'untilCleared' },
    category: 'necessary',
  },
  {
    name: EVENT_KEY,
    kind: 'localStorage',
    setBy: 'site',
    purpose: 'sessionEvent',
    setWhen: 'signInOrOut',
    lifetime: { kind: 'untilCleared' },
    category: 'necessary',
  },
  {
    name: WIN_TOKEN_KEY,
    kind: 'sessionStorage',
    setBy: 'site',
    purpose: 'appToken',
    setWhen: 'windowsApp',
    lifetime: { kind: 'tab' },
    category: 'necessary',
  },
  {
    // Only where MAIN_SITE_HOST is set and the visitor arrived on another host (main-host-client.tsx).
    name: MAIN_HOST_FLAG_KEY,
    kind: 'sessionStorage',
    setBy: 'site',
    purpose: 'mainHost',
    setWhen: 'mirrorHost',
    lifetime: { kind: 'fixed', seconds: MARKETING_GUARD_CLEAR_MS / 1000 },
    category: 'necessary',
  },
  ...AFFILIATE_KINDS.map((kind) =>
    attribution(AFFILIATE_COOKIES[kind].cookie, 'partnerClick', 'partnerLink', AFFILIATE_COOKIES[kind].maxAgeSeconds),
  ),
  attribution(UTM_TAGS_COOKIE, 'utmTags', 'campaignLink', ATTRIBUTION_MAX_AGE_S),
  attribution(FIRST_TOUCH_COOKIE, 'firstTouch', 'firstLink', ATTRIBUTION_MAX_AGE_S),
  attribution(CHANNEL_PARAM, 'channel', 'channelLink', ATTRIBUTION_MAX_AGE_S),
  attribution(IV_USER_ID, 'appUser', 'appLink', ATTRIBUTION_MAX_AGE_S),
  attribution(IV_SIM_COUNTRY, 'simCountry', 'appLink', ATTRIBUTION_MAX_AGE_S),
];

/** What the API stores; catalog keys under legal.inventory.stored (`what`, `kept`). */
export const STORED_DATA_KEYS = [
  'account',
  'devices',
  'sessions',
  'codes',
  'orders',
  'idempotency',
  'mail',
  'captcha',
  'rateLimits',
  'contact',
  'refunds',
  'partners',
  'newsletter',
  'survey',
  'attribution',
] as const;
export type StoredDataKey = (typeof STORED_DATA_KEYS)[number];

/**
 * The numbers each record's texts use, from the constants the API applies (its housekeeping job
 * reads the same ones). Records without numbers are kept until you ask us to delete them, or as
 * payment records: the API deletes neither by itself.
 */
export const STORED_DATA_VALUES: Readonly<Record<StoredDataKey, Readonly<Record<string, number>>>> = {
  account: {},
  devices: {},
  sessions: { idleDays: SESSION_IDLE_DAYS_DEFAULT, absoluteDays: SESSION_ABSOLUTE_DAYS_DEFAULT, days: SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS },
  codes: { minutes: VERIFICATION_CODE_TTL_MINUTES, days: VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS },
  orders: {},
  idempotency: { hours: IDEMPOTENCY_KEEP_MS / HOUR_MS },
  mail: { sentDays: SENT_MAIL_KEEP_DAYS, failedDays: FAILED_MAIL_KEEP_DAYS },
  captcha: { minutes: CAPTCHA_CHALLENGE_TTL_MS / MINUTE_MS },
  rateLimits: { hours: RATE_LIMIT_LONGEST_WINDOW_MS / HOUR_MS },
  contact: { days: CONTACT_MESSAGE_KEEP_DAYS },
  refunds: { days: REFUND_REQUEST_KEEP_DAYS },
  partners: { days: PARTNER_APPLICATION_KEEP_DAYS },
  newsletter: { days: NEWSLETTER_UNCONFIRMED_KEEP_DAYS },
  survey: { days: SURVEY_ANSWER_KEEP_DAYS },
  attribution: {},
};
