#!/usr/bin/env node
/**
 * Is /pricing as cheap to serve as a static page? Runs the production build of the website's
 * server (apps/web/dist/server.js, on its own port, no cache in front) with a fresh API, and
 * measures /pricing and a static feature page in the same run with autocannon (50 connections,
 * 10 s each, in alternating rounds). /pricing is prerendered per language and regenerated in the background
 * (docs/decisions/019), so it should answer at a rate close to the feature page's; the target is at
 * least 0.8× its requests per second. Records bench/results/pricing.{md,json}. Not part of `npm test`.
 *
 *   node bench/pricing.mjs                  # builds the API and the website first
 *   BENCH_SKIP_BUILD=1 node bench/pricing.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApi, machineLine, record, root, startApi } from './lib/api-harness.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 7250);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 7150);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRICING = '/pricing';
const BASELINE = '/features/automatic-kill-switch';
const TARGET_RATIO = 0.8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

if (!process.env.BENCH_SKIP_BUILD) {
  buildApi();
  const build = spawnSync('npm', ['run', 'build', '-w', '@kestrel/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = await startApi({ name: 'pricing', port: API_PORT });
const base = `http://localhost:${WEB_PORT}`;
const web = spawn(process.execPath, [join(root, 'apps/web/dist/server.js')], {
  cwd: join(root, 'apps/web'),
  env: { ...process.env, PORT: String(WEB_PORT), API_INTERNAL_URL: api.base, SITE_URL: base, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => web.exitCode === null && web.kill('SIGTERM'));

/** Polls `path` until its HTML contains `text` (the server is up; a page built without the API has regenerated with it). */
async function until(path, text) {
  for (let i = 0; i < 480; i++) {
    const html = await fetch(`${base}${path}`)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '');
    if (html.includes(text)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} never showed ${JSON.stringify(text)}`);
}

function hammer(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, timeout: 30 }, (error, result) => {
      if (error) return reject(error);
      resolve({
        path,
        requests: result.requests.total,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

await until(BASELINE, '<h1');
await until(PRICING, 'Choose plan');
const headers = Object.fromEntries((await fetch(`${base}${PRICING}`)).headers);
// Warm both pages (and the server's code paths) before measuring.
for (const path of [BASELINE, PRICING]) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
/** Bytes of a page's HTML as a browser gets it (gzip) and before compression. */
async function size(path) {
  const served = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' }, decompress: false }).catch(() => undefined);
  const html = await (await fetch(`${base}${path}`)).text();
  return { html: Buffer.byteLength(html), gzip: Number(served?.headers.get('content-length') ?? 0) || null };
}
const sizes = { baseline: await size(BASELINE), pricing: await size(PRICING) };
const load = loadavg()[0].toFixed(1);
// Alternating rounds, so a burst of other work on the machine lands on both pages; the median ratio is reported.
const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const baselineRun = await hammer(BASELINE);
  const pricingRun = await hammer(PRICING);
  rounds.push({
    baseline: baselineRun,
    pricing: pricingRun,
    ratio: Math.round((pricingRun.reqPerSec / Math.max(1, baselineRun.reqPerSec)) * 100) / 100,
  });
}
web.kill('SIGTERM');
await api.stop();

const medianRound = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
const { baseline, pricing, ratio } = medianRound;
const results = {
  connections: CONNECTIONS,
  seconds: SECONDS,
  loadAverageBefore: Number(load),
  cacheControl: headers['cache-control'] ?? null,
  sizes,
  rounds,
  median: { baseline, pricing },
  ratio,
  checks: {
    [`/pricing ≥ ${TARGET_RATIO}× the feature page's requests per second`]: ratio >= TARGET_RATIO,
    'no errors and only 200s': [baseline, pricing].every((run) => run.errors === 0 && run.non2xx === 0),
    'the answer may be cached (no no-store, not private)': !/no-store|private/.test(headers['cache-control'] ?? ''),
  },
};
const row = (r) => `| \`${r.path}\` | ${r.requests} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`;
const md = [
  '# /pricing against a static page',
  '',
  `Machine: ${await machineLine()}. Recorded ${new Date().toISOString().slice(0, 10)}. The website's own server (production build) on its own port, no cache in front; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per page, one page after the other in the same run. Load average (1 min) when the run began: ${load} — other work on the machine lowers both rates alike; the ratio is the measure.`,
  '',
  `${ROUNDS} alternating rounds (feature page, then /pricing); the round with the median ratio:`,
  '',
  '| page | requests | req/s | p50 ms | p99 ms | non-2xx | errors |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  row(baseline),
  row(pricing),
  '',
  `Ratios of the ${ROUNDS} rounds: ${rounds.map((r) => r.ratio).join(', ')}. HTML: feature page ${sizes.baseline.html} bytes, /pricing ${sizes.pricing.html} bytes (the server hashes inline scripts and compresses every answer, so a larger page costs more per request).`,
  '',
  `Ratio /pricing ÷ feature page: **${ratio}** (target ≥ ${TARGET_RATIO}; before /pricing was prerendered: 33 vs 292 req/s, 0.11). /pricing answered \`Cache-Control: ${headers['cache-control'] ?? '(none)'}\`.`,
  '',
  ...Object.entries(results.checks).map(([name, ok]) => `- ${ok ? 'met' : 'NOT met'}: ${name}`),
  '',
].join('\n');
record('pricing', md, results, { byDatabase: false });
