import { Writable } from 'node:stream';
import { createLogger } from '../lib/logger';

/**
 * The API's own logger (redaction and serializers included) writing into memory, for tests that
 * read what it wrote. `text()` is everything written so far, as the JSON lines pino wrote it.
 */
export function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    }),
  });
  return { logger, text: () => lines.join('') };
}
