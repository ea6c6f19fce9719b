import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/account-helpers';
import { createMemoryRateLimiter } from './memory';
import type { RateLimiter } from './rate-limiter';
import { connectRedis, createRedisRateLimiter } from './redis';

/** The behaviour both implementations share. */
function behaves(name: string, make: () => RateLimiter, wait: (limiter: RateLimiter, ms: number) => Promise<void>) {
  describe(name, () => {
    const limiter = make();
    afterAll(() => limiter.close());
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('allows `limit` hits per window, then refuses with the seconds left', async () => {
      const k = key();
      for (let i = 1; i <= 3; i++) expect(await limiter.hit(k, 3, 60_000)).toMatchObject({ allowed: true, count: i });
      const refused = await limiter.hit(k, 3, 60_000);
      expect(refused.allowed).toBe(false);
      expect(refused.count).toBe(4);
      expect(refused.retryAfterSeconds).toBeGreaterThan(58);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('keeps keys apart', async () => {
      const a = key();
      expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(true);
      expect((await limiter.hit(a, 1, 60_000)).allowed).toBe(false);
      expect((await limiter.hit(key(), 1, 60_000)).allowed).toBe(true);
    });

    it('peeks at a count without adding to it, and reset ends the window', async () => {
      const k = key();
      expect(await limiter.peek(k)).toBe(0);
      await limiter.hit(k, 2, 60_000);
      await limiter.hit(k, 2, 60_000);
      expect(await limiter.peek(k)).toBe(2);
      expect(await limiter.peek(k)).toBe(2);
      await limiter.reset(k);
      expect(await limiter.peek(k)).toBe(0);
      expect(await limiter.hit(k, 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
      await limiter.reset(key()); // an unknown key is fine
    });

    it('peeks 0 once the window has ended', async () => {
      const k = key();
      await limiter.hit(k, 1, 1_000);
      await wait(limiter, 1_100);
      expect(await limiter.peek(k)).toBe(0);
    });

    it('starts a new window when the old one ends', async () => {
      const k = key();
      expect((await limiter.hit(k, 1, 1_000)).allowed).toBe(true);
      expect((await limiter.hit(k, 1, 1_000)).allowed).toBe(false);
      await wait(limiter, 1_100);
      expect(await limiter.hit(k, 1, 1_000)).toMatchObject({ allowed: true, count: 1 });
    });
  });
}

const clock = new TestClock();
behaves(
  'memory rate limiter',
  () => createMemoryRateLimiter(clock),
  async (_, ms) => clock.advance(ms),
);

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  behaves(
    `redis rate limiter (${redisUrl})`,
    () => createRedisRateLimiter(connectRedis(redisUrl), { prefix: `kestrel-test:${randomBytes(4).toString('hex')}:` }),
    (_, ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  );

  describe('redis rate limiter across instances', () => {
    it('shares counts between two clients (two API instances)', async () => {
      const prefix = `kestrel-test:${randomBytes(4).toString('hex')}:`;
      const a = createRedisRateLimiter(connectRedis(redisUrl), { prefix });
      const b = createRedisRateLimiter(connectRedis(redisUrl), { prefix });
      try {
        expect((await a.hit('k', 2, 60_000)).allowed).toBe(true);
        expect((await b.hit('k', 2, 60_000)).allowed).toBe(true);
        expect((await a.hit('k', 2, 60_000)).allowed).toBe(false);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
} else {
  describe('redis rate limiter', () => {
    it.skip('runs when REDIS_URL is set (e.g. redis://127.0.0.1:6379)', () => {});
  });
  console.info('Redis rate limiter tests skipped: REDIS_URL is not set');
}
