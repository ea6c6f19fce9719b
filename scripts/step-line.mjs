/**
 * The summary lines of `npm test` (scripts/test.mjs): one per step, with its wall time, so a
 * slow step shows where the minutes went. Kept apart from test.mjs, which runs on import.
 */

/** Wall time as a person reads it: "0 s", "42 s", "3 min 12 s", "1 h 4 min". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * One step's line: its outcome ('ok', 'FAIL' or 'skip', padded so labels line up), what it was
 * and, when it ran, how long it took: "ok   API tests (PostgreSQL): 415 passed, 0 failed (3 min 12 s)".
 */
export function stepLine(outcome, text, ms) {
  return `${outcome.padEnd(4)} ${text}${ms === undefined ? '' : ` (${formatDuration(ms)})`}`;
}
