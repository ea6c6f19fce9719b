import 'server-only';
import {
  ACCOUNT_API,
  PlansResponseSchema,
  ProfileSchema,
  SESSION_COOKIE,
  WEB_APP_TYPE,
  X_APP_TYPE,
  isLogoutCode,
  type PlanEntry,
  type PlansResponse,
  type Profile,
} from '@kestrel/domain';

/** Where server components reach the API (never through the public origin). */
export function apiInternalUrl(): string {
  return process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';
}

/**
 * The plans state (plans, channel plans, campaigns, banner texts), as server components read it.
 * A marketing page must still render when the API is down, so failures resolve to undefined
 * and are logged.
 */
export async function fetchPlansState(language?: string): Promise<PlansResponse | undefined> {
  try {
    const query = language ? `?lang=${encodeURIComponent(language)}` : '';
    const response = await fetch(`${apiInternalUrl()}/api/mms/payment/v1/providers/plans${query}`, {
      headers: { 'X-From': 'web' },
      next: { revalidate: 60 },
    });
    if (!response.ok) throw new Error(`plans answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return PlansResponseSchema.parse(body.data);
  } catch (error) {
    console.warn(`Plans unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The plans alone (see fetchPlansState). */
export async function fetchPlans(): Promise<PlanEntry[] | undefined> {
  return (await fetchPlansState())?.plans;
}

export type ProfileResult =
  | { kind: 'ok'; profile: Profile }
  /** No session, or one the API refused (ended, expired, malformed): sign in again. */
  | { kind: 'signed-out' }
  /** The API could not answer; the session may be fine. */
  | { kind: 'unavailable' };

/**
 * The signed-in visitor's profile, read with their session cookie (SPEC §4: "load the
 * profile if a token exists"). Never cached: it is personal.
 */
export async function fetchProfile(token: string, language: string): Promise<ProfileResult> {
  try {
    const response = await fetch(`${apiInternalUrl()}/api/${ACCOUNT_API.profile}`, {
      headers: {
        Cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
        [X_APP_TYPE]: String(WEB_APP_TYPE),
        'Accept-Language': language,
      },
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => undefined)) as { code?: unknown; data?: unknown } | undefined;
    if (response.status === 401 || response.status === 403 || isLogoutCode(body?.code)) return { kind: 'signed-out' };
    const profile = response.status === 200 && body?.code === 200 ? ProfileSchema.safeParse(body.data) : undefined;
    if (profile?.success) return { kind: 'ok', profile: profile.data };
    throw new Error(`profile answered ${response.status} ${String(body?.code)}`);
  } catch (error) {
    console.warn(`Profile unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}
