/**
 * The one place that decides whether an error means "the database cannot serve right now" (it is
 * down, restarting, out of connections, out of disk, or the embedded one is being reopened), as
 * opposed to a bug or a bad query. The error handler answers these with 503 and Retry-After
 * instead of 500 (docs/decisions/017). Drizzle wraps driver errors (`DrizzleQueryError.cause`)
 * and Node wraps connection attempts to several addresses (`AggregateError.errors`), so the whole
 * chain is searched.
 */

/** Thrown instead of running a query while the embedded database is being reopened (db/pglite-guard). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket and file-system errno codes of a database that cannot be reached or cannot write. */
const ERRNO_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EROFS',
]);

/**
 * SQLSTATEs of PostgreSQL (and PGlite, which is PostgreSQL) that say the server cannot serve, not
 * that the statement is wrong: class 08 (connection exception) is matched by its prefix; 57P01–03
 * admin/crash shutdown and "cannot connect now" (starting up), 53xxx insufficient resources (53100
 * disk full, 53200 out of memory, 53300 too many connections), 58xxx system and I/O errors.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53000', '53100', '53200', '53300', '53400', '58000', '58030']);

/**
 * Messages of errors that carry no code: node-postgres's own connection and pool errors, and
 * PGlite's closed/closing instance (during a reopen or shutdown).
 */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)$/,
];

function reasonOf(error: object): string | undefined {
  if (error instanceof DatabaseUnavailableError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (ERRNO_CODES.has(code)) return code;
    if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || SQLSTATES.has(code))) return `SQLSTATE ${code}`;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return message;
  return undefined;
}

/**
 * Why `error` means the database is unavailable (a short reason for the log), or undefined when it
 * is some other failure. Looks through `cause` and `errors` up to a few levels deep.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const reason = reasonOf(current);
    if (reason !== undefined) return reason;
    queue.push((current as { cause?: unknown }).cause);
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested)) queue.push(...nested);
  }
  return undefined;
}
