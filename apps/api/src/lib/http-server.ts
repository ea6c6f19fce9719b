/**
 * The node:http server of the API. A request Node's HTTP parser refuses before the app sees it
 * (a header with a control character, headers too large, a broken chunked body…) is answered with
 * the API's envelope too, and the connection closed, instead of Node's bare "400 Bad Request".
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { App } from '../app';
import type { ErrorBody } from './errors';

interface ParserError extends Error {
  code?: string;
}

/** Status, reason phrase and message for a parser error code (Node's own choice of status). */
function describe(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request Header Fields Too Large', 'Request headers are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout', 'Request timed out'];
    case 'HPE_INVALID_HEADER_TOKEN':
      return [400, 'Bad Request', 'Request headers contain characters that are not allowed (control characters)'];
    default:
      return [400, 'Bad Request', 'Malformed HTTP request'];
  }
}

/** `clientError` handler: the envelope on a socket that can still take it, then close. */
export function answerClientError(error: ParserError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = describe(error.code);
  const body = JSON.stringify({ code: status, message } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createHttpServer(app: App): Server {
  // createAdaptorServer builds a node:http server unless told otherwise.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.on('clientError', answerClientError);
  return server;
}
