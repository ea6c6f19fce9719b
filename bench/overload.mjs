#!/usr/bin/env node
/**
 * The website under more load than it can serve: what does a visitor get? Runs the production
 * build of the website's server (apps/web/dist/server.js) — and, for comparison, plain
 * `next start`, which the site used before — in front of a fresh API, and hammers a page
 * rendered per request with many connections. Counts answers by status, connection errors by
 * code, and whether refusals carry Retry-After; then measures the latency of the same page at a
 * load well under the measured maximum. Records bench/results/overload.{md,json}. Not part of
 * `npm test`.
 *
 *   npm run bench:overload                 # builds the API and the website first
 *   BENCH_SKIP_BUILD=1 npm run bench:overload
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApi, machineLine, percentile, record, root, startApi } from './lib/api-harness.mjs';

const API_PORT = 4800;
const PAGE = process.env.BENCH_PAGE ?? '/pricing/checkout';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

buildApi();
if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@kestrel/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = await startApi({ name: 'overload', port: API_PORT });

/** Starts one website server and waits for it. */
async function startWeb(kind, port) {
  const env = {
    ...process.env,
    PORT: String(port),
    API_INTERNAL_URL: api.base,
    SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const args =
    kind === 'ours'
      ? [join(root, 'apps/web/dist/server.js')]
      : [join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', 'localhost', '-p', String(port)];
  const child = spawn(process.execPath, args, { cwd: join(root, 'apps/web'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited;
  child.on('exit', (code, signal) => (exited = signal ?? code));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    exitedWith: () => exited,
    stop: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
  };
}

/** autocannon against `url`: answers by status, connection errors by code, Retry-After on refusals, latencies. */
function hammer(url, options) {
  return new Promise((resolve, reject) => {
    const statuses = {};
    const errorCodes = {};
    const times = [];
    let refusals = 0;
    let refusalsWithRetryAfter = 0;
    let refusalBody;
    const started = performance.now();
    // Every answer's headers are seen here: a refusal must say when to come back.
    const requests = [
      {
        onResponse: (status, body, _context, headers) => {
          if (status !== 503) return;
          refusals += 1;
          if (Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after')) refusalsWithRetryAfter += 1;
          refusalBody ??= String(body).slice(0, 160);
        },
      },
    ];
    const instance = autocannon({ url, requests, ...options }, (error, result) => {
      if (error) return reject(error);
      const seconds = (performance.now() - started) / 1000;
      const sorted = times.sort((a, b) => a - b);
      resolve({
        statuses,
        errorCodes,
        answers: times.length,
        answersPerSec: Math.round(times.length / seconds),
        ok: statuses['200'] ?? 0,
        refusals,
        refusalsWithRetryAfter,
        refusalBody,
        connectionErrors: result.errors,
        timeouts: result.timeouts,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      times.push(responseTime);
    });
    instance.on('reqError', (error) => {
      const code = error?.code ?? error?.message ?? 'unknown';
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  });
}

/**
 * Latency at half the measured maximum, from a load generator of its own (a fresh process: the
 * one that ran the overload is still closing a thousand connections).
 */
function calmLatency(url, rate) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/autocannon/autocannon.js'), '-c', '4', '-R', String(rate), '-d', '10', '--json', url],
    {
      encoding: 'utf8',
    },
  );
  const result = JSON.parse(run.stdout);
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

/** How long until one visitor is served again (pages under way finish first); undefined after a minute. */
async function servedAgain(url) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) }).catch(() => undefined);
    // Read to the end: an unread body keeps its connection busy for the calls that follow.
    await response?.arrayBuffer().catch(() => undefined);
    if (response?.status === 200) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 500));
  }
  return undefined;
}

const results = { page: PAGE, connections: CONNECTIONS, seconds: SECONDS, runs: {} };
for (const [kind, port] of [
  ['next start', 3801],
  ['ours', 3800],
]) {
  const web = await startWeb(kind === 'ours' ? 'ours' : 'next', port);
  const url = `http://localhost:${port}${PAGE}`;
  process.stdout.write(`\n${kind}: ${CONNECTIONS} connections for ${SECONDS} s on ${PAGE}…\n`);
  const overload = await hammer(url, { connections: CONNECTIONS, duration: SECONDS, timeout: 30 });
  const crashed = web.exitedWith();
  const recoveredInMs = await servedAgain(url);
  // Connections the load generator left behind are still being answered for a moment.
  await new Promise((r) => setTimeout(r, 10_000));
  // The most this server answered per second, then half of it, spread over a few connections.
  const max = Math.max(1, overload.ok / SECONDS);
  const calm = calmLatency(url, Math.max(1, Math.floor(max / 2)));
  results.runs[kind] = {
    overload,
    crashed: crashed ?? null,
    recoveredInMs: recoveredInMs ?? null,
    maxOkPerSec: Math.round(max),
    calm,
  };
  await web.stop();
}
await api.stop();

const ours = results.runs.ours;
const checks = {
  'ours: no connection reset under overload': !ours.overload.errorCodes.ECONNRESET,
  'ours: every answer is 200 or 503': Object.keys(ours.overload.statuses).every((status) => status === '200' || status === '503'),
  'ours: every 503 carries Retry-After': ours.overload.refusals > 0 && ours.overload.refusals === ours.overload.refusalsWithRetryAfter,
  'ours: still running': ours.crashed === null,
  'ours: serves again within 30 s of the load stopping': ours.recoveredInMs !== null && ours.recoveredInMs <= 30_000,
};
results.checks = checks;

const row = (kind) => {
  const r = results.runs[kind];
  const statuses = Object.entries(r.overload.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const errors = Object.entries(r.overload.errorCodes)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return `| ${kind} | ${r.overload.answers} | ${statuses || '—'} | ${r.overload.connectionErrors}${errors ? ` (${errors})` : ''} | ${r.maxOkPerSec} | ${r.recoveredInMs ?? '—'} | ${r.calm.p50} / ${r.calm.p97_5} / ${r.calm.p99} | ${r.crashed ?? 'no'} |`;
};
const md = [
  '# Website under overload',
  '',
  `Machine: ${await machineLine()}. Recorded ${new Date().toISOString().slice(0, 10)}. Page: \`${PAGE}\` (rendered per request).`,
  `Overload: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, 30 s timeout; autocannon asks again at once after every answer, a 503 included (browsers would wait). Then: time until one request is served again, and, 10 s later, calm: 4 connections at half the measured maximum of 200s per second, 10 s.`,
  '',
  '| server | answers | by status | connection errors (by code) | max 200/s | served again after ms | calm p50 / p97.5 / p99 ms | exited |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  row('next start'),
  row('ours'),
  '',
  `Refusals with Retry-After: ${ours.overload.refusalsWithRetryAfter} of ${ours.overload.refusals}; one begins \`${(ours.overload.refusalBody ?? '').replace(/\s+/g, ' ').slice(0, 120)}\`.`,
  '',
  ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'met' : 'NOT met'}: ${name}`),
  '',
].join('\n');
record('overload', md, results);
