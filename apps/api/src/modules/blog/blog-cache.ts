/**
 * The blog cache (docs/product.md §4 "Blog cache", §9): the blog's answers are kept 15 minutes;
 * after that an entry is still answered at once while this instance loads it again in the
 * background. With REDIS_URL the entries live in Redis, so every API instance shares them, and an
 * import (at start, `npm run blog:import`, `npm run blog:import-wp`) empties the cache for all of
 * them. Without Redis each instance keeps its own (bounded) entries in memory.
 *
 * Only answers are kept: a 404 or any other error is never cached (random keys cannot fill it).
 * Search answers are kept too (a popular query is asked again and again), but Redis drops them
 * when the 15 minutes are over, and memory keeps a bounded number of entries of any kind.
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { BLOG_CACHE_MS } from '@kestrel/domain';
import type { Clock } from '../../deps';

interface Entry {
  /** When it was loaded (ms since the epoch, by the cache's clock). */
  time: number;
  data: unknown;
}

/** Where the entries live. */
export interface BlogCacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<Entry | undefined>;
  /** Keeps `entry`; a shared store drops it `keepMs` after (memory is bounded by its size instead). */
  set(key: string, entry: Entry, keepMs?: number): Promise<void>;
  /** Drops every entry. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Most entries one instance keeps in memory; the oldest-used goes first. */
const MEMORY_ENTRIES = 5_000;

export function createMemoryBlogCacheStore(limit = MEMORY_ENTRIES): BlogCacheStore {
  const entries = new Map<string, Entry>();
  return {
    kind: 'memory',
    get: async (key) => {
      const entry = entries.get(key);
      if (entry) {
        // A Map keeps insertion order: moving a read entry to the end makes the first one the least recently used.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set: async (key, entry) => {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    clear: async () => entries.clear(),
    close: async () => entries.clear(),
  };
}

/** How long Redis keeps an entry nobody asks for (a stale one is still answered until then). */
const REDIS_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

export interface GetOptions {
  /**
   * How long a shared store keeps the entry at most (default a day). Search answers, whose keys
   * are what visitors type, are kept no longer than the cache period, so a flood of made-up
   * queries cannot fill Redis.
   */
  keepMs?: number;
}

export function createRedisBlogCacheStore(redis: Redis, prefix = 'kestrel:blog:'): BlogCacheStore {
  return {
    kind: 'redis',
    get: async (key) => {
      const text = await redis.get(`${prefix}${key}`);
      return text === null ? undefined : (JSON.parse(text) as Entry);
    },
    set: async (key, entry, keepMs = REDIS_ENTRY_TTL_MS) => {
      await redis.set(`${prefix}${key}`, JSON.stringify(entry), 'PX', keepMs);
    },
    clear: async () => {
      // SCAN, not KEYS: Redis goes on answering other clients while the keys are found.
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

export interface BlogCache {
  readonly kind: BlogCacheStore['kind'];
  /** The entry for `key`; when there is none, `load`'s answer (then kept); when stale, the entry, with `load` run in the background. */
  get<T>(key: string, load: () => Promise<T>, options?: GetOptions): Promise<T>;
  /** Empties the cache (after an import): the next request of each answer loads it. */
  invalidate(): Promise<void>;
  /** Resolves once the background loads started so far have ended (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export function createBlogCache(options: { store: BlogCacheStore; clock: Clock; logger?: Logger; maxAgeMs?: number }): BlogCache {
  const { store, clock, logger } = options;
  const maxAgeMs = options.maxAgeMs ?? BLOG_CACHE_MS;
  /** Loads running in this instance, by key: one load per key at a time however many requests ask. */
  const loading = new Map<string, Promise<unknown>>();
  /** Bumped by invalidate: a load that began before an import must not keep what it read. */
  let generation = 0;

  const load = <T>(key: string, loader: () => Promise<T>, keepMs: number | undefined): Promise<T> => {
    const running = loading.get(key);
    if (running) return running as Promise<T>;
    const started = generation;
    const time = clock.now().getTime();
    const promise = (async () => {
      try {
        const data = await loader();
        if (started === generation) await store.set(key, { time, data }, keepMs).catch((error: unknown) => warn('keep', key, error));
        return data;
      } finally {
        loading.delete(key);
      }
    })();
    loading.set(key, promise);
    return promise;
  };

  const warn = (what: string, key: string, error: unknown) =>
    logger?.warn({ key, err: error }, `blog cache: could not ${what} an entry; answering from the database`);

  return {
    kind: store.kind,
    async get<T>(key: string, loader: () => Promise<T>, options: GetOptions = {}): Promise<T> {
      // A cache that cannot answer (Redis down) must not take the blog down with it.
      const entry = await store.get(key).catch((error: unknown) => warn('read', key, error));
      if (!entry) return load(key, loader, options.keepMs);
      if (clock.now().getTime() - entry.time >= maxAgeMs && !loading.has(key)) {
        // Stale: answered now; the fresh answer is kept for the next request. A failed refresh leaves the stale one.
        load(key, loader, options.keepMs).catch((error: unknown) => warn('refresh', key, error));
      }
      return entry.data as T;
    },
    async invalidate() {
      generation += 1;
      await store.clear();
    },
    async settled() {
      await Promise.allSettled([...loading.values()]);
    },
    async close() {
      await Promise.allSettled([...loading.values()]);
      await store.close();
    },
  };
}
