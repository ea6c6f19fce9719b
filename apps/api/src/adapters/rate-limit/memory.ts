import type { Clock } from '../../deps';
import { result, type RateLimiter } from './rate-limiter';

/** Windows kept before expired ones are swept, so memory stays bounded under a flood of keys. */
const SWEEP_AT = 50_000;

/** Counters in this process's memory, timed by the injected clock. */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    kind: 'memory',
    hit: async (key, limit, windowMs) => {
      const now = clock.now().getTime();
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return result(window.count, limit, window.resetAt - now);
    },
    peek: async (key) => {
      const window = windows.get(key);
      return window && window.resetAt > clock.now().getTime() ? window.count : 0;
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => {
      windows.clear();
    },
  };
}
