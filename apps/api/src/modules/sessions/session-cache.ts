/**
 * A short-lived, per-instance cache of validated sessions (with the account fields the profile
 * shows), so an authenticated read normally costs no database round trip.
 *
 * Correctness rules:
 * - an entry lives SESSION_CACHE_TTL_MS (2 s); a session ended by another API instance is
 *   therefore refused there within 2 s, by this instance at once (changes invalidate the
 *   account's entries after their transaction commits);
 * - an entry is used only while the session would still be valid and within the minute after
 *   its last recorded use, so idle and absolute expiry and the once-a-minute `last_used_at`
 *   write go through the database exactly as without the cache.
 */
import type { Clock } from '../../deps';

export const SESSION_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

export interface SessionSnapshot {
  id: number;
  accountId: number;
  appType: number;
  deviceId: number | null;
  lastUsedAt: number;
  expiresAt: number;
  email: string;
  passwordSet: boolean;
  accountCreatedAt: Date;
  premiumUntil: Date | null;
}

export class SessionCache {
  readonly #entries = new Map<string, { snapshot: SessionSnapshot; cachedAt: number }>();
  readonly #byAccount = new Map<number, Set<string>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  get(tokenHash: string): SessionSnapshot | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.cachedAt >= this.ttlMs) {
      this.#delete(tokenHash, entry.snapshot.accountId);
      return undefined;
    }
    return entry.snapshot;
  }

  set(tokenHash: string, snapshot: SessionSnapshot): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const [oldest] = this.#entries;
      if (oldest) this.#delete(oldest[0], oldest[1].snapshot.accountId);
    }
    this.#entries.set(tokenHash, { snapshot, cachedAt: this.clock.now().getTime() });
    let hashes = this.#byAccount.get(snapshot.accountId);
    if (!hashes) this.#byAccount.set(snapshot.accountId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** Forgets every session of an account; call after a change to its sessions or password commits. */
  invalidateAccount(accountId: number): void {
    for (const hash of this.#byAccount.get(accountId) ?? []) this.#entries.delete(hash);
    this.#byAccount.delete(accountId);
  }

  get size(): number {
    return this.#entries.size;
  }

  #delete(tokenHash: string, accountId: number): void {
    this.#entries.delete(tokenHash);
    const hashes = this.#byAccount.get(accountId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#byAccount.delete(accountId);
  }
}
