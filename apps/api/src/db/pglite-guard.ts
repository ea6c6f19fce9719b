/**
 * The embedded database (PGlite) behind a client that survives a PostgreSQL PANIC.
 *
 * What PGlite 0.5 does when its disk fills up (docs/decisions/017, measured on a full tmpfs):
 * - a statement that must grow a data file fails with SQLSTATE 53100 "could not extend file …:
 *   No space left on device" (an ERROR); the instance keeps working and writes succeed again
 *   once space returns. Nothing to do here: the error handler answers 503.
 * - a statement whose WAL needs a new 16 MB segment fails with a PANIC ("could not write to file
 *   pg_wal/xlogtemp…"). PostgreSQL would end the process there; PGlite returns the error, but the
 *   next call into the instance (the `Sync` PGlite sends right after, or the next query) loops
 *   forever inside WebAssembly, on the main thread: the whole API stops answering, even after
 *   space returns.
 *
 * So after a PANIC or FATAL (or a WebAssembly trap) the instance is never entered again: every
 * call is refused with DatabaseUnavailableError (503) and a fresh instance is opened on the same
 * folder — PostgreSQL's crash recovery replays the WAL, so every committed transaction is kept —
 * retrying while the disk is still full ("PGlite failed to initialize properly"). The client the
 * rest of the API holds (Drizzle's, prepared statements included) is a proxy that always forwards
 * to the current instance, so nothing else has to know.
 *
 * The refusal hooks PGlite's public protocol methods on the instance: PGlite's query, exec and
 * transaction call them through `this`, which pglite-guard.test.ts checks against the installed
 * version; the fault script bench/faults/disk-full.mjs provokes a real PANIC.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { DatabaseUnavailableError } from './unavailable';

/** Waits between attempts to reopen (the disk may still be full); the last one repeats. */
const REOPEN_DELAYS_MS = [250, 1_000, 2_000, 5_000];
/** A broken instance gets this long to close before it is left to the garbage collector. */
const CLOSE_BROKEN_MS = 5_000;
/** The Terminate message: PGlite answers it itself, without entering PostgreSQL. */
const TERMINATE = 0x58;

export interface GuardedPglite {
  /** Stands for the current instance: every property and method is the current one's. */
  readonly client: PGlite;
  /** Resolves once a reopen in progress has finished (tests and shutdown wait for it). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface GuardedPgliteOptions {
  logger?: Logger | undefined;
  /** Opens an instance at `location` (tests wrap PGlite.create to inject failures). */
  create?: (location: string) => Promise<PGlite>;
}

/** After these, PostgreSQL would have ended the backend: the instance must not be used again. */
function isFatal(error: unknown): boolean {
  const severity = (error as { severity?: unknown } | null)?.severity;
  // WebAssembly.RuntimeError (a trap, Emscripten's abort) by name: the API's TypeScript libs have no WebAssembly types.
  return severity === 'PANIC' || severity === 'FATAL' || (error instanceof Error && error.name === 'RuntimeError');
}

/** Makes `instance` refuse every call once one of them has failed fatally; `onFatal` hears about it once. */
function guard(instance: PGlite, onFatal: (error: unknown, instance: PGlite) => void): void {
  let fatal: unknown;
  const refusal = () => new DatabaseUnavailableError('the embedded database stopped and is being reopened', { cause: fatal });

  const rawSync = instance.execProtocolRawSync.bind(instance);
  instance.execProtocolRawSync = (message) => {
    if (fatal !== undefined && message[0] !== TERMINATE) throw refusal();
    return rawSync(message);
  };
  const refuseAfterFatal =
    <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (fatal !== undefined) throw refusal();
      try {
        return await original(...args);
      } catch (error) {
        if (fatal !== undefined || !isFatal(error)) throw error;
        fatal = error;
        onFatal(error, instance);
        throw refusal();
      }
    };
  instance.execProtocol = refuseAfterFatal(instance.execProtocol.bind(instance));
  instance.execProtocolStream = refuseAfterFatal(instance.execProtocolStream.bind(instance));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Opens PGlite at `location` (a folder or `memory://`) behind a client that reopens it after a PANIC. */
export async function openGuardedPglite(location: string, options: GuardedPgliteOptions = {}): Promise<GuardedPglite> {
  const { logger } = options;
  const create = options.create ?? ((at: string) => PGlite.create(at));
  const stopped = new AbortController();
  let current = await create(location);
  let reopening: Promise<void> | undefined;

  async function reopen(broken: PGlite): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      broken.close().catch((err: unknown) => logger?.warn({ err }, 'closing the stopped embedded database failed')),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_BROKEN_MS))),
    ]);
    clearTimeout(timer);
    for (let attempt = 0; !stopped.signal.aborted; attempt++) {
      try {
        const next = await create(location);
        if (stopped.signal.aborted) {
          await next.close();
          return;
        }
        guard(next, onFatal);
        current = next;
        logger?.info({ attempts: attempt + 1 }, 'embedded database reopened');
        return;
      } catch (err) {
        logger?.warn({ err, attempt: attempt + 1 }, 'embedded database could not be reopened yet; retrying');
        await sleep(REOPEN_DELAYS_MS[Math.min(attempt, REOPEN_DELAYS_MS.length - 1)]!, stopped.signal);
      }
    }
  }

  function onFatal(error: unknown, broken: PGlite): void {
    logger?.error({ err: error }, 'embedded database stopped after a fatal error; reopening it');
    reopening ??= reopen(broken).finally(() => {
      reopening = undefined;
    });
  }

  guard(current, onFatal);
  const client = new Proxy<PGlite>(current, {
    get(_target, property) {
      const value: unknown = Reflect.get(current, property, current);
      // Bound to the real instance: PGlite's methods use private fields, which a proxy does not have.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });

  return {
    client,
    settled: async () => {
      await reopening;
    },
    close: async () => {
      stopped.abort();
      await reopening;
      if (!current.closed) await current.close();
    },
  };
}
