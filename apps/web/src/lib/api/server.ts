import 'server-only';
import {
  ENDPOINTS,
  HTTP_TIMEOUT_MS,
  SESSION_COOKIE,
  WEB_APP_TYPE,
  X_APP_TYPE,
  isLogoutCode,
  pathOf,
  type GeoInfo,
  type GiftCard,
  type PlanEntry,
  type PlansResponse,
  type Profile,
  type Receipt,
  type RefundRequest,
  type RunningCampaignResponse,
  type Subscription,
} from '@kestrel/domain';
import type { z } from 'zod';
import { apiInternalUrl } from '@/lib/env';
import { API_DATA_TAG } from './api-data-refresh';

/**
 * The plans state (plans, channel plans, campaigns, banner texts), as server components read it.
 * A marketing page must still render when the API is down, so failures resolve to undefined
 * and are logged. Cached a minute and tagged API_DATA_TAG, so a page the build made without the API
 * is made again once the server sees the API answer (docs/decisions/020).
 */
export async function fetchPlansState(language?: string, channel?: string): Promise<PlansResponse | undefined> {
  try {
    const params = new URLSearchParams();
    if (language) params.set('lang', language);
    if (channel) params.set('channel', channel);
    const query = params.size > 0 ? `?${params}` : '';
    const response = await fetch(`${apiInternalUrl()}${ENDPOINTS.plans.path}${query}`, {
      headers: { 'X-From': 'web' },
      next: { revalidate: 60, tags: [API_DATA_TAG] },
    });
    if (!response.ok) throw new Error(`plans answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return ENDPOINTS.plans.response.parse(body.data);
  } catch (error) {
    console.warn(`Plans unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The gift products on sale (docs/product.md §3 "Gift cards"), cached like the plans; undefined when the API cannot answer. */
export async function fetchGiftPlans(): Promise<z.infer<typeof ENDPOINTS.giftPlans.response>['plans'] | undefined> {
  try {
    const response = await fetch(`${apiInternalUrl()}${ENDPOINTS.giftPlans.path}`, { next: { revalidate: 60, tags: [API_DATA_TAG] } });
    if (!response.ok) throw new Error(`gift plans answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return ENDPOINTS.giftPlans.response.parse(body.data).plans;
  } catch (error) {
    console.warn(`Gift plans unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * The campaign running now (GET campaigns/running, docs/product.md §4), as the promotion page and the
 * banners that announce it read it. Cached like the plans (pages that show it regenerate at most
 * once a minute). Undefined when the API cannot answer: callers then announce no campaign.
 */
export async function fetchRunningCampaign(): Promise<RunningCampaignResponse | undefined> {
  const { path, response: schema } = ENDPOINTS.runningCampaign;
  try {
    const response = await fetch(`${apiInternalUrl()}${path}`, {
      headers: { 'X-From': 'web' },
      next: { revalidate: 60, tags: [API_DATA_TAG] },
    });
    if (!response.ok) throw new Error(`running campaign answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return schema.parse(body.data);
  } catch (error) {
    console.warn(`Running campaign unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The plans alone (see fetchPlansState). */
export async function fetchPlans(): Promise<PlanEntry[] | undefined> {
  return (await fetchPlansState())?.plans;
}

export type SessionResult<T> =
  | { kind: 'ok'; value: T }
  /** No session, or one the API refused (ended, expired, malformed): sign in again. */
  | { kind: 'signed-out' }
  /** The API could not answer; the session may be fine. */
  | { kind: 'unavailable' };

/** A GET endpoint of the table, as far as reading it with a session needs (its path, its answer's schema). */
interface PersonalEndpoint<T> {
  path: string;
  response: { safeParse(data: unknown): { success: true; data: T } | { success: false } };
}

/** A GET answer as the session readers look at it: the status and the envelope, if it is one. */
interface SessionAnswer {
  status: number;
  body: { code?: unknown; data?: unknown; message?: unknown } | undefined;
}

/** GET of `path` with the visitor's session cookie and language; never cached: it is personal. */
async function getWithSession(path: string, token: string, language: string): Promise<SessionAnswer> {
  const response = await fetch(`${apiInternalUrl()}${path}`, {
    headers: {
      Cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
      [X_APP_TYPE]: String(WEB_APP_TYPE),
      'Accept-Language': language,
    },
    cache: 'no-store',
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as SessionAnswer['body'] };
}

/** GET of a personal endpoint with the visitor's session cookie; never cached. */
async function fetchWithSession<T>(endpoint: PersonalEndpoint<T>, token: string, language: string): Promise<SessionResult<T>> {
  const { path } = endpoint;
  try {
    const { status, body } = await getWithSession(path, token, language);
    if (status === 401 || status === 403 || isLogoutCode(body?.code)) return { kind: 'signed-out' };
    const parsed = status === 200 && body?.code === 200 ? endpoint.response.safeParse(body.data) : undefined;
    if (parsed?.success) return { kind: 'ok', value: parsed.data };
    throw new Error(`${path} answered ${status} ${String(body?.code)}`);
  } catch (error) {
    console.warn(`${path} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}

/** The signed-in visitor's subscription and payment history. */
export function fetchSubscription(token: string, language: string): Promise<SessionResult<Subscription>> {
  return fetchWithSession(ENDPOINTS.subscription, token, language);
}

/** The gift cards the signed-in visitor bought, newest first (My account). */
export async function fetchGiftCards(token: string, language: string): Promise<SessionResult<GiftCard[]>> {
  const result = await fetchWithSession(ENDPOINTS.giftCards, token, language);
  return result.kind === 'ok' ? { kind: 'ok', value: result.value.cards } : result;
}

/** The signed-in visitor's refund requests, newest first (My account). */
export async function fetchRefundRequests(token: string, language: string): Promise<SessionResult<RefundRequest[]>> {
  const result = await fetchWithSession(ENDPOINTS.refundRequests, token, language);
  return result.kind === 'ok' ? { kind: 'ok', value: result.value.requests } : result;
}

/** One paid order's receipt; `not-found` for another account's or an unknown order, `not-paid` (with the API's message) for one that took no money. */
export type ReceiptResult = SessionResult<Receipt> | { kind: 'not-found' } | { kind: 'not-paid'; message: string };

/** The receipt of the signed-in visitor's order `orderNo` (docs/product.md §3 "Receipt"); never cached: it is personal. */
export async function fetchReceipt(token: string, language: string, orderNo: string): Promise<ReceiptResult> {
  const path = pathOf(ENDPOINTS.receipt.path, { order_no: orderNo });
  try {
    const { status, body } = await getWithSession(path, token, language);
    if (status === 401 || status === 403 || isLogoutCode(body?.code)) return { kind: 'signed-out' };
    if (status === 404) return { kind: 'not-found' };
    if (status === 409 && typeof body?.message === 'string') return { kind: 'not-paid', message: body.message };
    const parsed = status === 200 && body?.code === 200 ? ENDPOINTS.receipt.response.safeParse(body.data) : undefined;
    if (parsed?.success) return { kind: 'ok', value: parsed.data };
    throw new Error(`${path} answered ${status} ${String(body?.code)}`);
  } catch (error) {
    console.warn(`receipt unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}

export type ProfileResult = { kind: 'ok'; profile: Profile } | Exclude<SessionResult<Profile>, { kind: 'ok' }>;

/**
 * The signed-in visitor's profile, read with their session cookie (docs/product.md §4: "load the
 * profile if a token exists"). Never cached: it is personal.
 */
export async function fetchProfile(token: string, language: string): Promise<ProfileResult> {
  const result = await fetchWithSession(ENDPOINTS.profile, token, language);
  return result.kind === 'ok' ? { kind: 'ok', profile: result.value } : result;
}

/**
 * Where the visitor at `clientIp` appears to be (docs/product.md §3 "Geo info"), for a page
 * rendered for that visitor. The website is one of the API's trusted proxies, so the API locates
 * the address we name in X-Forwarded-For. Never cached: the answer is the visitor's own.
 * Undefined when the API cannot answer.
 */
export async function fetchGeoInfo(clientIp: string): Promise<GeoInfo | undefined> {
  const { path } = ENDPOINTS.geoInfo;
  try {
    const response = await fetch(`${apiInternalUrl()}${path}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': clientIp, [X_APP_TYPE]: String(WEB_APP_TYPE) },
      cache: 'no-store',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => undefined)) as { code?: unknown; data?: unknown } | undefined;
    const parsed = response.status === 200 && body?.code === 200 ? ENDPOINTS.geoInfo.response.safeParse(body.data) : undefined;
    if (parsed?.success) return parsed.data;
    throw new Error(`answered ${response.status} ${String(body?.code)}`);
  } catch (error) {
    console.warn(`${path} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

export type NewsletterConfirmResult =
  | { kind: 'subscribed' }
  /** The API refused the link (unknown, expired or used): its message, in the page's language. */
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable' };

/**
 * Follows a newsletter confirmation link (docs/product.md §7, double opt-in) while its page renders,
 * so confirming needs no script. The API limits confirmations per address, so the call names the
 * visitor's address as the website's server decided it (as fetchGeoInfo does). Never cached.
 */
export async function confirmNewsletter(token: string, language: string, clientIp: string | undefined): Promise<NewsletterConfirmResult> {
  const { path, response: schema } = ENDPOINTS.newsletterConfirm;
  try {
    const response = await fetch(`${apiInternalUrl()}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [X_APP_TYPE]: String(WEB_APP_TYPE),
        'Accept-Language': language,
        ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}),
      },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => undefined)) as { code?: unknown; message?: unknown; data?: unknown } | undefined;
    if (response.status === 200 && body?.code === 200 && schema.safeParse(body.data).success) return { kind: 'subscribed' };
    // 400 is the link's own failure; anything else (a rate limit, a fault) says nothing about the link.
    if (response.status === 400 && typeof body?.message === 'string' && body.message) return { kind: 'refused', message: body.message };
    throw new Error(`answered ${response.status} ${String(body?.code)}`);
  } catch (error) {
    console.warn(`${path} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}
