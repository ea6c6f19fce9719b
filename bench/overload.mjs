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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

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
    const started = performance.now();
    const instance = autocannon({ url, ...options }, (error, result) => {
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
      if (status === 503) refusals += 1;
    });
    instance.on('reqError', (error) => {
      const code = error?.code ?? error?.message ?? 'unknown';
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  });
}

/** A 503 read directly, to see its headers and body. */
async function sampleRefusal(url, connections) {
  const load = autocannon({ url, connections, duration: 8 });
  await new Promise((r) => setTimeout(r, 3_000));
  let sample;
  for (let i = 0; i < 50 && !sample; i++) {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
    if (response?.status === 503) sample = { retryAfter: response.headers.get('retry-after'), body: (await response.text()).slice(0, 200) };
  }
  load.stop();
  return sample;
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
  // The most this server answered per second, then half of it, spread over a few connections.
  const max = Math.max(1, overload.ok / SECONDS);
  const calm = await hammer(url, { connections: 4, duration: 10, overallRate: Math.max(1, Math.floor(max / 2)) });
  const refusal = kind === 'ours' ? await sampleRefusal(url, CONNECTIONS) : undefined;
  results.runs[kind] = { overload, crashed: crashed ?? null, maxOkPerSec: Math.round(max), calm, refusal };
  await web.stop();
}
await api.stop();

const ours = results.runs.ours;
const checks = {
  'ours: no connection errors under overload': ours.overload.connectionErrors === 0 && ours.overload.timeouts === 0,
  'ours: every answer is 200 or 503': Object.keys(ours.overload.statuses).every((status) => status === '200' || status === '503'),
  'ours: a 503 carries Retry-After': ours.refusal?.retryAfter === '2',
  'ours: still running': ours.crashed === null,
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
  return `| ${kind} | ${r.overload.answers} | ${statuses || '—'} | ${r.overload.connectionErrors + r.overload.timeouts}${errors ? ` (${errors})` : ''} | ${r.maxOkPerSec} | ${r.calm.p50} / ${r.calm.p95} / ${r.calm.p99} | ${r.crashed ?? 'no'} |`;
};
const md = [
  '# Website under overload',
  '',
  `Machine: ${await machineLine()}. Recorded ${new Date().toISOString().slice(0, 10)}. Page: \`${PAGE}\` (rendered per request).`,
  `Overload: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, 30 s timeout. Calm: 4 connections at half the measured maximum of 200s per second, 10 s.`,
  '',
  '| server | answers | by status | connection errors | max 200/s | calm p50 / p95 / p99 ms | exited |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  row('next start'),
  row('ours'),
  '',
  `A refusal as a client sees it: \`Retry-After: ${ours.refusal?.retryAfter ?? '—'}\`, body starts \`${(ours.refusal?.body ?? '').replace(/\s+/g, ' ').slice(0, 120)}\`.`,
  '',
  ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'met' : 'NOT met'}: ${name}`),
  '',
].join('\n');
record('overload', md, results);
