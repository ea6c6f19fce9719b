import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

/**
 * Secrets never reach the log: request headers are not logged at all, and these paths are
 * censored in case an object carrying them is logged by mistake.
 */
export const REDACT_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  '*.authorization',
  '*.Authorization',
  '*.cookie',
  '*.Cookie',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.token',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable lines (pino-pretty in a worker); for development on a terminal only. */
  pretty?: boolean;
  /** Where JSON lines go (tests capture them); stdout when absent. */
  destination?: DestinationStream;
}

export function createLogger({ level, pretty = false, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: 'kestrel-api' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' } },
    });
  }
  return pino(options);
}
