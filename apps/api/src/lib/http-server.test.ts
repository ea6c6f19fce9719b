import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { servedTestAppOfFile } from '../test/test-db';

// Requests Node's HTTP parser refuses never reach the app; they get the envelope all the same.

const { port } = await servedTestAppOfFile();

/** Sends raw bytes and reads everything until the server closes the connection. */
function exchange(request: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(request, 'latin1')));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => {
      const split = received.indexOf('\r\n\r\n');
      resolve({ head: received.slice(0, split), body: received.slice(split + 4) });
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a control character in a header with the 400 envelope and closes', async () => {
    for (const value of ['a\u0000b', 'web\u0001', 'x\u007f', 'esc\u001b[31m']) {
      const { head, body } = await exchange(`GET /healthz HTTP/1.1\r\nHost: api\r\nX-From: ${value}\r\n\r\n`);
      expect(head, JSON.stringify(value)).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(head).toMatch(/\r\nContent-Type: application\/json; charset=UTF-8\r\n/);
      expect(head).toMatch(/\r\nConnection: close(\r\n|$)/);
      expect(JSON.parse(body)).toEqual({
        code: 400,
        message: 'Request headers contain characters that are not allowed (control characters)',
      });
    }
  });

  it('answers headers that are too large with 431 and a malformed request line with 400, both in the envelope', async () => {
    const large = await exchange(`GET /healthz HTTP/1.1\r\nHost: api\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(large.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(large.body)).toEqual({ code: 431, message: 'Request headers are too large' });
    const broken = await exchange('GET /healthz HTTP/9\r\n\r\n');
    expect(broken.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.body)).toEqual({ code: 400, message: 'Malformed HTTP request' });
  });

  it('still serves a well-formed request (a tab in a header is allowed)', async () => {
    const { head, body } = await exchange('GET /healthz HTTP/1.1\r\nHost: api\r\nX-From: a\tb\r\nConnection: close\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(JSON.parse(body)).toEqual({ status: 'ok' });
  });
});
