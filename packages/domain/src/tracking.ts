import { CHANNEL_PARAM, isChannel } from './channel';
import { queryValue, type QueryInput } from './query';
import { ADMITAD_COOKIE_MAX_AGE_S, CF_COOKIE_MAX_AGE_S, CJ_COOKIE_MAX_AGE_S, UTM_TAGS_LIFE_MS } from './constants';

export const AFFILIATE_KINDS = ['cj', 'cf', 'admitad'] as const;
export type AffiliateKind = (typeof AFFILIATE_KINDS)[number];

export interface AffiliateCookieRule {
  /** Cookie that remembers the partner click. */
  readonly cookie: string;
  /** Query parameters a partner link carries its click id in, in order of preference. */
  readonly params: readonly string[];
  readonly maxAgeSeconds: number;
}

/**
 * Partner-click cookies of docs/product.md §1/§3. docs/product.md names only the kinds, so the names follow each
 * network's own convention: CJ appends `cjevent` to landing URLs, admitad `admitad_uid`, and
 * the cf network has been seen with both `cf_click` and `cfclick`. Lifetimes are docs/product.md §9's.
 */
export const AFFILIATE_COOKIES: Readonly<Record<AffiliateKind, AffiliateCookieRule>> = Object.freeze({
  cj: { cookie: 'cj_click', params: ['cjevent'], maxAgeSeconds: CJ_COOKIE_MAX_AGE_S },
  cf: { cookie: 'cf_click', params: ['cf_click', 'cfclick'], maxAgeSeconds: CF_COOKIE_MAX_AGE_S },
  admitad: { cookie: 'admitad_uid', params: ['admitad_uid'], maxAgeSeconds: ADMITAD_COOKIE_MAX_AGE_S },
});

export const AFFILIATE_COOKIE_NAMES: readonly string[] = AFFILIATE_KINDS.map((kind) => AFFILIATE_COOKIES[kind].cookie);

export const UTM_TAG_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmTagName = (typeof UTM_TAG_NAMES)[number];

export const TRACKING_VALUE_MAX_LENGTH = 200;

export type UtmTags = Partial<Record<UtmTagName, string>> & {
  /** Epoch milliseconds after which the tags are discarded (docs/product.md §9: 45 days). */
  readonly expiresAt: number;
};

export interface TrackingCookie {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number;
}

export interface TrackingPlan {
  readonly set: TrackingCookie[];
  readonly remove: string[];
  readonly utmTags?: UtmTags;
  readonly channel?: string;
}

// Partner click ids end up in cookie values and URLs: only RFC 3986 unreserved characters.
const TOKEN_VALUE = new RegExp(`^[A-Za-z0-9._~-]{1,${TRACKING_VALUE_MAX_LENGTH}}$`);
// utm values are free text chosen by marketers ("spring sale", "Black Friday"); they are kept
// in session storage and analytics, never in a cookie, so only control characters are refused.
const UTM_VALUE = new RegExp(`^[^\\p{Cc}]{1,${TRACKING_VALUE_MAX_LENGTH}}$`, 'u');

/** A partner click id (or an app's user id): 1–200 RFC 3986 unreserved characters. */
export function isClickId(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_VALUE.test(value);
}

/** A utm value: 1–200 characters, none of them a control character. */
export function isUtmValue(value: unknown): value is string {
  return typeof value === 'string' && UTM_VALUE.test(value);
}

type Read = (name: string) => string | undefined;

function valid(value: string | undefined, pattern: RegExp): string | undefined {
  return value !== undefined && pattern.test(value) ? value : undefined;
}

function findAffiliateClick(read: Read): { kind: AffiliateKind; value: string } | undefined {
  for (const kind of AFFILIATE_KINDS) {
    for (const param of AFFILIATE_COOKIES[kind].params) {
      const value = valid(read(param), TOKEN_VALUE);
      if (value !== undefined) return { kind, value };
    }
  }
  return undefined;
}

function readUtmTags(read: Read, now: Date): UtmTags | undefined {
  const tags: Partial<Record<UtmTagName, string>> = {};
  for (const name of UTM_TAG_NAMES) {
    const value = valid(read(name), UTM_VALUE);
    if (value !== undefined) tags[name] = value;
  }
  if (Object.keys(tags).length === 0) return undefined;
  return { ...tags, expiresAt: now.getTime() + UTM_TAGS_LIFE_MS };
}

/**
 * What a landing URL's query does to the tracking cookies and stored tags (docs/product.md §4, §9).
 * - A partner click parameter sets that kind's cookie and removes the other kinds: they are
 *   exclusive. With several in one query, cj wins over cf, cf over admitad.
 * - Otherwise a utm_source removes every affiliate cookie. A partner link that also carries
 *   utm tags (networks often add utm_source) keeps its own cookie: the click is the stronger
 *   signal.
 * - Any utm tag present is returned for storage with an expiry 45 days from `now`; a channel
 *   is returned as is when it is one the plans endpoint accepts (./channel.ts).
 * Other values that are empty, longer than 200 characters or contain other characters than
 * `[A-Za-z0-9._~-]` (utm tags: any control character) are ignored as if absent.
 * @throws RangeError for an invalid `now`.
 */
export function planTrackingCookies(query: QueryInput, now: Date): TrackingPlan {
  if (Number.isNaN(now.getTime())) throw new RangeError('invalid date');
  const read: Read = (name) => queryValue(query, name);
  const click = findAffiliateClick(read);
  const utmTags = readUtmTags(read, now);
  const requestedChannel = read(CHANNEL_PARAM);
  const channel = isChannel(requestedChannel) ? requestedChannel : undefined;

  const set: TrackingCookie[] = [];
  let remove: string[] = [];
  if (click !== undefined) {
    const rule = AFFILIATE_COOKIES[click.kind];
    set.push({ name: rule.cookie, value: click.value, maxAgeSeconds: rule.maxAgeSeconds });
    remove = AFFILIATE_COOKIE_NAMES.filter((name) => name !== rule.cookie);
  } else if (utmTags?.utm_source !== undefined) {
    remove = [...AFFILIATE_COOKIE_NAMES];
  }
  return {
    set,
    remove,
    ...(utmTags === undefined ? {} : { utmTags }),
    ...(channel === undefined ? {} : { channel }),
  };
}
