/**
 * Fixed-window attempt counters behind one interface: in memory (one process; the default) or
 * in Redis (REDIS_URL; shared by every API instance).
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt under `key`; allowed while the window's count is at most `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** The count of `key`'s current window without adding to it; 0 when no window is open. */
  peek(key: string): Promise<number>;
  /** Ends `key`'s window: the next hit starts a new one. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function result(count: number, limit: number, msLeft: number): RateLimitResult {
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
