/**
 * Forwards the browser's API calls (/api/*, /ws/*, /l10n) to the API (docs/architecture.md: the browser
 * only ever talks to the site's own origin). It streams both ways, hands the API the client
 * address this server decided (never the visitor's own X-Forwarded-For), and refuses a body
 * over the API's limit with the API's 413 before forwarding more of it (the limit of that request:
 * 1 MB, or the receipt upload's own limit, @kestrel/domain/uploads `requestBodyLimit`).
 */
import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { MAX_REQUEST_BODY_BYTES } from '@kestrel/domain/constants';
import { requestBodyLimit } from '@kestrel/domain/uploads';
import { refuse } from './refusals';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** How long an unused connection to the API is kept for the next call. */
const IDLE_API_CONNECTION_MS = 4_000;
/** Longest wait for the API's answer (the browser's own client gives up after 20 s). */
export const API_TIMEOUT_MS = 30_000;
/** A refused body is read (and thrown away) up to this much more, so the answer reaches the client; then the connection is cut. */
const DRAIN_LIMIT_BYTES = 8 * MAX_REQUEST_BODY_BYTES;

export interface Forwarded {
  /** The client address decided by this server. */
  clientIp: string | undefined;
  /** http or https, as the visitor reached the site. */
  proto: 'http' | 'https';
  /** The Host the visitor asked for. */
  host: string | undefined;
}

/** Reads and discards what is left of a refused request body, within a bound, so the answer is not lost to a reset. */
function drain(request: IncomingMessage): void {
  let seen = 0;
  request.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) request.socket.destroy();
  });
  request.resume();
}

export function createApiProxy(apiBaseUrl: string) {
  const target = new URL(apiBaseUrl);
  // An idle connection is dropped before the API's own keep-alive timeout (Node's default, 5 s)
  // can close it under a request just being sent, which would fail that request.
  const agent = new Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32, timeout: IDLE_API_CONNECTION_MS });

  return function proxyToApi(request: IncomingMessage, response: ServerResponse, pathname: string, forwarded: Forwarded): void {
    const bodyLimit = requestBodyLimit(request.method ?? 'GET', pathname, request.headers['content-type']);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > bodyLimit) {
      refuse(request, response, pathname, 'tooLarge');
      drain(request);
      return;
    }

    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
    }
    // Framing is per connection, but a body must stay framed: one that came chunked goes on chunked.
    // Without the header Node writes the body of a GET (DELETE, OPTIONS…) bare onto the kept-alive
    // connection, where the API would read it as a request of its own, from this server's address.
    if (request.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked';
    headers.host = target.host;
    if (forwarded.clientIp) headers['x-forwarded-for'] = forwarded.clientIp;
    headers['x-forwarded-proto'] = forwarded.proto;
    if (forwarded.host) headers['x-forwarded-host'] = forwarded.host;

    const upstream = httpRequest({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers,
      agent,
      timeout: API_TIMEOUT_MS,
    });

    let refused = false;
    let answered = false;
    // Counts the body as it streams (also a chunked one, whose length nobody declared).
    let sent = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        sent += chunk.length;
        if (sent <= bodyLimit) return callback(null, chunk);
        if (!refused) {
          refused = true;
          upstream.destroy();
          request.unpipe(limit);
          refuse(request, response, pathname, 'tooLarge');
          drain(request);
        }
        callback();
      },
    });

    upstream.on('timeout', () => upstream.destroy(new Error('API timeout')));
    upstream.on('error', (error) => {
      // After the answer has begun, its own stream reports trouble (an API that answers early and
      // closes, e.g. its 401 to a large upload, makes our body writes fail: that is not an error).
      if (refused || answered) return;
      refused = true;
      request.unpipe(limit);
      drain(request);
      refuse(request, response, pathname, error.message === 'API timeout' ? 'timeout' : 'unavailable');
    });
    upstream.on('response', (answer) => {
      if (refused) {
        answer.resume();
        return;
      }
      answered = true;
      response.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) response.setHeader(name, value);
      }
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    // The visitor gave up: so does the call to the API.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    // Answered before the whole body arrived (the API refused it early): read the rest away, so the
    // connection can carry the visitor's next request.
    response.on('finish', () => {
      if (!request.complete) {
        request.unpipe(limit);
        drain(request);
      }
    });
    request.pipe(limit).pipe(upstream);
  };
}
