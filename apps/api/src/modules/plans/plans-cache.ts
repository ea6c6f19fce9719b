/**
 * The plans state, serialized, per (language, channel), for a few seconds: the endpoint is the
 * busiest read of the site (every pricing page and app start) and its answer changes only when
 * plans or campaigns are edited, or a campaign window opens or closes. An entry never outlives
 * the next window boundary, so `active` and the banner text flip on time; edits show within
 * PLANS_CACHE_TTL_MS on every instance.
 */
import type { Clock } from '../../deps';

export const PLANS_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

export class PlansCache {
  readonly #entries = new Map<string, { body: string; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  /** The cached body for `key`, or the one `load` produces (cached until `load`'s `validUntil`, at most the TTL). */
  async get(key: string, load: () => Promise<{ body: string; validUntil: number }>): Promise<string> {
    const now = this.clock.now().getTime();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    const { body, validUntil } = await load();
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { body, expiresAt: Math.min(now + PLANS_CACHE_TTL_MS, validUntil) });
    return body;
  }
}
