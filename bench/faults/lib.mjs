/**
 * What the fault scripts share: how an answer is judged (200, or the 503 the API owes while its
 * database cannot serve — never anything else), reading the database itself once the API has
 * stopped (the PGlite folder, or the PostgreSQL database), a small concurrency limiter, and the
 * shape of a fault's report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { requireFromApi, root } from '../lib/api-harness.mjs';

export const PASSWORD = 'Fault#2025pw';
export const PAYMENT = '/api/mms/payment/v1';
export const ACCOUNT = '/api/mms/account/v1';
/** Languages the scripts ask in, to see the 503's message localized (right to left and CJK included). */
export const LANGUAGES = ['en', 'de', 'ja', 'ar'];

const catalogs = new Map();
/** The API's text for `errors.<key>` in `language`, from packages/i18n. */
export function errorText(language, key) {
  if (!catalogs.has(language)) {
    catalogs.set(language, JSON.parse(readFileSync(join(root, 'packages', 'i18n', 'messages', language, 'errors.json'), 'utf8')));
  }
  return catalogs.get(language).errors[key];
}

/**
 * Sorts an answer: 'ok' (200 with body code 200), 'unavailable' (503 in the envelope with
 * Retry-After and the localized "temporarily unavailable" message), or a description of what is
 * wrong with it (a 500, another status, a bad envelope, no answer at all).
 */
export function judge(res, language = 'en') {
  if (res.status === 200 && res.body?.code === 200) return 'ok';
  if (res.status === 503) {
    const expected = errorText(language, 'serviceUnavailable');
    if (res.body?.code !== 503) return `503 without the envelope: ${JSON.stringify(res.body).slice(0, 120)}`;
    if (res.body.message !== expected) return `503 with message ${JSON.stringify(res.body.message)} (wanted the ${language} text)`;
    if (!/^\d+$/.test(res.headers?.['retry-after'] ?? '')) return '503 without Retry-After';
    return 'unavailable';
  }
  if (res.status === 0) return `no answer (${res.error})`;
  return `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
}

/** Counts of judged answers, and a few examples of each violation. */
export class Tally {
  ok = 0;
  unavailable = 0;
  violations = 0;
  examples = new Map();
  add(verdict, what) {
    if (verdict === 'ok') this.ok += 1;
    else if (verdict === 'unavailable') this.unavailable += 1;
    else {
      this.violations += 1;
      const key = `${what}: ${verdict}`;
      this.examples.set(key, (this.examples.get(key) ?? 0) + 1);
    }
  }
  get total() {
    return this.ok + this.unavailable + this.violations;
  }
  describe() {
    return [...this.examples].slice(0, 8).map(([key, count]) => `${count} × ${key}`);
  }
}

/** Runs `task` over `items`, at most `limit` at a time, in order of the results. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms) => Math.round(ms / 100) / 10;
export const now = () => performance.now();

/**
 * The database of a stopped API, for the checks that must not trust the API: the PGlite folder in
 * `dataDir` (opened by this process; the API must have stopped) or the PostgreSQL database at
 * `databaseUrl`. `query` answers rows.
 */
export async function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pg = requireFromApi('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const { PGlite } = requireFromApi('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

/** The lines of the API's JSON log that match `test`. */
export function logLines(file, test) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return { msg: line };
      }
    })
    .filter(test);
}

/**
 * The log lines that pass `test`, waiting up to `ms` for the first: the API may write a line a moment
 * after the answer that shows its cause (a 503 from /readyz before the line saying why).
 */
export async function logLinesWithin(file, test, ms) {
  const until = Date.now() + ms;
  let lines = logLines(file, test);
  while (lines.length === 0 && Date.now() < until) {
    await sleep(100);
    lines = logLines(file, test);
  }
  return lines;
}

/** A fault that this machine cannot run: one line, not a failure. */
export function skipped(title, reason) {
  process.stdout.write(`skip ${title}: ${reason}\n`);
  return { title, skipped: reason, checks: {}, md: [`## ${title}`, '', `Skipped: ${reason}.`, ''] };
}

/** Markdown lines of a fault's checks. */
export const checkLines = (checks) => Object.entries(checks).map(([name, ok]) => `- ${ok ? 'PASS' : 'FAIL'} ${name}`);

/** The end of a fault report: the run's length, each check, and the answers that broke a rule. */
export const reportEnd = (measures, checks, tally) => [
  `Whole run: ${measures.totalS} s.`,
  '',
  ...checkLines(checks),
  ...tally.describe().map((line) => `- ${line}`),
  '',
];

/** Runs `main` when the file is the script node was started with (each fault also runs on its own). */
export function runWhenMain(url, main) {
  if (process.argv[1] && url === new URL(`file://${process.argv[1]}`).href) {
    main().then(
      (result) => {
        process.stdout.write(`\n${result.md.join('\n')}\n`);
        process.exitCode = Object.values(result.checks).every(Boolean) ? 0 : 1;
      },
      (error) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
  }
}
