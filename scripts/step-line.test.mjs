import { describe, expect, it } from 'vitest';
import { formatDuration, stepLine } from './step-line.mjs';

describe('npm test summary lines', () => {
  it('write wall time in seconds, then minutes and seconds, then hours and minutes', () => {
    expect([0, 499, 500, 42_000, 59_499, 59_500, 192_000, 3_599_499, 3_600_000, 3_840_000].map(formatDuration)).toEqual([
      '0 s',
      '0 s',
      '1 s',
      '42 s',
      '59 s',
      '1 min 0 s',
      '3 min 12 s',
      '59 min 59 s',
      '1 h 0 min',
      '1 h 4 min',
    ]);
  });

  it('line labels up after the outcome and end with the time the step took', () => {
    expect(stepLine('ok', 'API tests (PostgreSQL): 415 passed, 0 failed', 192_000)).toBe(
      'ok   API tests (PostgreSQL): 415 passed, 0 failed (3 min 12 s)',
    );
    expect(stepLine('FAIL', 'Lint', 42_000)).toBe('FAIL Lint (42 s)');
    expect(stepLine('skip', 'API tests on PostgreSQL (DATABASE_URL is not set)')).toBe(
      'skip API tests on PostgreSQL (DATABASE_URL is not set)',
    );
  });
});
