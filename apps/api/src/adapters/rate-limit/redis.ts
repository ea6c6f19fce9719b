import { Redis } from 'ioredis';
import { result, type RateLimiter } from './rate-limiter';

// INCR, start the window's expiry on the first hit (or if a crash left the key without one),
// and return the count and the milliseconds left. Atomic, so instances never lose a count.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export interface RedisRateLimiterOptions {
  /** Prefix of every key, so several apps (or test runs) can share one Redis. */
  prefix?: string;
}

/** Counters in Redis; timing is Redis's own (key expiry), so every instance sees the same windows. */
export function createRedisRateLimiter(redis: Redis, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'kestrel:rl:';
  return {
    kind: 'redis',
    hit: async (key, limit, windowMs) => {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(windowMs))) as [number, number];
      return result(count, limit, ttl);
    },
    peek: async (key) => Number((await redis.get(`${prefix}${key}`)) ?? 0),
    reset: async (key) => {
      await redis.del(`${prefix}${key}`);
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** A client for REDIS_URL that fails fast instead of queueing commands forever while Redis is down. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 5_000, lazyConnect: false });
}
