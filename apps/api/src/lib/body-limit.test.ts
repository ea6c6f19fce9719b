import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app';
import { failureOf } from '../test/api-bodies';
import { servedTestAppOfFile } from '../test/test-db';
import { bodyLimit } from './body-limit';
import { createOnError } from './errors';
import { createRouter } from './router';

// Over a real socket: a client on a keep-alive connection sends a body over the limit, must read
// a clean 413 envelope, and its next request must work (on a new connection, since the 413 asks
// for the old one to be closed).

const { t, port } = await servedTestAppOfFile();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
  /** Errors the client saw on the request or its socket (EPIPE, ECONNRESET…), whenever they came. */
  errors: string[];
}

/** One request through `agent`; a body is sent with Content-Length or in chunks. */
function send(agent: http.Agent, path: string, body?: { bytes: Buffer; chunked: boolean }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json', 'X-App-Type': '502' };
    if (body && !body.chunked) headers['Content-Length'] = body.bytes.length;
    const req = http.request({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', (error) => errors.push(`response: ${error.message}`));
      res.on('end', () => {
        // Let a late reset or broken pipe show up before answering.
        setTimeout(
          () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, reusedSocket: req.reusedSocket, errors }),
          50,
        );
      });
    });
    req.on('socket', (socket) => socket.on('error', (error) => errors.push(`socket: ${error.message}`)));
    req.on('error', (error) => {
      errors.push(`request: ${error.message}`);
      reject(new Error(errors.join('; ')));
    });
    if (body?.chunked) {
      for (let i = 0; i < body.bytes.length; i += 64 * 1024) req.write(body.bytes.subarray(i, i + 64 * 1024));
      req.end();
    } else {
      req.end(body?.bytes);
    }
  });
}

describe('a body over MAX_BODY_BYTES on a keep-alive connection', () => {
  for (const chunked of [false, true]) {
    for (const size of [MAX_BODY_BYTES + 1, 4 * MAX_BODY_BYTES]) {
      it(`answers 413 in the envelope with Connection: close, and the next request works (${chunked ? 'chunked' : 'Content-Length'}, ${size} bytes)`, async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const first = await send(agent, '/api/mms/account/v1/web/login', { bytes: Buffer.alloc(size, 0x20), chunked });
          expect(first.status).toBe(413);
          expect(JSON.parse(first.body)).toEqual({ code: 413, message: 'This request is too large.', key: 'errors.requestTooLarge' });
          expect(first.headers.connection).toBe('close');
          expect(first.errors).toEqual([]);

          const second = await send(agent, '/healthz');
          expect(second.status).toBe(200);
          expect(JSON.parse(second.body)).toEqual({ status: 'ok' });
          expect(second.reusedSocket).toBe(false);
          expect(second.errors).toEqual([]);
        } finally {
          agent.destroy();
        }
      });
    }
  }

  it('keeps the connection open for a body within the limit, sent with Content-Length or in chunks', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const chunked of [false, true]) {
        // The chunked body is counted and handed on: the route still reads it (and refuses its
        // NUL, which shows it was read).
        const bytes = Buffer.from(`{"note":"${'a'.repeat(MAX_BODY_BYTES - 100)}\\u0000"}`);
        const first = await send(agent, '/api/mms/account/v1/geo_info', { bytes, chunked });
        expect(first.status).toBe(400);
        expect(failureOf(JSON.parse(first.body)).message).toMatch(/^“note” contains characters that are not allowed/);
        expect(first.headers.connection).toBe('keep-alive');
        const second = await send(agent, '/healthz');
        expect(second.status).toBe(200);
        expect(second.reusedSocket).toBe(true);
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('draining is bounded', () => {
  // A small app with the middleware alone: 10 bytes allowed, 1000 drained, for 100 ms.
  function tinyApp() {
    const app = createRouter();
    app.use(bodyLimit({ maxBytes: 10, drainBytes: 1000, drainMs: 100 }));
    app.post('/echo', async (c) => c.text(await c.req.text()));
    app.onError(createOnError(t.deps.logger));
    return app;
  }

  /** A body that sends `first` bytes and then nothing, without ending (a stalled client). */
  function stalled(first: number): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(first));
      },
    });
  }

  const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    tinyApp().request('/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('passes a body within the limit through, counted or declared', async () => {
    expect(await (await post('0123456789')).text()).toBe('0123456789');
    expect(await (await post('0123456789', { 'Content-Length': '10' })).text()).toBe('0123456789');
  });

  it('answers a stalled oversized upload once the drain time is up', async () => {
    const started = performance.now();
    const res = await post(stalled(50));
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('does not wait for a declared body larger than it would drain', async () => {
    const started = performance.now();
    const res = await post(stalled(50), { 'Content-Length': '5000' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, message: 'This request is too large.', key: 'errors.requestTooLarge' });
    expect(performance.now() - started).toBeLessThan(90);
  });
});
