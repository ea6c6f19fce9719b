#!/usr/bin/env node
/**
 * The fault scripts, one after the other, as CI runs them (scripts/test.mjs, step "Fault scripts"):
 *
 *   node bench/faults/run.mjs          # builds apps/api, then runs every fault this machine can
 *   BENCH_SKIP_BUILD=1 node bench/faults/run.mjs
 *   node bench/faults/run.mjs --no-record   # what `npm test` runs: the same, without rewriting bench/results
 *
 * 1. kill -9 during 200 checkouts — on PGlite, and on PostgreSQL when DATABASE_URL is set;
 * 2. PostgreSQL restarted under load — on a private cluster (skipped without PostgreSQL binaries);
 * 3. DATA_DIR on a full filesystem — on a tmpfs (skipped where mount is not permitted).
 * Records bench/results/faults.{md,json} (unless --no-record) and exits non-zero when any invariant
 * was violated; a fault the machine cannot run is one "skip" line, not a failure.
 */
import { buildApi, machineLine, record } from '../lib/api-harness.mjs';
import { diskFull } from './disk-full.mjs';
import { killDuringCheckouts } from './kill-checkouts.mjs';
import { now, seconds, skipped } from './lib.mjs';
import { postgresRestart } from './postgres-restart.mjs';

const port = Number(process.env.FAULT_PORT ?? 4711);
const faults = [
  () => killDuringCheckouts({ database: 'pglite', port }),
  () =>
    process.env.DATABASE_URL
      ? killDuringCheckouts({ database: 'postgres', port: port + 1 })
      : skipped('Fault 1: kill -9 during 200 checkouts (PostgreSQL)', 'DATABASE_URL is not set'),
  () => postgresRestart({ port: port + 2 }),
  () => diskFull({ port: port + 3 }),
];

buildApi();
const started = now();
const results = [];
for (const fault of faults) {
  const begun = now();
  let result;
  try {
    result = await fault();
  } catch (error) {
    // A script that could not finish is a failed fault, reported like the others.
    console.error(error);
    result = { title: 'A fault script failed to run', checks: { [`ran to the end: ${String(error.message ?? error)}`]: false }, md: [] };
  }
  result.seconds = seconds(now() - begun);
  process.stdout.write(`${Object.values(result.checks).every(Boolean) ? 'ok  ' : 'FAIL'} ${result.title} (${result.seconds} s)\n`);
  results.push(result);
}

const when = new Date().toISOString();
const machine = await machineLine();
const checks = Object.fromEntries(results.flatMap((r) => Object.entries(r.checks).map(([name, ok]) => [`${r.title}: ${name}`, ok])));
const md = [
  `# Fault scripts — ${when}`,
  '',
  `Machine: ${machine.replace(/, (PGlite on disk|PostgreSQL)$/, '')}. The built API (\`apps/api/dist/server.js\`, NODE_ENV=production, PAYMENTS=test),`,
  'driven over HTTP from the same machine; the invariants are checked in the database itself once the API has stopped.',
  `Whole run: ${seconds(now() - started)} s (${results.map((r) => `${r.seconds} s`).join(' + ')}). See docs/decisions/017-faults.md.`,
  '',
  ...results.flatMap((r) => r.md),
].join('\n');
if (process.argv.includes('--no-record')) {
  process.stdout.write(`\n${md}\n`);
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} else {
  record('faults', md, { when, machine, results: results.map(({ md: _md, ...rest }) => rest), checks }, { byDatabase: false });
}
// A script that failed midway may leave its clients and pollers running: they must not keep the
// run (and CI) waiting. The harness stops the APIs it started on exit.
process.exit(process.exitCode ?? 0);
