/**
 * Attribution from first click to paid order (docs/product.md §3 "Attribution", §4 "Affiliate
 * cookies", §9). The site's proxy applies `planLanding` to every page request, so the cookies are
 * set by the server and work without JavaScript; the API reads them back with `attributionOf` when
 * an account is created or an order placed, and records what was in force at that moment.
 */
import { CHANNEL_PARAM, isChannel } from './channel';
import { UTM_TAGS_LIFE_MS } from './constants';
import { queryValue, type QueryInput } from './query';
import {
  AFFILIATE_COOKIES,
  AFFILIATE_KINDS,
  isClickId,
  isUtmValue,
  planTrackingCookies,
  UTM_TAG_NAMES,
  type AffiliateKind,
  type TrackingCookie,
  type UtmTagName,
} from './tracking';

/** The stored utm tags (docs/product.md §3 `utm_tags`), with their expiry, as a cookie. */
export const UTM_TAGS_COOKIE = 'utm_tags';
/** What the first landing that carried attribution brought, kept as long as utm tags. */
export const FIRST_TOUCH_COOKIE = 'first_touch';
/** Identifiers an app passes when it opens the website (docs/product.md §3). */
export const IV_USER_ID = 'iv_user_id';
export const IV_SIM_COUNTRY = 'iv_sim_country';
/** Every attribution value is kept as long as utm tags (docs/product.md §9: 45 days). */
export const ATTRIBUTION_MAX_AGE_S = UTM_TAGS_LIFE_MS / 1000;
/**
 * Longest cookie value we write, URL-encoded. Browsers keep about 4 KB per cookie; a landing whose
 * values would not fit keeps what fits (the tags in their order), never a cut value.
 */
export const ATTRIBUTION_COOKIE_MAX_BYTES = 2048;

const SIM_COUNTRY = /^[A-Za-z]{2}$/;

export type UtmValues = Partial<Record<UtmTagName, string>>;

/** The attribution one landing brings, or the one in force. */
export interface Touch {
  readonly utm?: UtmValues;
  readonly channel?: string;
  readonly partner?: { readonly kind: AffiliateKind; readonly click: string };
  readonly ivUserId?: string;
  readonly ivSimCountry?: string;
  /** When the landing happened (ISO 8601); only a first touch has it. */
  readonly at?: string;
}

/** What an account or order records: the first landing with attribution, and what was in force. */
export interface Attribution {
  readonly first?: Touch;
  readonly last: Touch;
}

type Read = (name: string) => string | undefined;

const encodedLength = (value: string) => encodeURIComponent(value).length;

/** The utm values that fit one cookie, in their order. */
function fitUtm(values: UtmValues, extra: (utm: UtmValues) => string): UtmValues {
  const kept: UtmValues = {};
  for (const name of UTM_TAG_NAMES) {
    const value = values[name];
    if (value === undefined) continue;
    const next = { ...kept, [name]: value };
    if (encodedLength(extra(next)) <= ATTRIBUTION_COOKIE_MAX_BYTES) kept[name] = value;
  }
  return kept;
}

const isEmpty = (touch: Touch) =>
  touch.utm === undefined &&
  touch.channel === undefined &&
  touch.partner === undefined &&
  touch.ivUserId === undefined &&
  touch.ivSimCountry === undefined;

/**
 * The cookies a page request sets and removes (docs/product.md §4, §9): the partner-click and utm
 * rules of `planTrackingCookies`, the utm tags themselves (replaced as a whole by a landing that
 * carries any), the channel and the app identifiers, and the first touch when none is kept yet.
 * `cookies` reads the request's cookies. A value that is not well formed is ignored as if absent.
 */
