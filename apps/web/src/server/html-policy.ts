/**
 * Gives every HTML page its Content-Security-Policy, computed from the page as sent: the
 * response is held until it ends (pages are small), its inline scripts are hashed, the policy
 * header is set, then it goes out in one piece. Static, revalidated and dynamic pages are all
 * covered the same way, so no page needs a per-request nonce (which would make every page
 * dynamic and uncacheable). Anything that is not HTML passes straight through. While the page is
 * held, its chunk scripts are moved behind the first paint (paint-first.ts), before it is hashed.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { inlineScriptHashes } from './inline-scripts';
import { scriptsAfterFirstPaint } from './paint-first';

type Callback = (error?: Error | null) => void;

function isHtml(response: ServerResponse): boolean {
  return /^\s*text\/html\b/i.test(String(response.getHeader('content-type') ?? ''));
}

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}

/**
 * Wraps `response` so that, if it turns out to be HTML, `headersFor(hashes)` is set on it
 * before anything is sent. `replace` may put another page in its place (an error page for
 * Next.js's empty error document). Call before the response is handed to the page renderer.
 */
export function holdHtmlForPolicy(
  response: ServerResponse,
  headersFor: (scriptHashes: string[]) => Record<string, string>,
  replace?: (statusCode: number, html: string) => Promise<string | undefined>,
): void {
  const send = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
    flushHeaders: response.flushHeaders.bind(response),
  };
  let held: Buffer[] | undefined;
  let decided = false;
  // True once the response may go out: it is not HTML, or the HTML is complete and has its policy.
  let sending = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    if (isHtml(response)) held = [];
    else sending = true;
  };

  // writeHead would send the headers at once: until the response may go out, its headers are only
  // recorded. (Node's own write and end call writeHead too, through this property, to send them.)
  response.writeHead = function writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    response.statusCode = statusCode;
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (typeof reasonOrHeaders === 'string') response.statusMessage = reasonOrHeaders;
    if (Array.isArray(headers)) {
      // [name, value, name, value…] or [[name, value]…]
      const flat = headers.flat() as OutgoingHttpHeader[];
      for (let i = 0; i + 1 < flat.length; i += 2) response.setHeader(String(flat[i]), flat[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    }
    return sending ? send.writeHead(response.statusCode) : response;
  } as ServerResponse['writeHead'];

  response.flushHeaders = () => {
    decide();
    if (!held) send.flushHeaders();
  };

  response.write = function write(chunk: unknown, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback) {
    decide();
    if (!held) return (send.write as (...args: unknown[]) => boolean)(chunk, encodingOrCallback, callback);
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    held.push(toBuffer(chunk, encoding));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) queueMicrotask(() => done(null));
    return true;
  } as ServerResponse['write'];

  response.end = function end(chunkOrCallback?: unknown, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback) {
    decide();
    if (!held) return (send.end as (...args: unknown[]) => ServerResponse)(chunkOrCallback, encodingOrCallback, callback);
    const done = [chunkOrCallback, encodingOrCallback, callback].find((arg): arg is Callback => typeof arg === 'function');
    if (chunkOrCallback !== undefined && chunkOrCallback !== null && typeof chunkOrCallback !== 'function') {
      held.push(toBuffer(chunkOrCallback, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    }
    const original = Buffer.concat(held).toString('utf8');
    held = undefined;
    // The page is decoded once: its scripts are moved, then the result is hashed and sent.
    const finish = (page: string) => {
      const html = page.length > 0 ? scriptsAfterFirstPaint(page) : page;
      const body = Buffer.from(html, 'utf8');
      for (const [name, value] of Object.entries(headersFor(inlineScriptHashes(html)))) response.setHeader(name, value);
      // An empty body (HEAD, 304) keeps the length the renderer set.
      if (body.length > 0 && !response.hasHeader('transfer-encoding')) response.setHeader('Content-Length', body.length);
      sending = true;
      send.end(body, done);
    };
    if (!replace) {
      finish(original);
      return response;
    }
    replace(response.statusCode, original).then(
      (html) => {
        if (html !== undefined) {
          response.removeHeader('etag');
          response.setHeader('Cache-Control', 'private, no-store');
        }
        finish(html ?? original);
      },
      () => finish(original),
    );
    return response;
  } as ServerResponse['end'];
}
