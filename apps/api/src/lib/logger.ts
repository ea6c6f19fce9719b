import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

/**
 * Secrets never reach the log. Everything below is applied here, once, to every line:
 * - request headers and bodies are not logged at all, and these paths are censored in case an
 *   object carrying them is logged by mistake;
 * - a logged error leaves out the parameters of a failed database statement (they hold request
 *   data: emails, a code mail's body…), which database drivers put in the error and its message;
 * - card-like numbers are redacted in every string of every line (a path, a request id or a
 *   header value a client filled with one).
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
  '*.current_password',
  '*.confirm_password',
  '*.captcha',
  '*.recasign',
  '*.token',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

const REDACTED = '[redacted]';

/** 13 to 19 digits, alone or grouped with single spaces or hyphens: how card numbers are written. */
const CARD_LIKE = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/** The Luhn checksum every payment card number passes (and 9 in 10 other digit strings fail). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `text` with every card-like number replaced by `[redacted]`. */
export function redactCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => (passesLuhn(match.replace(/\D/g, '')) ? REDACTED : match));
}

// A JSON string literal; numbers outside strings (time, ms, ids) are never card data.
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** A finished JSON log line with the card-like numbers of its strings redacted. */
function redactLine(line: string): string {
  return line.replace(JSON_STRING, redactCardNumbers);
}

interface WithParams {
  params: unknown;
  cause?: unknown;
}

function hasParams(value: unknown): value is WithParams {
  return value instanceof Error && 'params' in value;
}

/**
 * pino's error serializer, without statement parameters: Drizzle's DrizzleQueryError (and the
 * drivers' errors) carry them as `params` and in the message, `…\nparams: a,b`, which pino also
 * copies into the stack of the error and of every error it caused.
 */
function serializeError(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error);
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const shown: string[] = [];
  for (let current: unknown = err, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    if (hasParams(current)) shown.push(`params: ${String(current.params)}`);
  }
  const hide = (text: unknown) =>
    typeof text === 'string' ? shown.reduce((out, part) => out.split(part).join(`params: ${REDACTED}`), text) : text;
  const result: Record<string, unknown> = { ...serialized, message: hide(serialized.message), stack: hide(serialized.stack) };
  delete result.params;
  return result;
}

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
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
    hooks: { streamWrite: redactLine },
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