export function planLanding(query: QueryInput, cookies: Read, now: Date): { set: TrackingCookie[]; remove: string[] } {
  const tracking = planTrackingCookies(query, now);
  const set = [...tracking.set];
  const keep = (name: string, value: string) => set.push({ name, value, maxAgeSeconds: ATTRIBUTION_MAX_AGE_S });

  let utm: UtmValues | undefined;
  if (tracking.utmTags !== undefined) {
    const { expiresAt, ...values } = tracking.utmTags;
    utm = fitUtm(values, (fit) => JSON.stringify({ ...fit, expiresAt }));
    keep(UTM_TAGS_COOKIE, JSON.stringify({ ...utm, expiresAt }));
  }
  if (tracking.channel !== undefined) keep(CHANNEL_PARAM, tracking.channel);
  const ivUserId = queryValue(query, IV_USER_ID);
  const ivSimCountry = queryValue(query, IV_SIM_COUNTRY);
  if (isClickId(ivUserId)) keep(IV_USER_ID, ivUserId);
  if (ivSimCountry !== undefined && SIM_COUNTRY.test(ivSimCountry)) keep(IV_SIM_COUNTRY, ivSimCountry.toUpperCase());

  if (cookies(FIRST_TOUCH_COOKIE) === undefined) {
    const click = tracking.set[0];
    const kind = AFFILIATE_KINDS.find((k) => AFFILIATE_COOKIES[k].cookie === click?.name);
    const touch: Touch = {
      ...(utm === undefined ? {} : { utm }),
      ...(tracking.channel === undefined ? {} : { channel: tracking.channel }),
      ...(kind === undefined || click === undefined ? {} : { partner: { kind, click: click.value } }),
      ...(isClickId(ivUserId) ? { ivUserId } : {}),
    };
    if (!isEmpty(touch)) {
      const withTime = { ...touch, at: now.toISOString() };
      const value = JSON.stringify({ ...withTime, utm: fitUtm(touch.utm ?? {}, (fit) => JSON.stringify({ ...withTime, utm: fit })) });
      if (encodedLength(value) <= ATTRIBUTION_COOKIE_MAX_BYTES) keep(FIRST_TOUCH_COOKIE, value);
    }
  }
  return { set, remove: tracking.remove };
}

function parseJson(value: string | undefined): Record<string, unknown> | undefined {
  if (value === undefined || value.length > ATTRIBUTION_COOKIE_MAX_BYTES) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function utmOf(record: Record<string, unknown> | undefined): UtmValues | undefined {
  if (record === undefined) return undefined;
  const utm: UtmValues = {};
  for (const name of UTM_TAG_NAMES) {
    const value = record[name];
    if (typeof value === 'string' && isUtmValue(value)) utm[name] = value;
  }
  return Object.keys(utm).length === 0 ? undefined : utm;
}

/** A first-touch cookie as written by `planLanding`; anything else (forged, cut, old) is dropped. */
function firstTouchOf(value: string | undefined, now: Date): Touch | undefined {
  const record = parseJson(value);
  if (record === undefined || typeof record.at !== 'string') return undefined;
  const at = new Date(record.at);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() || at.getTime() < now.getTime() - UTM_TAGS_LIFE_MS) return undefined;
  const partner = record.partner as Record<string, unknown> | undefined;
  const kind = AFFILIATE_KINDS.find((k) => k === partner?.kind);
  const touch: Touch = {
    ...(utmOf(record.utm as Record<string, unknown> | undefined) === undefined
      ? {}
      : { utm: utmOf(record.utm as Record<string, unknown>)! }),
    ...(isChannel(record.channel) ? { channel: record.channel } : {}),
    ...(kind !== undefined && isClickId(partner?.click) ? { partner: { kind, click: partner.click } } : {}),
    ...(isClickId(record.ivUserId) ? { ivUserId: record.ivUserId } : {}),
  };
  return isEmpty(touch) ? undefined : { ...touch, at: at.toISOString() };
}

/**
 * The attribution in force for a request's cookies at `now` (docs/product.md §3 "Attribution"):
 * the first touch, and the last (the stored utm tags while they have not expired, the channel, the
 * partner click, the app identifiers). Undefined when the visitor brought none.
 */
export function attributionOf(cookies: Read, now: Date): Attribution | undefined {
  const stored = parseJson(cookies(UTM_TAGS_COOKIE));
  const expiresAt = stored?.expiresAt;
  const utm = typeof expiresAt === 'number' && expiresAt > now.getTime() ? utmOf(stored) : undefined;
  const channel = cookies(CHANNEL_PARAM);
  const kind = AFFILIATE_KINDS.find((k) => isClickId(cookies(AFFILIATE_COOKIES[k].cookie)));
  const ivUserId = cookies(IV_USER_ID);
  const ivSimCountry = cookies(IV_SIM_COUNTRY);
  const last: Touch = {
    ...(utm === undefined ? {} : { utm }),
    ...(isChannel(channel) ? { channel } : {}),
    ...(kind === undefined ? {} : { partner: { kind, click: cookies(AFFILIATE_COOKIES[kind].cookie)! } }),
    ...(isClickId(ivUserId) ? { ivUserId } : {}),
    ...(ivSimCountry !== undefined && SIM_COUNTRY.test(ivSimCountry) ? { ivSimCountry: ivSimCountry.toUpperCase() } : {}),
  };
  const first = firstTouchOf(cookies(FIRST_TOUCH_COOKIE), now);
  if (first === undefined && isEmpty(last)) return undefined;
  return { ...(first === undefined ? {} : { first }), last };
}

/** What a partner network is told about an order: it was paid, or it was refunded. */
export const PARTNER_NOTICE_EVENTS = ['sale', 'reversal'] as const;
export type PartnerNoticeEvent = (typeof PARTNER_NOTICE_EVENTS)[number];
