import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@kestrel/domain';
import { fetchProfile, fetchSubscription, type ProfileResult } from '@/lib/api/server';

/** The visitor's session cookie, if any. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

/** Profile and subscription of the signed-in visitor; `signed-out` without a usable session. */
export async function buyerState(locale: string) {
  const token = await sessionToken();
  if (!token) return { profile: { kind: 'signed-out' } as ProfileResult, subscription: undefined };
  const [profile, subscription] = await Promise.all([fetchProfile(token, locale), fetchSubscription(token, locale)]);
  return { profile, subscription: subscription.kind === 'ok' ? subscription.value : undefined };
}
