import 'server-only';
import { PlansResponseSchema, type PlanEntry } from '@kestrel/domain';

/** Where server components reach the API (never through the public origin). */
export function apiInternalUrl(): string {
  return process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';
}

/**
 * The plans, as server components read them. A marketing page must still render
 * when the API is down, so failures resolve to undefined and are logged.
 */
export async function fetchPlans(): Promise<PlanEntry[] | undefined> {
  try {
    const response = await fetch(`${apiInternalUrl()}/api/mms/payment/v1/providers/plans`, {
      headers: { 'X-From': 'web' },
      next: { revalidate: 60 },
    });
    if (!response.ok) throw new Error(`plans answered ${response.status}`);
    const body = (await response.json()) as { data?: unknown };
    return PlansResponseSchema.parse(body.data).plans;
  } catch (error) {
    console.warn(`Plans unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
