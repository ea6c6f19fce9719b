/**
 * The request body limit. A body over the limit is answered 413 in the envelope with
 * `Connection: close`, after the rest of it has been read and thrown away (up to a bound):
 * - without `Connection: close` the client keeps the connection for its next request, while
 *   the server (@hono/node-server, after a short drain) destroys it: that request failed with
 *   "socket hang up";
 * - closing a socket with unread data makes the kernel send a reset, which can reach the client
 *   before it has read the 413 and makes its still-running upload fail with EPIPE/ECONNRESET.
 *   Reading the rest first lets the connection end with an orderly FIN.
 * Hono's bodyLimit cannot do the second part (its reader is private), hence this middleware.
 */
import { MESSAGE_KEYS } from '@kestrel/domain';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';
import type { AppEnv } from './types';

export interface BodyLimitOptions {
  /** The limit, or how to find it from the request (the upload route has its own, docs/decisions/018). */
  maxBytes: number | ((request: Request) => number);
  /** A body over the limit is read and discarded up to this size in all… */
  drainBytes: number;
  /** …and for at most this long; beyond either, the answer goes out at once and the socket closes. */
  drainMs: number;
}

/** The same answer as the website's server gives for a body it refuses before forwarding it. */
export function tooLarge(): ApiError {
  return ApiError.localized(413, MESSAGE_KEYS.requestTooLarge, { headers: { Connection: 'close' } });
}

/** Reads and discards the rest of a body until it ends, `drainBytes` are reached (counting `read`) or time is up. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, read: number, options: BodyLimitOptions): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'time up'>((resolve) => {
    timer = setTimeout(() => resolve('time up'), options.drainMs);
  });
  try {
    let total = read;
    while (total <= options.drainBytes) {
      const chunk = await Promise.race([reader.read(), timeUp]);
      if (chunk === 'time up' || chunk.done) return;
      total += chunk.value.byteLength;
    }
  } catch {
    // The client went away while sending: nothing left to drain.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
}

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler<AppEnv> {
  const { maxBytes: limit } = options;
  const limitOf = typeof limit === 'number' ? () => limit : limit;
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const maxBytes = limitOf(c.req.raw);
    // A Content-Length is binding (Node's parser stops the body there); chunked bodies are counted.
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (declared !== null && /^\d+$/.test(declared)) {
      const length = Number(declared);
      if (length <= maxBytes) return next();
      const reader = body.getReader();
      if (length <= options.drainBytes) await discard(reader, 0, options);
      else reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader, size, options);
        throw tooLarge();
      }
      chunks.push(value);
    }
    // The body was read to count it; the routes get it again as a buffer.
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}
