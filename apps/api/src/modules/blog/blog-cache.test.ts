import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BLOG_CACHE_MS } from '@kestrel/domain';
import { connectRedis } from '../../adapters/rate-limit/redis';
import { TestClock } from '../../test/account-helpers';
import { capturedLogger } from '../../test/captured-logger';
import { testRedisUrl } from '../../test/test-redis';
import { createBlogCache, createMemoryBlogCacheStore, createRedisBlogCacheStore, type BlogCacheStore } from './blog-cache';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A loader whose answers the test hands out one at a time; `calls` counts how often it was asked. */
function controlledLoader<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  /** Until `test` holds (the cache reads its store before it loads; Redis takes a round trip). */
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 400 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  /** The oldest load still waiting, once the cache has asked for one. */
  const next = async () => {
    await until(() => pending.length > 0);
    const load = pending.shift();
    if (!load) throw new Error('the cache never asked for a load');
    return load;
  };
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1;
      return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
    },
    /** Resolves once the cache has asked for `count` loads in all. */
    asked: (count: number) => until(() => loader.calls >= count),
    answer: async (value: T) => (await next()).resolve(value),
    fail: async (error: Error) => (await next()).reject(error),
  };
  return loader;
}

/** Whether `promise` has settled once pending callbacks ran. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 20; i++) await tick();
  return settled;
}

function behaves(name: string, makeStore: () => BlogCacheStore) {
  describe(name, () => {
    it('keeps an answer for 15 minutes: a second request within them does not load again', async () => {
      const clock = new TestClock();
      const cache = createBlogCache({ store: makeStore(), clock });
      const loader = controlledLoader<string>();
      const first = cache.get('home:en', loader.load);
      await loader.answer('first');
      expect(await first).toBe('first');
      clock.advance(BLOG_CACHE_MS - 1);
      expect(await cache.get('home:en', loader.load)).toBe('first');
      expect(loader.calls).toBe(1);
      await cache.close();
    });

    it('answers a stale entry at once, loads it again once in the background, then answers the fresh one', async () => {
      const clock = new TestClock();
      const cache = createBlogCache({ store: makeStore(), clock });
      const loader = controlledLoader<string>();
      const first = cache.get('home:en', loader.load);
      await loader.answer('old');
      await first;
      clock.advance(BLOG_CACHE_MS);
      // The refresh has not answered yet, and three requests are answered anyway: with the stale entry.
      expect(await Promise.all([1, 2, 3].map(() => cache.get('home:en', loader.load)))).toEqual(['old', 'old', 'old']);
      expect(loader.calls).toBe(2);
      await loader.answer('new');
      await cache.settled();
      expect(await cache.get('home:en', loader.load)).toBe('new');
      expect(loader.calls).toBe(2);
      await cache.close();
    });

    it('keeps the stale entry when the refresh fails, and tries again on a later request', async () => {
      const clock = new TestClock();
      const { logger, text } = capturedLogger();
      const cache = createBlogCache({ store: makeStore(), clock, logger });
      const loader = controlledLoader<string>();
      const first = cache.get('k', loader.load);
      await loader.answer('old');
      await first;
      clock.advance(BLOG_CACHE_MS + 1);
      expect(await cache.get('k', loader.load)).toBe('old');
      await loader.fail(new Error('database restarting'));
      await cache.settled();
      expect(text()).toContain('could not refresh an entry');
      expect(await cache.get('k', loader.load)).toBe('old');
      expect(loader.calls).toBe(3);
      await loader.answer('new');
      await cache.settled();
      expect(await cache.get('k', loader.load)).toBe('new');
      await cache.close();
    });

    it('never keeps a failure: a 404 or an error on a miss is thrown to that request only', async () => {
      const cache = createBlogCache({ store: makeStore(), clock: new TestClock() });
      const loader = controlledLoader<string>();
      const missing = cache.get('detail:en:no-such-post', loader.load);
      await loader.fail(new Error('Post not found'));
      await expect(missing).rejects.toThrow('Post not found');
      const again = cache.get('detail:en:no-such-post', loader.load);
      await loader.answer('published since');
      expect(await again).toBe('published since');
      expect(loader.calls).toBe(2);
      await cache.close();
    });

    it('is emptied by an import: the next request loads, and a load begun before it is not kept', async () => {
      const cache = createBlogCache({ store: makeStore(), clock: new TestClock() });
      const loader = controlledLoader<string>();
      const first = cache.get('home:en', loader.load);
      await loader.answer('before');
      await first;
      const racing = cache.get('list:en', loader.load);
      await loader.asked(2);
      await cache.invalidate();
      await loader.answer('read before the import');
      expect(await racing).toBe('read before the import');
      const home = cache.get('home:en', loader.load);
      expect(await settledNow(home)).toBe(false); // a miss: waits for the database
      await loader.answer('after');
      expect(await home).toBe('after');
      const list = cache.get('list:en', loader.load);
      await loader.answer('list after');
      expect(await list).toBe('list after');
      await cache.close();
    });
  });
}

behaves('blog cache in memory', () => createMemoryBlogCacheStore());

describe('blog cache in memory, bounded', () => {
  it('drops the least recently used entry past its limit', async () => {
    const store = createMemoryBlogCacheStore(2);
    await store.set('a', { time: 0, data: 'a' });
    await store.set('b', { time: 0, data: 'b' });
    await store.get('a');
    await store.set('c', { time: 0, data: 'c' });
    expect([await store.get('a'), await store.get('b'), await store.get('c')].map((e) => e?.data)).toEqual(['a', undefined, 'c']);
  });
});

describe('blog cache whose store fails (Redis down)', () => {
  it('answers from the database, and says so in the log', async () => {
    const { logger, text } = capturedLogger();
    const broken: BlogCacheStore = {
      kind: 'redis',
      get: () => Promise.reject(new Error('connect ECONNREFUSED')),
      set: () => Promise.reject(new Error('connect ECONNREFUSED')),
      clear: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const cache = createBlogCache({ store: broken, clock: new TestClock(), logger });
    expect(await cache.get('home:en', async () => 'from the database')).toBe('from the database');
    expect(text()).toContain('could not read an entry');
  });
});

const redisUrl = await testRedisUrl();
if (redisUrl) {
  const prefix = `kestrel-test:blog:${randomBytes(4).toString('hex')}:`;
  behaves(`blog cache in Redis (${redisUrl})`, () =>
    createRedisBlogCacheStore(connectRedis(redisUrl), `${prefix}${randomBytes(4).toString('hex')}:`),
  );

  describe('blog cache in Redis, how long entries stay', () => {
    it('keeps an entry a day, but a search answer only as long as the cache period', async () => {
      const keys = `${prefix}ttl:`;
      const redis = connectRedis(redisUrl);
      const cache = createBlogCache({ store: createRedisBlogCacheStore(redis, keys), clock: new TestClock() });
      try {
        await cache.get('home:en', async () => 'home');
        await cache.get('search:en:["vpn",1,12]', async () => 'results', { keepMs: BLOG_CACHE_MS });
        expect(await redis.pttl(`${keys}home:en`)).toBeGreaterThan(BLOG_CACHE_MS);
        const search = await redis.pttl(`${keys}search:en:["vpn",1,12]`);
        expect(search).toBeGreaterThan(0);
        expect(search).toBeLessThanOrEqual(BLOG_CACHE_MS);
      } finally {
        await cache.close();
      }
    });
  });

  describe('blog cache in Redis, across instances', () => {
    it('shares entries between two API instances, and an import by either empties it for both', async () => {
      const shared = `${prefix}shared:`;
      const clock = new TestClock();
      const a = createBlogCache({ store: createRedisBlogCacheStore(connectRedis(redisUrl), shared), clock });
      const b = createBlogCache({ store: createRedisBlogCacheStore(connectRedis(redisUrl), shared), clock });
      try {
        expect(await a.get('home:en', async () => 'loaded by a')).toBe('loaded by a');
        expect(await b.get('home:en', async () => 'loaded by b')).toBe('loaded by a');
        await b.invalidate();
        expect(await a.get('home:en', async () => 'after the import')).toBe('after the import');
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
} else {
  describe('blog cache in Redis', () => {
    it.skip('runs when Redis answers (REDIS_URL, or 127.0.0.1:6379)', () => {});
  });
}
